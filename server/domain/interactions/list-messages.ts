import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageList } from '../../../contracts';
import { findInteraction } from './find-interaction';
import { toMessage } from './to-message';

/** Messages after a sequence number: what a reconnecting client missed, in order. */
export async function listMessages(db: Db, companyId: number, interactionId: number, afterSeq: number, limit: number): Promise<MessageList> {
  const interaction = await findInteraction(db, companyId, interactionId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.interactionId, interactionId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
  return { items: rows.map(toMessage), last_seq: interaction.lastSeq };
}
