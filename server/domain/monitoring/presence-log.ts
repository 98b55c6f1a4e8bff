import { sql } from 'drizzle-orm';
import type { Presence } from '../../../contracts';
import type { Db } from '../../db/client';

/** Ends the person's open presence row and opens one for `presence` from `at`, in one statement. */
export async function recordPresence(db: Db, companyId: number, userId: number, presence: Presence, at: Date): Promise<void> {
  await db.execute(sql`
    with ended as (
      update agent_presence_log set ended_at = ${at.toISOString()}::timestamptz
      where user_id = ${userId} and ended_at is null
    )
    insert into agent_presence_log (company_id, user_id, presence, started_at)
    values (${companyId}, ${userId}, ${presence}, ${at.toISOString()}::timestamptz)`);
}

/**
 * Many people's changes in one statement (a batch of the feed): each ends their open row and opens
 * one from its time. `changes` holds one entry per person.
 */
export async function recordPresences(db: Db, companyId: number, changes: { userId: number; presence: Presence; at: Date }[]): Promise<void> {
  if (!changes.length) return;
  const ids = `{${changes.map((c) => c.userId).join(',')}}`;
  const presences = `{${changes.map((c) => c.presence).join(',')}}`;
  const ats = `{${changes.map((c) => `"${c.at.toISOString()}"`).join(',')}}`;
  await db.execute(sql`
    with input as (
      select * from unnest(${ids}::int[], ${presences}::text[], ${ats}::timestamptz[]) as x(user_id, presence, at)
    ), ended as (
      update agent_presence_log l set ended_at = input.at from input where l.user_id = input.user_id and l.ended_at is null
    )
    insert into agent_presence_log (company_id, user_id, presence, started_at)
    select ${companyId}, user_id, presence, at from input`);
}

/**
 * With one server process, nobody is connected when it starts: rows left open by a process that
 * stopped without closing them (killed, power loss) end now, so nobody shows online for hours.
 */
export async function endOpenPresence(db: Db): Promise<void> {
  await db.execute(sql`update agent_presence_log set ended_at = now() where ended_at is null and presence <> 'offline'`);
}
