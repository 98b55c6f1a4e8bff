import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, messages, visitors } from '../../db/schema';
import { createInteraction } from '../interactions/create-interaction';

/**
 * The conversation a visitor's message goes to: the open one, or a new one in the queue on the
 * web chat's channel. The visitor row is locked, so two tabs sending at once start one
 * conversation; a resend of a message already stored goes where the first copy went.
 */
export async function conversationForMessage(db: Db, v: { visitorId: number; companyId: number; channelId: number }, clientId: string) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.select({ id: visitors.id }).from(visitors).where(eq(visitors.id, v.visitorId)).for('update');
    const [sent] = await tx
      .select({ interactionId: messages.interactionId })
      .from(messages)
      .innerJoin(interactions, eq(interactions.id, messages.interactionId))
      .where(and(eq(interactions.visitorId, v.visitorId), eq(messages.clientId, clientId)))
      .limit(1);
    if (sent) return { interactionId: sent.interactionId, created: false };
    const [open] = await tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(and(eq(interactions.visitorId, v.visitorId), eq(interactions.status, 'open')))
      .limit(1);
    if (open) return { interactionId: open.id, created: false };
    const row = await createInteraction(tx, { companyId: v.companyId, channelId: v.channelId, visitorId: v.visitorId });
    return { interactionId: row.id, created: true };
  });
}
