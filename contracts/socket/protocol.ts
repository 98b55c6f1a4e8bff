import { z } from 'zod';
import { PresenceSchema } from '../user.schema';

/**
 * The agent socket protocol (namespace /agent). Versioned: the client sends its version in the
 * handshake auth; a server that cannot talk to it refuses with an explicit reason.
 * All messages travel on the socket.io event `msg` and are unions discriminated by `type`.
 */
export const PROTOCOL_VERSION = 1;
export const SOCKET_EVENT = 'msg';
export const AGENT_NAMESPACE = '/agent';

export const HandshakeAuthSchema = z.object({ v: z.number().int() }).passthrough();

/** Reasons the server gives when it refuses or closes a connection (connect_error data.reason). */
export const REFUSAL_REASONS = ['unauthenticated', 'inactive', 'version_mismatch', 'no_company'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const PresenceEntrySchema = z.object({ user_id: z.number().int(), presence: PresenceSchema });

// Client → server.
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('presence.set'), presence: z.enum(['online', 'away']) }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// Server → client.
export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), v: z.number().int(), user_id: z.number().int(), company_id: z.number().int() }),
  z.object({ type: z.literal('presence.snapshot'), users: z.array(PresenceEntrySchema) }),
  z.object({ type: z.literal('presence.changed'), user_id: z.number().int(), presence: PresenceSchema }),
  z.object({ type: z.literal('permissions.changed') }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
