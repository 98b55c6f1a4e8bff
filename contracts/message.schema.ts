import { z } from 'zod';

/** Longest message body accepted from any side (a chat message, not an e-mail). */
export const MESSAGE_BODY_MAX = 4000;

export const AUTHOR_TYPES = ['contact', 'user', 'bot', 'system'] as const;
export const AuthorTypeSchema = z.enum(AUTHOR_TYPES);
export type AuthorType = z.infer<typeof AuthorTypeSchema>;

/** A client-made id per outgoing message: a resend with the same id never stores it twice. */
export const ClientIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * One message of a conversation. `seq` is given by the server at commit, 1, 2, 3… per
 * interaction with no gaps, so a client that reconnects asks for everything after its last one.
 */
export const MessageSchema = z.object({
  id: z.number().int(),
  interaction_id: z.number().int(),
  seq: z.number().int().min(1),
  client_id: z.string().nullable(),
  author_type: AuthorTypeSchema,
  author_user_id: z.number().int().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const SendMessageBodySchema = z.object({ client_id: ClientIdSchema, body: z.string().trim().min(1).max(MESSAGE_BODY_MAX) }).strict();
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const InteractionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const MessagesQuerySchema = z
  .object({
    after_seq: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  })
  .strict();

export const MessageListSchema = z.object({ items: z.array(MessageSchema), last_seq: z.number().int() });
export type MessageList = z.infer<typeof MessageListSchema>;

export const SendMessageResultSchema = z.object({ message: MessageSchema, duplicate: z.boolean() });
