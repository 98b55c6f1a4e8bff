import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { interactions, messages } from '../db/schema';
import type { DeliveryStatus } from '../../contracts';
import type { ChannelDeps } from './deps';

// The moves a provider's receipt may make: seen is final; sent only moves a message still sending.
const FROM: Record<'sent' | 'seen' | 'failed', DeliveryStatus[]> = { sent: ['sending'], seen: ['sending', 'sent'], failed: ['sending', 'sent'] };

function announce(deps: ChannelDeps, rows: { id: number; interactionId: number }[], status: DeliveryStatus, error?: string) {
  for (const r of rows)
    deps.realtime.toInteraction(r.interactionId, { type: 'message.delivery', interaction_id: r.interactionId, message_id: r.id, status, ...(error ? { error } : {}) });
}

/** Receipts naming our sent messages by the provider's ids (Viber's message tokens, Messenger's mids). */
export async function markByExternalIds(deps: ChannelDeps, channelId: number, externalIds: string[], status: 'sent' | 'seen' | 'failed', error?: string) {
  if (!externalIds.length) return 0;
  const rows = await deps.db
    .update(messages)
    .set({ deliveryStatus: status, ...(error ? { deliveryError: error } : {}) })
    .where(
      and(
        inArray(messages.externalId, externalIds),
        eq(messages.authorType, 'user'),
        inArray(messages.deliveryStatus, FROM[status]),
        sql`${messages.interactionId} in (select id from ${interactions} where ${interactions.channelId} = ${channelId})`,
      ),
    )
    .returning({ id: messages.id, interactionId: messages.interactionId });
  announce(deps, rows, status, error);
  return rows.length;
}

/** Messenger's read receipt: every message we sent the customer up to `watermark` is seen. */
export async function markSeenUpTo(deps: ChannelDeps, channelId: number, identity: string, watermark: Date) {
  const rows = await deps.db
    .update(messages)
    .set({ deliveryStatus: 'seen' })
    .where(
      and(
        eq(messages.authorType, 'user'),
        inArray(messages.deliveryStatus, FROM.seen),
        lte(messages.createdAt, watermark),
        sql`${messages.interactionId} in (select id from ${interactions} where ${interactions.channelId} = ${channelId} and ${interactions.channelIdentity} = ${identity})`,
      ),
    )
    .returning({ id: messages.id, interactionId: messages.interactionId });
  announce(deps, rows, 'seen');
  return rows.length;
}
