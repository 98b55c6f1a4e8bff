import { sql } from 'drizzle-orm';
import { CUSTOMER_MOODS, type ReportSummary } from '../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../monitoring/rows';
import { cellsBy, filterCell, readsMany, sources, type Cell, type View } from './figures';
import { percentileOf } from './percentile';
import { FIGURES, type Figures } from './rollup-sql';
import type { ReportFilter } from './scope';

const avg = (sum: number, n: number, scale = 1) => (n ? sum / n / scale : null);
const US = 1_000_000;

/**
 * The report over a range: whole hours from the hourly rollups (report_hours), the partial edges
 * and hours changed since their last refresh from the interactions (figures.ts). Answered: a person
 * replied; abandoned: closed with no reply; wait: until the first reply or, for those abandoned,
 * until they were closed; handle: from the first reply to the close. Percentiles are taken over
 * the durations' histogram buckets (rollup-sql.ts).
 */
export async function reportSummary(db: Db, companyId: number, f: ReportFilter, timeZone: string): Promise<ReportSummary> {
  const many = await readsMany(db, companyId, f, timeZone);
  const byHour: View = { rollupKey: sql`h.hour`, rollupCell: filterCell(companyId, f), rawKey: sql`date_trunc('hour', i.created_at, ${timeZone})` };
  // The statements run side by side (on PostgreSQL each takes a connection of the pool).
  const hoursQuery = cellsBy(db, companyId, f, timeZone, byHour, sql`to_char(k at time zone ${timeZone}, 'YYYY-MM-DD HH24')`, many);
  const channelsQuery = rowsOf<{ channel_type: string; count: number }>(
    db,
    sql`${sources(companyId, f, timeZone, { rollupKey: sql`h.channel_id`, rollupCell: filterCell(companyId, f, f.channel ? {} : { channel: sql`h.channel_id >= 0` }), rawKey: sql`coalesce(i.channel_id, 0)` }, false, many)}
      select coalesce(c.type, 'other') as channel_type, sum(src.n)::int as count from src left join channels c on c.id = src.k
      group by 1 having sum(src.n) > 0 order by 2 desc, 1`,
  );
  const tagsQuery = rowsOf<{ tag_id: number; name: string; count: number }>(
    db,
    // Under a tag filter the breakdown counts every tag of the conversations carrying it: the
    // rollup keeps one tag per cell, so that case reads the interactions.
    sql`${sources(
      companyId,
      f,
      timeZone,
      {
        rollupKey: sql`h.tag_id`,
        rollupCell: filterCell(companyId, f, { tag: sql`h.tag_id > 0` }),
        rawKey: sql`l.tag_id`,
        rawJoin: (lookup) =>
          lookup
            ? sql`cross join lateral (select l.tag_id from interaction_tag_links l where l.interaction_id = i.id offset 0) l`
            : sql`join interaction_tag_links l on l.interaction_id = i.id`,
        rawOnly: Boolean(f.tag),
      },
      false,
      many,
    )}
      select t.id as tag_id, t.name, sum(src.n)::int as count from src join interaction_tags t on t.id = src.k
      group by t.id, t.name having sum(src.n) > 0 order by 3 desc, 2`,
  );
  const hasBots = rowsOf<{ has: boolean }>(db, sql`select exists (select 1 from virtual_agents v where v.company_id = ${companyId}) as has`);
  // People: everyone who handled something in the range, and everyone on the floor now; with their
  // time online and away within the range from the presence log.
  const agentsView: View = {
    rollupKey: sql`h.owner_id`,
    rollupCell: filterCell(companyId, f, { owner: f.agent ? sql`h.owner_id = ${f.agent}` : sql`h.owner_id > 0` }),
    rawKey: sql`coalesce(i.owner_user_id, 0)`,
    rawWhere: sql`i.owner_user_id is not null`,
  };
  const agentsQuery = rowsOf<ReportSummary['agents'][number]>(
    db,
    sql`
    ${sources(companyId, f, timeZone, agentsView, false, many)}, handled as (
      select k as user_id, sum(n)::int as handled,
        case when sum(frt_n) > 0 then sum(frt_us)::float8 / sum(frt_n) / ${US} end as first_response_avg,
        case when sum(handle_n) > 0 then sum(handle_us)::float8 / sum(handle_n) / ${US} end as handle_avg,
        case when sum(rated) > 0 then sum(rating_sum)::float8 / sum(rated) end as rating_avg
      from src group by 1 having sum(n) > 0
    ), presence as (
      select p.user_id,
        sum(extract(epoch from least(coalesce(p.ended_at, now()), ${f.to}::timestamptz) - greatest(p.started_at, ${f.from}::timestamptz))) filter (where p.presence = 'online')::float8 as online_seconds,
        sum(extract(epoch from least(coalesce(p.ended_at, now()), ${f.to}::timestamptz) - greatest(p.started_at, ${f.from}::timestamptz))) filter (where p.presence = 'away')::float8 as away_seconds
      from agent_presence_log p
      where p.company_id = ${companyId} and p.started_at < ${f.to}::timestamptz and coalesce(p.ended_at, now()) > ${f.from}::timestamptz
      group by 1
    )
    select u.id as user_id, trim(u.last_name || ' ' || u.first_name) as name, coalesce(h.handled, 0) as handled,
      h.first_response_avg, h.handle_avg, h.rating_avg,
      coalesce(p.online_seconds, 0)::float8 as online_seconds, coalesce(p.away_seconds, 0)::float8 as away_seconds
    from users u left join handled h on h.user_id = u.id left join presence p on p.user_id = u.id
    where u.company_id = ${companyId} and u.user_type = 'human' ${f.agent ? sql`and u.id = ${f.agent}` : sql``}
      and (h.handled is not null or working_staff(u.id, ${companyId}::int) = 'works')
    order by handled desc, name, u.id`,
  );
  const [hours, byChannel, tags, agents, [{ has: bots }]] = await Promise.all([hoursQuery, channelsQuery, tagsQuery, agentsQuery, hasBots]);

  const sum = {} as Figures;
  const perHour = new Map<number, number>();
  const perDay = new Map<string, number>();
  const frtAll = new Map<number, number>();
  const waitAll = new Map<number, number>();
  const frtByDay = new Map<string, Map<number, number>>();
  const addTo = (m: Map<number, number>, b: number[], c: number[]) => b.forEach((x, i) => m.set(x, (m.get(x) ?? 0) + c[i]));
  for (const row of hours) {
    for (const name of FIGURES) sum[name] = (sum[name] ?? 0) + row[name];
    const day = row.key.slice(0, 10);
    const hour = Number(row.key.slice(11));
    perHour.set(hour, (perHour.get(hour) ?? 0) + row.n);
    perDay.set(day, (perDay.get(day) ?? 0) + row.n);
    const [frtB, frtC, waitB, waitC] = typeof row.hist === 'string' ? (JSON.parse(row.hist) as Cell['hist']) : row.hist;
    addTo(frtAll, frtB, frtC);
    addTo(waitAll, waitB, waitC);
    if (frtB.length) {
      if (!frtByDay.has(day)) frtByDay.set(day, new Map());
      addTo(frtByDay.get(day)!, frtB, frtC);
    }
  }
  const sorted = (m: Map<number, number>) => [...m].sort((x, y) => x[0] - y[0]);
  const n = (k: keyof Figures) => sum[k] ?? 0;
  const finished = n('answered') + n('abandoned');
  const totals: ReportSummary['totals'] = {
    interactions: n('n'),
    answered: n('answered'),
    abandoned: n('abandoned'),
    abandon_rate: finished ? n('abandoned') / finished : null,
    first_response_median: percentileOf(sorted(frtAll), 0.5),
    first_response_p90: percentileOf(sorted(frtAll), 0.9),
    wait_median: percentileOf(sorted(waitAll), 0.5),
    handle_avg: avg(n('handle_us'), n('handle_n'), US),
    rated: n('rated'),
    rating_avg: avg(n('rating_sum'), n('rated')),
  };
  const moodCount = { angry: n('m_angry'), frowning: n('m_frowning'), normal: n('m_normal'), grinning: n('m_grinning') };
  const botsDone = n('bot_contained') + n('bot_handed');
  return {
    totals,
    by_channel: byChannel,
    by_hour: [...perHour]
      .filter(([, c]) => c > 0)
      .sort((x, y) => x[0] - y[0])
      .map(([hour, count]) => ({ hour, count })),
    by_day: [...perDay]
      .filter(([, c]) => c > 0)
      .sort((x, y) => (x[0] < y[0] ? -1 : 1))
      .map(([day, count]) => ({ day, count })),
    first_response_by_day: [...frtByDay]
      .sort((x, y) => (x[0] < y[0] ? -1 : 1))
      .map(([day, m]) => ({ day, median: percentileOf(sorted(m), 0.5), p90: percentileOf(sorted(m), 0.9) })),
    moods: CUSTOMER_MOODS.map((mood) => ({ mood: mood as string, count: moodCount[mood] }))
      .filter((m) => m.count > 0)
      .sort((x, y) => y.count - x.count || (x.mood < y.mood ? -1 : 1)),
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: n(`r${rating}` as keyof Figures) })).filter((r) => r.count > 0),
    tags,
    agents,
    virtual_agents: bots
      ? { conversations: n('bot_n'), contained: n('bot_contained'), handed_over: n('bot_handed'), containment_rate: botsDone ? n('bot_contained') / botsDone : null }
      : null,
  };
}
