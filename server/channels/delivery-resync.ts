import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DeliveryItem, DeliveryStatus } from '../../contracts';
import type { Db } from '../db/client';
import { messages } from '../db/schema';

/**
 * The delivery status now of every staff message sent through a provider up to `upToSeq`: a
 * console that was away while a receipt came in (sent, seen, failed) learns it on resubscribe,
 * since the `message.delivery` frame it missed is never sent again. Messages after `upToSeq`
 * travel in the resync itself with their status.
 */
export async function deliveriesUpTo(db: Db, interactionId: number, upToSeq: number): Promise<DeliveryItem[]> {
  if (upToSeq < 1) return [];
  const rows = await db
    .select({ id: messages.id, status: messages.deliveryStatus, error: messages.deliveryError })
    .from(messages)
    .where(and(eq(messages.interactionId, interactionId), lte(messages.seq, upToSeq), isNotNull(messages.deliveryStatus)))
    .orderBy(asc(messages.seq));
  return rows.map((r) => ({ message_id: r.id, status: r.status as DeliveryStatus, ...(r.error ? { error: r.error } : {}) }));
}
