import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../monitoring/rows';
import { AGGREGATES, COLUMNS, FACTS } from './rollup-sql';

/** Advisory lock (space, key) of the refresh: one refresher at a time across a cluster's processes. */
const REFRESH_LOCK = [7391, 0] as const;

/**
 * Recomputes up to `hours` hours listed in report_dirty from their interactions, in one transaction.
 * Only marks already committed when this transaction deletes them are taken, and the recompute runs
 * after that delete in a newer snapshot, so every change whose mark goes is counted; marks of later
 * changes stay for the next pass. Returns how many hours it recomputed (0: nothing to do, or another
 * process is refreshing).
 */
export async function refreshReportRollups(db: Db, hours = 48): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [{ got }] = await rowsOf<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK[0]}::int, ${REFRESH_LOCK[1]}::int) as got`);
    if (!got) return 0;
    const todo = await rowsOf<{ company_id: number; hour: string }>(
      tx,
      sql`with picked as (
          -- Not the hour under way: it changes all the time and reports read it as a partial edge anyway.
          select distinct company_id, hour from (
            select company_id, hour from report_dirty where hour < date_trunc('hour', now(), 'UTC') order by id limit ${hours * 50}
          ) m limit ${hours}
        )
        delete from report_dirty d using picked p where d.company_id = p.company_id and d.hour = p.hour
        returning d.company_id, to_char(d.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour`,
    );
    const pairs = [...new Map(todo.map((t) => [`${t.company_id} ${t.hour}`, t])).values()];
    if (!pairs.length) {
      // The hour under way collects a mark per change until it ends: keep one per company (the
      // newest, committed and seen here, so the hour stays listed).
      await tx.execute(sql`delete from report_dirty d where d.hour >= date_trunc('hour', now(), 'UTC')
        and exists (select 1 from report_dirty e where e.company_id = d.company_id and e.hour = d.hour and e.id > d.id)`);
      return 0;
    }
    // The histograms' grouping sorts a few MB per batch: in memory, not on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const list = sql.join(
      pairs.map((p) => sql`(${p.company_id}::int, ${p.hour}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(sql`delete from report_hours h using (values ${list}) t(company_id, hour) where h.company_id = t.company_id and h.hour = t.hour`);
    await tx.execute(recompute(list));
    return pairs.length;
  });
}

/** Refreshes until nothing is listed (start-up backfill, benchmarks, tests). Returns the hours done. */
export async function refreshAllReportRollups(db: Db, hours = 48): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await refreshReportRollups(db, hours);
    if (!n) return done;
    done += n;
  }
}

/** Recomputes the listed (company, hour) pairs: every tag of an interaction (and tag 0 for all) × owner and channel, each specific or all (-1). */
export const recompute = (list: SQL) => sql`
      with todo(company_id, hour) as (values ${list}),
      f as (
        select todo.company_id, todo.hour, t.tag_id, i.ch, i.ow, i.answered, i.abandoned, i.frt_us, i.handle_us, i.rating, i.mood, i.bot, i.bot_contained, i.bot_handed, i.frt_b, i.wait_b, i.id
        from todo cross join lateral (
          select i.id, ${FACTS} from interactions i left join bot_sessions b on b.interaction_id = i.id
          where i.company_id = todo.company_id and i.created_at >= todo.hour and i.created_at < todo.hour + interval '1 hour' and i.origin = 'live'
          offset 0 -- kept a subquery: one index range scan per hour, never a scan of the company's interactions
        ) i
        cross join lateral (select 0 as tag_id union all select l.tag_id from interaction_tag_links l where l.interaction_id = i.id) t
      ),
      s as (
        select company_id, hour, tag_id, coalesce(ow, -1) as owner_id, coalesce(ch, -1) as channel_id, ${AGGREGATES}
        from f group by company_id, hour, tag_id, grouping sets ((ow, ch), (ow), (ch), ())
      ),
      hist as (
        select company_id, hour, tag_id, coalesce(ow, -1) as owner_id, coalesce(ch, -1) as channel_id, kind, b, count(*)::int as c
        from (select f.*, k.kind, k.b from f cross join lateral (values (1, f.frt_b), (2, f.wait_b)) k(kind, b) where k.b is not null) x
        group by company_id, hour, tag_id, kind, b, grouping sets ((ow, ch), (ow), (ch), ())
      ),
      -- One sort of the buckets, then arrays per cell in that order (no sort per aggregate).
      ha as (
        select company_id, hour, tag_id, owner_id, channel_id, kind, array_agg(b) as bs, array_agg(c) as cs
        from (select * from hist order by company_id, hour, tag_id, owner_id, channel_id, kind, b) x
        group by company_id, hour, tag_id, owner_id, channel_id, kind
      )
      insert into report_hours (company_id, hour, tag_id, owner_id, channel_id, ${COLUMNS}, frt_b, frt_c, wait_b, wait_c)
      select s.company_id, s.hour, s.tag_id, s.owner_id, s.channel_id, ${COLUMNS},
        coalesce(h1.bs, '{}'), coalesce(h1.cs, '{}'), coalesce(h2.bs, '{}'), coalesce(h2.cs, '{}')
      from s left join ha h1 on h1.kind = 1 and (h1.company_id, h1.hour, h1.tag_id, h1.owner_id, h1.channel_id) = (s.company_id, s.hour, s.tag_id, s.owner_id, s.channel_id)
        left join ha h2 on h2.kind = 2 and (h2.company_id, h2.hour, h2.tag_id, h2.owner_id, h2.channel_id) = (s.company_id, s.hour, s.tag_id, s.owner_id, s.channel_id)`;
