import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, messages } from '../../db/schema';
import type { AuthorType, Message } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { toMessage } from './to-message';

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
 * The counter row is locked by the UPDATE, so concurrent senders get 1, 2, 3… with no gap. A
 * resend with a client id already stored answers the stored message (`duplicate`), storing nothing.
 */
export async function appendMessage(db: Db, m: NewMessage): Promise<{ message: Message; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .update(interactions)
      .set({ lastSeq: sql`${interactions.lastSeq} + 1` })
      .where(and(eq(interactions.id, m.interactionId), eq(interactions.companyId, m.companyId)))
      .returning({ seq: interactions.lastSeq, status: interactions.status });
    if (!counter) throw new AppError('err_interaction_not_found');
    if (m.clientId) {
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.interactionId, m.interactionId), eq(messages.clientId, m.clientId)))
        .limit(1);
      if (existing) {
        // Give the number back: the resend stores nothing, so the sequence keeps no gap.
        await tx.update(interactions).set({ lastSeq: sql`${interactions.lastSeq} - 1` }).where(eq(interactions.id, m.interactionId));
        return { message: toMessage(existing), duplicate: true };
      }
    }
    if (counter.status !== 'open') throw new AppError('err_interaction_closed');
    const [row] = await tx
      .insert(messages)
      .values({ interactionId: m.interactionId, companyId: m.companyId, seq: counter.seq, clientId: m.clientId, authorType: m.authorType, authorUserId: m.authorUserId, body: m.body })
      .returning();
    if (m.authorType === 'user') {
      await tx.update(interactions).set({ firstResponseAt: row.createdAt }).where(and(eq(interactions.id, m.interactionId), isNull(interactions.firstResponseAt)));
    }
    return { message: toMessage(row), duplicate: false };
  });
}
