import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Who a new message in a conversation concerns on their lists: its owner and every staff member
 * who has opened it (a read mark), the only people whose unread badge it moves. appendMessage reads
 * it in its transaction; the live path gets the same from append_messages (migrations 0010–0012), in the
 * statement that stores the message.
 */
export async function staffToNotify(db: Db, companyId: number, interactionId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select owner_user_id as id from interactions where id = ${interactionId} and company_id = ${companyId} and owner_user_id is not null
    union
    select r.user_id from interaction_reads r join interactions i on i.id = r.interaction_id
    where r.interaction_id = ${interactionId} and i.company_id = ${companyId}
  `)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}
