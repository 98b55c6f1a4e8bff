import { z } from 'zod';
import { PresenceSchema } from '../user.schema';
import { AttachmentIdsSchema, ClientIdSchema, DeliveryStatusSchema, MESSAGE_BODY_MAX, MessageSchema } from '../message.schema';
import { InteractionSummarySchema } from '../interaction.schema';
import type { ErrorCode } from '../errors';
import { MonitoringDeltaSchema, MonitoringSnapshotSchema } from '../monitoring.schema';
import { BillingChangedSchema } from '../billing.schema';
import { EmailImportProgressSchema } from '../email-channel.schema';

/**
 * The agent socket protocol (namespace /agent). Versioned: the client sends its version in the
 * handshake auth; a server that cannot talk to it refuses with an explicit reason.
 * All messages travel on the socket.io event `msg` and are unions discriminated by `type`.
 */
export const PROTOCOL_VERSION = 2;
export const SOCKET_EVENT = 'msg';
export const AGENT_NAMESPACE = '/agent';

// `screen`: a kiosk's read-only wall-screen token (monitoring only, no user session).
export const HandshakeAuthSchema = z.object({ v: z.number().int(), screen: z.string().max(200).optional() }).passthrough();

/** Reasons the server gives when it refuses or closes a connection (connect_error data.reason). */
export const REFUSAL_REASONS = ['unauthenticated', 'inactive', 'version_mismatch', 'no_company'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Why the server ended a console's session while it was open (`session.ended`). */
export const SESSION_END_REASONS = ['deactivated', 'deleted', 'company_deleted'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** The catalogue message the sign-in page shows for each (`?reason=` on its address). */
export const SESSION_END_CODES = { deactivated: 'err_user_inactive', deleted: 'err_account_deleted', company_deleted: 'err_company_deleted' } as const satisfies Record<
  SessionEndReason,
  ErrorCode
>;
export const isSessionEndReason = (value: unknown): value is SessionEndReason => typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);

export const PresenceEntrySchema = z.object({ user_id: z.number().int(), presence: PresenceSchema });

/**
 * A conversation's news for the lists of the staff it concerns (its owner, whoever has opened it):
 * its last sequence number, and whether the customer wrote.
 */
export const ActivityItemSchema = z.object({ interaction_id: z.number().int(), last_seq: z.number().int(), from_contact: z.boolean() });
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** A staff message's delivery status through its provider (Sent, Seen, Retry). */
export const DeliveryItemSchema = z.object({ message_id: z.number().int(), status: DeliveryStatusSchema, error: z.string().optional() });
export type DeliveryItem = z.infer<typeof DeliveryItemSchema>;

// Client → server.
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('presence.set'), presence: z.enum(['online', 'away']) }).strict(),
  // Join a conversation's feed; the server first sends every message after `after_seq` (resync).
  z.object({ type: z.literal('interaction.subscribe'), interaction_id: z.number().int().min(1), after_seq: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('interaction.unsubscribe'), interaction_id: z.number().int().min(1) }).strict(),
  // `attachment_ids`: files uploaded to the conversation first (e-mail conversations only).
  z
    .object({
      type: z.literal('message.send'),
      interaction_id: z.number().int().min(1),
      client_id: ClientIdSchema,
      body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
      attachment_ids: AttachmentIdsSchema.optional(),
    })
    .strict(),
  // The agent is typing in a conversation (sent on change, and again every few seconds while typing;
  // a message sent ends it with no false).
  z.object({ type: z.literal('typing'), interaction_id: z.number().int().min(1), typing: z.boolean() }).strict(),
  // The agent has seen a conversation up to `seq` (their unread count and the widget's Seen).
  z.object({ type: z.literal('read'), interaction_id: z.number().int().min(1), seq: z.number().int().min(0) }).strict(),
  // Watch the company's floor (wall screen; dashboard.view): the deltas after `after_seq` if the
  // server still has them all, else a snapshot; then live deltas.
  z.object({ type: z.literal('monitoring.subscribe'), after_seq: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('monitoring.unsubscribe') }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// Server → client.
export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), v: z.number().int(), user_id: z.number().int(), company_id: z.number().int() }),
  z.object({ type: z.literal('presence.snapshot'), users: z.array(PresenceEntrySchema) }),
  z.object({ type: z.literal('presence.changed'), user_id: z.number().int(), presence: PresenceSchema }),
  z.object({ type: z.literal('permissions.changed') }),
  // This user's access ended (deactivated, deleted, company deleted): the socket is closed right
  // after, and the console signs out showing why.
  z.object({ type: z.literal('session.ended'), reason: z.enum(SESSION_END_REASONS) }),
  // Messages after the subscriber's last sequence number; may overlap live ones: dedupe by seq.
  z.object({ type: z.literal('messages.resync'), interaction_id: z.number().int(), items: z.array(MessageSchema), last_seq: z.number().int() }),
  z.object({ type: z.literal('message.created'), message: MessageSchema }),
  // Answers a `message.send` of a socket not following the conversation, and any resend already
  // stored; a follower gets `message.created` instead, with the same client_id.
  z.object({ type: z.literal('message.ack'), interaction_id: z.number().int(), client_id: z.string(), seq: z.number().int(), id: z.number().int() }),
  // An interaction's lifecycle moved (assigned, escalated, closed, rated): lists and headers update.
  // A staff message sent through a provider (Messenger, Viber, e-mail) moved: sent, seen or failed.
  z.object({
    type: z.literal('message.delivery'),
    interaction_id: z.number().int(),
    message_id: z.number().int(),
    status: DeliveryStatusSchema,
    error: z.string().optional(),
  }),
  // Ends a subscribe's resync: the delivery status now of each provider-sent staff message up to
  // the subscriber's `after_seq` (moves made while it was away are not sent again live).
  z.object({ type: z.literal('deliveries.resync'), interaction_id: z.number().int(), items: z.array(DeliveryItemSchema) }),
  z.object({ type: z.literal('interaction.changed'), interaction: InteractionSummarySchema }),
  // Conversations I own or have opened have new messages (list badges, the sound); the messages
  // themselves go to subscribers. At most one frame per window (server/realtime/activity-feed.ts).
  // A tab following the only conversation a frame is about does not get it.
  z.object({ type: z.literal('interaction.activity'), items: z.array(ActivityItemSchema).min(1) }),
  // Someone is typing in a subscribed conversation: the customer, or a colleague (user_id). Their
  // next message in it ends the typing too: no `typing: false` follows a message.
  z.object({ type: z.literal('typing'), interaction_id: z.number().int(), who: z.enum(['contact', 'user']), user_id: z.number().int().nullable(), typing: z.boolean() }),
  // Read marks moved: the customer's (staff messages up to seq show Seen) or this user's own, from
  // another tab (this one clears its badge). The tab that sent the mark does not get it back.
  z.object({ type: z.literal('interaction.read'), interaction_id: z.number().int(), side: z.enum(['contact', 'me']), seq: z.number().int() }),
  // A new conversation was routed to this user (sound and desktop notification).
  z.object({ type: z.literal('interaction.assigned'), interaction: InteractionSummarySchema }),
  // The wall screen's feed (contracts/monitoring.schema.ts): a snapshot, then deltas by company seq.
  z.object({ type: z.literal('monitoring.snapshot'), snapshot: MonitoringSnapshotSchema }),
  z.object({ type: z.literal('monitoring.delta'), delta: MonitoringDeltaSchema }),
  // Ends a catch-up by number (after its deltas, even none): the screen is up to `seq` as of `at`.
  z.object({ type: z.literal('monitoring.synced'), seq: z.number().int(), at: z.string() }),
  // `client_id` names the message a refusal is about, when there is one.
  // The company's subscription or an invoice changed (contracts/billing.schema.ts): refetch.
  BillingChangedSchema,
  // A mailbox's first-connect import moved (to the company; /settings/email shows n of N).
  EmailImportProgressSchema.extend({ type: z.literal('email.import') }),
  z.object({ type: z.literal('error'), code: z.string(), client_id: z.string().optional(), interaction_id: z.number().int().optional() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
