import { sql } from 'drizzle-orm';
import type { MonitoringFigures } from '../../../contracts';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from './rows';

interface Totals {
  day_start: Date | string;
  answered: number;
  answered_within: number;
  abandoned: number;
  waiting_past: number;
  avg_frt: number | null;
  avg_handle: number | null;
  issues_due: number;
}

/**
 * Today's figures of one company, over the interactions that began since the company's midnight
 * (`timeZone`). Answered: a person replied (first_response_at). Abandoned: closed with no reply
 * from a person (the customer left the queue unanswered). Offered: answered, abandoned, and those
 * still waiting past the threshold, which already count against the service level.
 * Service level = answered within `thresholdSeconds` / offered; abandon rate = abandoned /
 * (answered + abandoned); handle time runs from the first reply to the close.
 */
export async function todayFigures(db: Db, companyId: number, timeZone: string, thresholdSeconds: number): Promise<MonitoringFigures> {
  const dayStart = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [t] = await rowsOf<Totals>(
    db,
    sql`
    with today as (
      select i.status, i.stage, i.created_at, i.first_response_at, i.closed_at,
        extract(epoch from i.first_response_at - i.created_at)::float8 as frt
      from interactions i
      where i.company_id = ${companyId} and i.created_at >= ${dayStart} and i.origin = 'live'
    )
    select ${dayStart} as day_start,
      count(*) filter (where first_response_at is not null)::int as answered,
      count(*) filter (where frt <= ${thresholdSeconds})::int as answered_within,
      count(*) filter (where first_response_at is null and status = 'closed')::int as abandoned,
      count(*) filter (where first_response_at is null and status = 'open' and now() - created_at > make_interval(secs => ${thresholdSeconds}))::int as waiting_past,
      avg(frt)::float8 as avg_frt,
      (avg(extract(epoch from closed_at - first_response_at)) filter (where closed_at is not null and first_response_at is not null))::float8 as avg_handle,
      (select count(*) from issues s where s.company_id = ${companyId} and s.status <> 'closed' and s.deleted_at is null
         and s.due_at >= ${dayStart} and s.due_at < ${dayStart} + interval '1 day')::int as issues_due
    from today`,
  );
  const byChannel = await rowsOf<{ channel_type: string; count: number }>(
    db,
    sql`
    select coalesce(c.type, 'other') as channel_type, count(*)::int as count
    from interactions i left join channels c on c.id = i.channel_id
    where i.company_id = ${companyId} and i.created_at >= ${dayStart} and i.origin = 'live'
    group by 1 order by 2 desc, 1`,
  );
  const byLine = await rowsOf<{ line: string; waiting: number; abandoned: number }>(
    db,
    sql`
    select l.number as line,
      count(k.id) filter (where k.state = 'queued')::int as waiting,
      count(k.id) filter (where k.state = 'abandoned' and k.started_at >= ${dayStart})::int as abandoned
    from call_lines l left join calls k on k.line_id = l.id and (k.state = 'queued' or k.started_at >= ${dayStart})
    where l.company_id = ${companyId}
    group by l.number order by l.number`,
  );
  const offered = t.answered + t.abandoned + t.waiting_past;
  const finished = t.answered + t.abandoned;
  return {
    day_start: isoOf(t.day_start)!,
    threshold_seconds: thresholdSeconds,
    offered,
    answered: t.answered,
    answered_within: t.answered_within,
    abandoned: t.abandoned,
    service_level: offered ? t.answered_within / offered : null,
    abandon_rate: finished ? t.abandoned / finished : null,
    avg_first_response_seconds: t.avg_frt,
    avg_handle_seconds: t.avg_handle,
    by_channel: byChannel,
    issues_due_today: t.issues_due,
    ...(byLine.length && { by_line: byLine }),
  };
}
