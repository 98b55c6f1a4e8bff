import { sql } from 'drizzle-orm';
import type { ReportSummary } from '../../contracts';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/domain/monitoring/rows';
import { channelType, scopeOf, type ReportFilter } from '../../server/domain/reports/scope';

const FROM = sql`from interactions i left join channels c on c.id = i.channel_id`;

/**
 * The report computed straight from the interactions with exact percentiles (the reports of issue 23
 * before the hourly rollups), kept as the reference the rollups are checked against.
 * The report over a range, in SQL on the interactions of the range (index company_id, created_at).
 * Answered: a person replied; abandoned: closed with no reply; wait: until the first reply or, for
 * those abandoned, until they were closed; handle: from the first reply to the close.
 */
export async function directSummary(db: Db, companyId: number, f: ReportFilter, timeZone: string): Promise<ReportSummary> {
  const where = scopeOf(companyId, f);
  // The statements run side by side (on PostgreSQL each takes a connection of the pool).
  const totalsQuery = rowsOf<ReportSummary['totals']>(
    db,
    sql`
    with r as (
      select i.status, i.first_response_at, i.rating, extract(epoch from i.first_response_at - i.created_at)::float8 as frt,
        extract(epoch from coalesce(i.first_response_at, i.closed_at) - i.created_at)::float8 as wait,
        extract(epoch from i.closed_at - i.first_response_at)::float8 as handle
      ${FROM} where ${where}
    )
    select count(*)::int as interactions,
      count(*) filter (where first_response_at is not null)::int as answered,
      count(*) filter (where first_response_at is null and status = 'closed')::int as abandoned,
      null::float8 as abandon_rate,
      percentile_cont(0.5) within group (order by frt)::float8 as first_response_median,
      percentile_cont(0.9) within group (order by frt)::float8 as first_response_p90,
      percentile_cont(0.5) within group (order by wait)::float8 as wait_median,
      avg(handle)::float8 as handle_avg,
      count(rating)::int as rated,
      avg(rating)::float8 as rating_avg
    from r`,
  );

  const group = <T>(select: ReturnType<typeof sql>, order = sql`1`) =>
    rowsOf<T>(db, sql`select ${select}, count(*)::int as count ${FROM} where ${where} group by 1 order by ${order}`);
  const breakdowns = Promise.all([
    group<{ channel_type: string; count: number }>(sql`${channelType} as channel_type`, sql`2 desc, 1`),
    group<{ hour: number; count: number }>(sql`extract(hour from i.created_at at time zone ${timeZone})::int as hour`),
    // Each day's count and first response in one pass (percentile_cont skips the unanswered, whose time is null).
    rowsOf<{ day: string; count: number; median: number | null; p90: number | null }>(
      db,
      sql`select to_char(i.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as count,
        percentile_cont(0.5) within group (order by extract(epoch from i.first_response_at - i.created_at))::float8 as median,
        percentile_cont(0.9) within group (order by extract(epoch from i.first_response_at - i.created_at))::float8 as p90
      ${FROM} where ${where} group by 1 order by 1`,
    ),
    rowsOf<{ mood: string; count: number }>(db, sql`select i.mood, count(*)::int as count ${FROM} where ${where} and i.mood is not null group by 1 order by 2 desc, 1`),
    rowsOf<{ rating: number; count: number }>(db, sql`select i.rating, count(*)::int as count ${FROM} where ${where} and i.rating is not null group by 1 order by 1`),
  ]);
  // Virtual agents: only for a company that has (or had) one; the others pay one indexed lookup.
  const botsQuery = rowsOf<{ has: boolean }>(db, sql`select exists (select 1 from virtual_agents v where v.company_id = ${companyId}) as has`).then(([{ has }]) =>
    has
      ? rowsOf<{ conversations: number; contained: number; handed_over: number }>(
          db,
          sql`select count(*)::int as conversations,
            count(*) filter (where b.handed_over_at is null and i.status = 'closed')::int as contained,
            count(*) filter (where b.handed_over_at is not null)::int as handed_over
          ${FROM} join bot_sessions b on b.interaction_id = i.id where ${where}`,
        ).then(([row]) => row)
      : null,
  );
  const tagsQuery = rowsOf<{ tag_id: number; name: string; count: number }>(
    db,
    sql`select t.id as tag_id, t.name, count(*)::int as count ${FROM}
      join interaction_tag_links l on l.interaction_id = i.id join interaction_tags t on t.id = l.tag_id
      where ${where} group by t.id, t.name order by 3 desc, 2`,
  );
  // People: everyone who handled something in the range, and everyone on the floor now; with their
  // time online and away within the range from the presence log.
  const agentsQuery = rowsOf<ReportSummary['agents'][number]>(
    db,
    sql`
    with handled as (
      select i.owner_user_id as user_id, count(*)::int as handled,
        avg(extract(epoch from i.first_response_at - i.created_at))::float8 as first_response_avg,
        avg(extract(epoch from i.closed_at - i.first_response_at))::float8 as handle_avg,
        avg(i.rating)::float8 as rating_avg
      ${FROM} where ${where} and i.owner_user_id is not null group by 1
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
  const [[totals], [byChannel, byHour, days, moods, ratings], tags, agents, bots] = await Promise.all([totalsQuery, breakdowns, tagsQuery, agentsQuery, botsQuery]);
  const finished = totals.answered + totals.abandoned;
  totals.abandon_rate = finished ? totals.abandoned / finished : null;
  const botsDone = bots ? bots.contained + bots.handed_over : 0;
  const virtualAgents = bots ? { ...bots, containment_rate: botsDone ? bots.contained / botsDone : null } : null;
  return {
    totals,
    by_channel: byChannel,
    by_hour: byHour,
    by_day: days.map(({ day, count }) => ({ day, count })),
    first_response_by_day: days.filter((d) => d.median !== null).map(({ day, median, p90 }) => ({ day, median, p90 })),
    moods,
    ratings,
    tags,
    agents,
    virtual_agents: virtualAgents,
  };
}
