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
 * With one server process, nobody is connected when it starts: rows left open by a process that
 * stopped without closing them (killed, power loss) end now, so nobody shows online for hours.
 */
export async function endOpenPresence(db: Db): Promise<void> {
  await db.execute(sql`update agent_presence_log set ended_at = now() where ended_at is null and presence <> 'offline'`);
}
