import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, messages } from '../../db/schema';
import type { AuthorType, Message } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { staffToNotify } from './staff-to-notify';
import { requireInteractionWork } from './may-work';
import { toMessage } from './to-message';

/**
 * A stored message, whether it was `duplicate` (a resend answered with the stored message), and
 * `notify`: the staff whose lists a new message concerns (its conversation's owner and whoever has
 * a read mark; none for a duplicate, which is not published).
 */
export type AppendResult = { message: Message; duplicate: boolean; notify: number[] };

export interface NewMessage {
  companyId: number;
  interactionId: number;
  clientId: string | null;
  authorType: AuthorType;
  authorUserId: number | null;
  body: string;
}

/**
 * Stores a message and gives it the next sequence number of its interaction, in one transaction.
 * The interaction row is locked first, so concurrent senders get 1, 2, 3… with no gap, and a resend
 * with a client id already stored answers the stored message (`duplicate`), storing nothing.
 * A staff author must be an active user of the company allowed interaction.start (as
 * append_messages checks for the message writer).
 */
export async function appendMessage(db: Db, m: NewMessage): Promise<AppendResult> {
  if (m.authorType === 'user') await requireInteractionWork(db, m.authorUserId ?? 0, m.companyId);
  return db.transaction(async (tx) => {
    const [interaction] = await tx
      .select({ status: interactions.status })
      .from(interactions)
      .where(and(eq(interactions.id, m.interactionId), eq(interactions.companyId, m.companyId)))
      .for('update');
    if (!interaction) throw new AppError('err_interaction_not_found');
    if (m.clientId) {
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.interactionId, m.interactionId), eq(messages.clientId, m.clientId)))
        .limit(1);
      if (existing) return { message: toMessage(existing), duplicate: true, notify: [] };
    }
    if (interaction.status !== 'open') throw new AppError('err_interaction_closed');
    // now() is the transaction's time, so a first staff reply's response time equals its created_at.
    const [counter] = await tx
      .update(interactions)
      .set({
        lastSeq: sql`${interactions.lastSeq} + 1`,
        ...(m.authorType === 'user' ? { firstResponseAt: sql`coalesce(${interactions.firstResponseAt}, now())` } : {}),
      })
      .where(eq(interactions.id, m.interactionId))
      .returning({ seq: interactions.lastSeq });
    const [row] = await tx
      .insert(messages)
      .values({ interactionId: m.interactionId, companyId: m.companyId, seq: counter.seq, clientId: m.clientId, authorType: m.authorType, authorUserId: m.authorUserId, body: m.body })
      .returning();
    return { message: toMessage(row), duplicate: false, notify: await staffToNotify(tx as unknown as Db, m.companyId, m.interactionId) };
  });
}
