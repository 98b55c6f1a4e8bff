import { sql, type SQL } from 'drizzle-orm';
import type { MonitoredAgent, MonitoredChannel, MonitoredInteraction, Presence } from '../../../contracts';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from './rows';

const inList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

interface AgentRow {
  id: number;
  first_name: string;
  last_name: string;
  capacity: number;
  presence: Presence | null;
  since: Date | string | null;
}

/**
 * The people on the floor (humans who are working staff: the SQL function working_staff of
 * migration 0034), or only `userIds` of them, with their presence and since when from the open
 * row of the presence log.
 */
export async function floorAgents(db: Db, companyId: number, userIds?: readonly number[]): Promise<MonitoredAgent[]> {
  if (userIds && !userIds.length) return [];
  const only = userIds ? sql`and u.id in (${inList(userIds)})` : sql``;
  const rows = await rowsOf<AgentRow>(
    db,
    sql`
    select u.id, u.first_name, u.last_name, u.chat_capacity as capacity, p.presence, p.started_at as since
    from users u
    left join lateral (
      select l.presence, l.started_at from agent_presence_log l
      where l.user_id = u.id and l.ended_at is null order by l.id desc limit 1
    ) p on true
    where u.company_id = ${companyId} and u.user_type = 'human' and working_staff(u.id, ${companyId}::int) = 'works' ${only}
    order by u.last_name, u.first_name, u.id`,
  );
  return rows.map((p) => ({
    user_id: p.id,
    // Last name first, as the console's people lists show it (user_name).
    name: `${p.last_name} ${p.first_name}`.trim(),
    presence: p.presence ?? 'offline',
    presence_since: isoOf(p.since),
    capacity: p.capacity,
  }));
}

interface InteractionRow {
  id: number;
  status: string;
  channel_id: number | null;
  channel_type: string | null;
  stage: string;
  owner: number | null;
  created_at: Date | string;
  first_response_at: Date | string | null;
  call_state: string | null;
  call_line: string | null;
  call_caller: string | null;
  call_since: Date | string | null;
}

const CALL_STATES = new Set(['queued', 'ringing', 'talking', 'held']);
/** A call's state on the screen: as the SIP server last said, or wrap-up once it ended with its conversation open. */
function callOf(r: InteractionRow): MonitoredInteraction['call'] {
  if (r.call_state === null) return undefined;
  const state = CALL_STATES.has(r.call_state) ? (r.call_state as 'queued') : 'wrapup';
  return { state, line: r.call_line, caller: r.call_caller ?? '', since: isoOf(r.call_since ?? r.created_at)! };
}

const toMonitored = (r: InteractionRow): MonitoredInteraction => ({
  interaction_id: r.id,
  kind: r.channel_type === 'call' ? 'call' : 'chat',
  channel_id: r.channel_id,
  channel_type: r.channel_type ?? 'other',
  stage: r.stage,
  owner_user_id: r.owner,
  created_at: isoOf(r.created_at)!,
  first_response_at: isoOf(r.first_response_at),
  ...(r.call_state !== null && { call: callOf(r) }),
});

/**
 * The company's open interactions; or, with `ids`, those of them still open and the ids of those
 * now closed (or gone), which leave the screen.
 */
export async function floorInteractions(db: Db, companyId: number, ids?: readonly number[]): Promise<{ open: MonitoredInteraction[]; closed: number[] }> {
  if (ids && !ids.length) return { open: [], closed: [] };
  const which = ids ? sql`i.id in (${inList(ids)})` : sql`i.status = 'open'`;
  const rows = await rowsOf<InteractionRow>(
    db,
    sql`
    select i.id, i.status, i.channel_id, c.type as channel_type, i.stage, i.owner_user_id as owner, i.created_at, i.first_response_at,
      k.state as call_state, l.number as call_line, k.caller as call_caller,
      case when k.state in ('talking', 'held') then k.answered_at when k.state in ('queued', 'ringing') then k.started_at else k.ended_at end as call_since
    from interactions i left join channels c on c.id = i.channel_id
      left join calls k on k.interaction_id = i.id left join call_lines l on l.id = k.line_id
    where i.company_id = ${companyId} and ${which}
    order by i.created_at, i.id`,
  );
  const open = rows.filter((r) => r.status === 'open').map(toMonitored);
  const openIds = new Set(open.map((r) => r.interaction_id));
  return { open, closed: (ids ?? []).filter((id) => !openIds.has(id)) };
}

/** The company's active channels: each is a queue on the screen. */
export async function floorChannels(db: Db, companyId: number): Promise<MonitoredChannel[]> {
  return rowsOf<MonitoredChannel>(db, sql`select id, type, name from channels where company_id = ${companyId} and is_active order by id`);
}
