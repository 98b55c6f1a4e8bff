import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from './constants';

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

/** What a customer sent besides text through a channel (Messenger, Viber, e-mail). */
export const ATTACHMENT_KINDS = ['image', 'video', 'audio', 'file', 'sticker', 'location'] as const;
export const MessageAttachmentSchema = z.object({
  kind: z.enum(ATTACHMENT_KINDS),
  /** Where the provider serves it (or our own URL for a stored file). */
  url: z.string().max(4000),
  name: z.string().max(500).optional(),
  mime: z.string().max(200).optional(),
  size: z.number().int().min(0).optional(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

/** A staff message sent through a provider: its delivery (machines/ has the rule of the moves). */
export const DELIVERY_STATUSES = ['sending', 'sent', 'seen', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

/** The locale namespaces whose `timeline` lines a system message may name. */
export const NOTE_NAMESPACES = ['calls', 'channels'] as const;

/**
 * A system line stored as locale keys (`calls:timeline.answered`, `channels:timeline.thread_taken`)
 * and their values, one part or several joined with '. '; the console renders it in the reader's language.
 */
export const MessageNoteSchema = z.array(
  z.object({ key: z.string().regex(/^(calls|channels):timeline\.[a-z_]+$/), params: z.record(z.string(), z.union([z.string(), z.number()])) }),
);
export type MessageNote = z.infer<typeof MessageNoteSchema>;

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
  /** Only on channels beyond web chat. */
  attachments: z.array(MessageAttachmentSchema).optional(),
  delivery_status: DeliveryStatusSchema.optional(),
  /** The catalogue code of a failed send. */
  delivery_error: z.string().optional(),
  /** A system line's locale keys: shown translated, `body` when absent (older rows). */
  note: MessageNoteSchema.optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** Most files one staff reply carries (e-mail conversations: uploaded first, then named by id). */
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Ids of files uploaded to the conversation (POST /api/interactions/:id/email-attachments), not yet sent. */
export const AttachmentIdsSchema = z.array(z.number().int().min(1).max(2_147_483_647)).max(MESSAGE_ATTACHMENTS_MAX);

/**
 * A file a staff member attaches to a reply, by the issue attachment rule (spec §5: at most 1 MB)
 * and not empty: the composer says it by the file before uploading, the server refuses the same.
 */
export function attachmentFileViolation(file: { name: string; size: number }): 'err_issue_attachment_too_large' | 'err_issue_attachment_invalid' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'err_issue_attachment_too_large';
  if (file.size === 0 || !file.name.trim()) return 'err_issue_attachment_invalid';
  return null;
}

export const SendMessageBodySchema = z
  .object({ client_id: ClientIdSchema, body: z.string().trim().min(1).max(MESSAGE_BODY_MAX), attachment_ids: AttachmentIdsSchema.optional() })
  .strict();
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
