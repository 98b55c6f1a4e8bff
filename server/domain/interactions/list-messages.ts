import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageList } from '../../../contracts';
import { toMessage } from './to-message';

/**
 * Messages after a sequence number: what a reconnecting client missed, in order. The caller finds
 * the conversation by the rule of who reads it (staff: find-visible.ts; a visitor: their own), just
 * before, so `last_seq` is never behind the page.
 */
export async function listMessages(db: Db, interaction: { id: number; lastSeq: number }, afterSeq: number, limit: number): Promise<MessageList> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.interactionId, interaction.id), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
  return { items: rows.map(toMessage), last_seq: interaction.lastSeq };
}
