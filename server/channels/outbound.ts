import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, contacts, interactions, messages } from '../db/schema';
import type { DeliveryStatus, Message } from '../../contracts';
import { toMessage } from '../domain/interactions/to-message';
import { ttlCache } from '../lib/ttl-cache';
import type { Publisher } from '../realtime/publisher';

export type ChannelRow = typeof channels.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type InteractionRecord = typeof interactions.$inferSelect;

export interface OutboundSend {
  db: Db;
  channel: ChannelRow;
  interaction: InteractionRecord;
  contact: ContactRow | null;
  message: Message;
}

/**
 * The face of a channel that sends a stored staff message to the customer. It answers the
 * provider's id of the sent message, or throws: an AppError's catalogue code (or ChannelSendError's)
 * becomes the message's delivery error, anything else `err_channel_connect_failed`.
 */
export interface OutboundAdapter {
  send(s: OutboundSend): Promise<{ externalId: string }>;
}

/** A provider's refusal, named by its catalogue code. */
export class ChannelSendError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ChannelSendError';
  }
}

/**
 * The channel types with a send and their adapters, one registry per app (`app.outbound`): two
 * apps in one process (tests, a cluster try-out) each send through their own configuration.
 * Web chat needs none: its widget is the socket.
 */
export interface OutboundRegistry {
  register(type: string, adapter: OutboundAdapter): void;
  get(type: string): OutboundAdapter | undefined;
}

export function createOutboundRegistry(): OutboundRegistry {
  const adapters = new Map<string, OutboundAdapter>();
  return { register: (type, adapter) => void adapters.set(type, adapter), get: (type) => adapters.get(type) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each provider channel's send (server/channels/plugin.ts, email/plugin.ts). */
    outbound: OutboundRegistry;
  }
}

export interface OutboundDeps {
  db: Db;
  adapters: OutboundRegistry;
  pub: Pick<Publisher, 'publishMessage' | 'toInteraction'>;
  log: { warn(obj: object, msg: string): void };
}

// An interaction's channel never changes: one look-up per conversation, not per message. Kept per
// database, since ids only mean something within one (tests run several apps in one process).
const channelTypes = new WeakMap<Db, ReturnType<typeof ttlCache<number, string | null>>>();
async function outboundType(db: Db, adapters: OutboundRegistry, interactionId: number) {
  let cache = channelTypes.get(db);
  if (!cache) channelTypes.set(db, (cache = ttlCache<number, string | null>(10 * 60_000)));
  const type = await cache.get(interactionId, async () => {
    const [row] = await db
      .select({ type: channels.type })
      .from(interactions)
      .innerJoin(channels, eq(channels.id, interactions.channelId))
      .where(eq(interactions.id, interactionId))
      .limit(1);
    return row?.type ?? null;
  });
  return type && adapters.get(type) ? type : null;
}

/**
 * Publishes a staff message just stored (socket frame and REST route alike). On a channel with a
 * provider it goes out as `sending`, is handed to the channel's adapter, and its delivery status
 * follows (`message.delivery` to everyone following the conversation).
 */
export async function publishStaffMessage(deps: OutboundDeps, stored: { message: Message; notify: number[] }) {
  const type = await outboundType(deps.db, deps.adapters, stored.message.interaction_id).catch(() => null);
  if (type) {
    await deps.db.update(messages).set({ deliveryStatus: 'sending', deliveryError: null }).where(eq(messages.id, stored.message.id));
    stored.message.delivery_status = 'sending';
  }
  deps.pub.publishMessage(stored);
  // Sent after the publish: a failure to store its outcome (the database gone mid-send) is logged,
  // never an unhandled rejection that would end the process.
  if (type) void deliver(deps, stored.message.id).catch((err: unknown) => deps.log.warn({ err, messageId: stored.message.id }, 'delivery outcome not stored'));
}

/** Sends (or sends again, after a failure) one stored staff message through its channel. */
export async function deliver(deps: OutboundDeps, messageId: number): Promise<DeliveryStatus> {
  const [row] = await deps.db
    .select({ message: messages, interaction: interactions, channel: channels, contact: contacts })
    .from(messages)
    .innerJoin(interactions, eq(interactions.id, messages.interactionId))
    .innerJoin(channels, eq(channels.id, interactions.channelId))
    .leftJoin(contacts, eq(contacts.id, interactions.contactId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const adapter = row && deps.adapters.get(row.channel.type);
  if (!row || !adapter) return 'failed';
  let update: { deliveryStatus: DeliveryStatus; deliveryError: string | null; externalId?: string };
  if (!row.channel.isActive) update = { deliveryStatus: 'failed', deliveryError: 'err_channel_inactive' };
  else {
    try {
      const { externalId } = await adapter.send({
        db: deps.db,
        channel: row.channel,
        interaction: row.interaction,
        contact: row.contact,
        message: toMessage(row.message),
      });
      update = { deliveryStatus: 'sent', deliveryError: null, externalId };
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      const known = typeof code === 'string' && code.startsWith('err_');
      if (!known) deps.log.warn({ err, messageId }, 'channel send failed');
      update = { deliveryStatus: 'failed', deliveryError: known ? code : 'err_channel_connect_failed' };
    }
  }
  await setDelivery(deps, { id: messageId, interactionId: row.interaction.id }, update);
  return update.deliveryStatus;
}

/** Stores a delivery move and tells the conversation's followers. Seen is never taken back to sent. */
export async function setDelivery(
  deps: Pick<OutboundDeps, 'db' | 'pub'>,
  m: { id: number; interactionId: number },
  update: { deliveryStatus: DeliveryStatus; deliveryError?: string | null; externalId?: string },
) {
  await deps.db.update(messages).set(update).where(eq(messages.id, m.id));
  deps.pub.toInteraction(m.interactionId, {
    type: 'message.delivery',
    interaction_id: m.interactionId,
    message_id: m.id,
    status: update.deliveryStatus,
    ...(update.deliveryError ? { error: update.deliveryError } : {}),
  });
}

/** The outbound face's needs, from the app (REST routes). */
export const outboundDeps = (app: { db: Db; outbound: OutboundRegistry; realtime: OutboundDeps['pub']; log: OutboundDeps['log'] }): OutboundDeps => ({
  db: app.db,
  adapters: app.outbound,
  pub: app.realtime,
  log: app.log,
});
