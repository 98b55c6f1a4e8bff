import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../monitoring/rows';
import { rollupSpan } from './hour-span';
import { AGGREGATES, COLUMNS, FACTS, SUMS, type Figures } from './rollup-sql';
import { scopeOf, type ReportFilter } from './scope';

/**
 * One breakdown of a report: its key in report_hours (`rollupKey`, over alias h, with the cells
 * `rollupCell` picks) and in the interactions (`rawKey`, over i and the optional `rawJoin`).
 */
export interface View {
  rollupKey: SQL;
  rollupCell: SQL;
  rawKey: SQL;
  rawJoin?: SQL;
  rawWhere?: SQL;
  /** Read everything from the interactions (a breakdown the rollup cannot give under this filter). */
  rawOnly?: boolean;
}

/** The cells of report_hours that hold the filtered figures: tag, owner and channel, each given or all. */
export function filterCell(companyId: number, f: ReportFilter, part: { tag?: SQL; owner?: SQL; channel?: SQL } = {}): SQL {
  const channel = f.channel
    ? sql`(h.channel_id in (select id from channels where company_id = ${companyId} and type = ${f.channel})${f.channel === 'other' ? sql` or h.channel_id = 0` : sql``})`
    : sql`h.channel_id = -1`;
  return sql`${part.tag ?? sql`h.tag_id = ${f.tag ?? 0}`} and ${part.owner ?? sql`h.owner_id = ${f.agent ?? -1}`} and ${part.channel ?? channel}`;
}

/**
 * The statement's sources: the whole hours from report_hours that no committed change has made
 * stale, and every other interaction of the range (partial edges, stale hours) read directly. One
 * statement, so one snapshot: an hour comes from exactly one of the two.
 */
export function sources(companyId: number, f: ReportFilter, timeZone: string, view: View, hist: boolean): SQL {
  const span = view.rawOnly ? null : rollupSpan(f.from, f.to, timeZone);
  const start = span?.start.toISOString() ?? f.to;
  const end = span?.end.toISOString() ?? f.to;
  const facts = sql`select ${view.rawKey} as k, ${FACTS}
    from rng join interactions i on i.company_id = ${companyId} and i.created_at >= rng.lo and i.created_at < rng.hi
    left join channels c on c.id = i.channel_id left join bot_sessions b on b.interaction_id = i.id ${view.rawJoin ?? sql``}
    where ${scopeOf(companyId, f)} ${view.rawWhere ? sql`and ${view.rawWhere}` : sql``}`;
  const rollup = sql`from report_hours h where h.company_id = ${companyId} and h.hour >= ${start}::timestamptz and h.hour < ${end}::timestamptz
    and h.hour not in (select hour from d) and ${view.rollupCell}`;
  const parts = hist
    ? sql`select k, kind, b, c from (
          select ${view.rollupKey} as k, u.kind, u.b, u.c from report_hours h
            cross join lateral (select 1 as kind, x.b, x.c from unnest(h.frt_b, h.frt_c) x(b, c) union all select 2, y.b, y.c from unnest(h.wait_b, h.wait_c) y(b, c)) u
            where h.company_id = ${companyId} and h.hour >= ${start}::timestamptz and h.hour < ${end}::timestamptz
              and h.hour not in (select hour from d) and ${view.rollupCell}
        ) r
        union all
        select k, kind, b, count(*)::int from (${facts}) x cross join lateral (values (1, x.frt_b), (2, x.wait_b)) v(kind, b) where v.b is not null group by 1, 2, 3`
    : sql`select ${view.rollupKey} as k, ${COLUMNS} ${rollup}
        union all
        select k, ${AGGREGATES} from (${facts}) x group by k`;
  return sql`with d as (
      select distinct hour from report_dirty where company_id = ${companyId} and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
    ), rng(lo, hi) as (
      select ${f.from}::timestamptz, ${start}::timestamptz where ${f.from}::timestamptz < ${start}::timestamptz
      union all select ${end}::timestamptz, ${f.to}::timestamptz where ${end}::timestamptz < ${f.to}::timestamptz
      union all select hour, hour + interval '1 hour' from d
    ), src as (${parts})`;
}

/** The figures of each key of a breakdown. */
export async function figuresBy<K>(db: Db, companyId: number, f: ReportFilter, timeZone: string, view: View, key: SQL = sql`k`) {
  return rowsOf<Figures & { key: K }>(db, sql`${sources(companyId, f, timeZone, view, false)} select ${key} as key, ${SUMS} from src group by 1`);
}

/** Histogram counts (kind 1 first response, 2 wait; b the bucket's lower bound in seconds) per key. */
export async function histogramsBy<K>(db: Db, companyId: number, f: ReportFilter, timeZone: string, view: View, key: SQL = sql`k`) {
  return rowsOf<{ key: K; kind: number; b: number; c: number }>(
    db,
    sql`${sources(companyId, f, timeZone, view, true)} select ${key} as key, kind, b, sum(c)::int as c from src group by 1, 2, 3 order by 1, 2, 3`,
  );
}
