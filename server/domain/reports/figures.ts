import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../monitoring/rows';
import { rollupSpan } from './hour-span';
import { AGGREGATES, COLUMNS, FACTS, NUMBERS, type Figures } from './rollup-sql';
import { scopeOf, type ReportFilter } from './scope';

/**
 * One breakdown of a report: its key in report_hours (`rollupKey`, over alias h, with the cells
 * `rollupCell` picks) and in the interactions (`rawKey`, over i and the optional `rawJoin`).
 */
export interface View {
  rollupKey: SQL;
  rollupCell: SQL;
  rawKey: SQL;
  /** A join for the raw rows: `lookup` true for a few rows (an index look-up each), false for many. */
  rawJoin?: (lookup: boolean) => SQL;
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
export function sources(companyId: number, f: ReportFilter, timeZone: string, view: View, hist: boolean, many = false): SQL {
  const span = view.rawOnly ? null : rollupSpan(f.from, f.to, timeZone);
  const start = span?.start.toISOString() ?? f.to;
  const end = span?.end.toISOString() ?? f.to;
  // A few rows (the partial edges, a few changed hours): laterals kept as subqueries (offset 0),
  // index look-ups whatever the planner guesses of the ranges (it cannot know how few rows they
  // hold), never a whole table scanned to hash. Many rows: plain joins, which it may hash.
  const lookup = !many && !view.rawOnly && span !== null;
  const facts = sql`select ${view.rawKey} as k, ${FACTS}
    from rng cross join lateral (
      select i.* from interactions i where i.company_id = ${companyId} and i.created_at >= rng.lo and i.created_at < rng.hi offset 0
    ) i
    left join channels c on c.id = i.channel_id
    ${
      lookup
        ? sql`left join lateral (select b.interaction_id, b.handed_over_at from bot_sessions b where b.interaction_id = i.id offset 0) b on true`
        : sql`left join bot_sessions b on b.interaction_id = i.id`
    }
    ${view.rawJoin?.(lookup) ?? sql``}
    where ${scopeOf(companyId, f)} ${view.rawWhere ? sql`and ${view.rawWhere}` : sql``}`;
  const rollup = sql`from report_hours h where h.company_id = ${companyId} and h.hour >= ${start}::timestamptz and h.hour < ${end}::timestamptz
    and h.hour not in (select hour from d) and ${view.rollupCell}`;
  // With the histograms: each rollup row's sparse arrays as they are (merged by the caller, which
  // is cheaper than unnesting them in SQL), and the interactions' buckets made into the same arrays.
  const parts = hist
    ? sql`select ${view.rollupKey} as k, ${COLUMNS}, h.frt_b, h.frt_c, h.wait_b, h.wait_c ${rollup}
        union all
        select x.k, ${COLUMNS}, coalesce(h1.bs, '{}'), coalesce(h1.cs, '{}'), coalesce(h2.bs, '{}'), coalesce(h2.cs, '{}')
        from (select k, ${AGGREGATES} from facts group by k) x
        left join (select k, kind, array_agg(b order by b) as bs, array_agg(c order by b) as cs from raw_hist group by k, kind) h1 on h1.k = x.k and h1.kind = 1
        left join (select k, kind, array_agg(b order by b) as bs, array_agg(c order by b) as cs from raw_hist group by k, kind) h2 on h2.k = x.k and h2.kind = 2`
    : sql`select ${view.rollupKey} as k, ${COLUMNS} ${rollup}
        union all
        select k, ${AGGREGATES} from facts group by k`;
  return sql`with d as (
      select distinct hour from report_dirty where company_id = ${companyId} and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
    ), rng(lo, hi) as (
      select ${f.from}::timestamptz, ${start}::timestamptz where ${f.from}::timestamptz < ${start}::timestamptz
      union all select ${end}::timestamptz, ${f.to}::timestamptz where ${end}::timestamptz < ${f.to}::timestamptz
      union all select hour, hour + interval '1 hour' from d
    ), facts as (${facts})${
      hist
        ? sql`, raw_hist as (
      select k, v.kind, v.b, count(*)::int as c from facts cross join lateral (values (1, facts.frt_b), (2, facts.wait_b)) v(kind, b) where v.b is not null group by 1, 2, 3
    )`
        : sql``
    }, src as (${parts})`;
}

/** `hist`: first response buckets and counts, wait buckets and counts (JSON: parsed natively, several times faster than arrays). */
/** Whether a report reads many rows directly: no whole hour to take from the rollups, or many of them changed since their refresh. */
export async function readsMany(db: Db, companyId: number, f: ReportFilter, timeZone: string): Promise<boolean> {
  const span = rollupSpan(f.from, f.to, timeZone);
  if (!span) return true;
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct hour)::int as n from report_dirty where company_id = ${companyId} and hour >= ${span.start.toISOString()}::timestamptz and hour < ${span.end.toISOString()}::timestamptz`,
  );
  return n > MANY_HOURS;
}
/** Changed hours above which a report's direct reads are planned as bulk joins. */
const MANY_HOURS = 24;

export type Cell = Figures & { key: string; hist: [number[], number[], number[], number[]] };

/** The figures and histograms of each source row of a breakdown (several rows may share a key). */
export async function cellsBy(db: Db, companyId: number, f: ReportFilter, timeZone: string, view: View, key: SQL, many: boolean) {
  return rowsOf<Cell>(
    db,
    sql`${sources(companyId, f, timeZone, view, true, many)} select ${key} as key, ${NUMBERS}, json_build_array(frt_b, frt_c, wait_b, wait_c) as hist from src`,
  );
}
