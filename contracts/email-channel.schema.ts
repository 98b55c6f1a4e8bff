import { z } from 'zod';
import { EmailRule, requiredTextRule, ruleMessage, textRule } from './field-rules';

/** Limits of the e-mail channel form and of what a mailbox may bring in. */
export const EMAIL_CHANNEL_LIMITS = {
  name: 100,
  description: 1000,
  host: 253,
  username: 254,
  password: 200,
} as const;

/** How the connection is secured: implicit TLS (993/465), STARTTLS upgrade, or none (a local server). */
export const EMAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export const EmailSecuritySchema = z.enum(EMAIL_SECURITY);
export type EmailSecurity = z.infer<typeof EmailSecuritySchema>;

export const EMAIL_PRESETS = ['gmail', 'outlook', 'imap'] as const;
export type EmailPreset = (typeof EMAIL_PRESETS)[number];

/** Server settings a preset fills in; 'imap' (any other server) leaves them to the admin. */
export const EMAIL_PRESET_SERVERS: Record<
  Exclude<EmailPreset, 'imap'>,
  { imap_host: string; imap_port: number; imap_security: EmailSecurity; smtp_host: string; smtp_port: number; smtp_security: EmailSecurity }
> = {
  gmail: { imap_host: 'imap.gmail.com', imap_port: 993, imap_security: 'tls', smtp_host: 'smtp.gmail.com', smtp_port: 465, smtp_security: 'tls' },
  outlook: { imap_host: 'outlook.office365.com', imap_port: 993, imap_security: 'tls', smtp_host: 'smtp.office365.com', smtp_port: 587, smtp_security: 'starttls' },
};

/** Health of a mailbox as the receiving side last saw it. */
export const EMAIL_SYNC_STATES = ['pending', 'ok', 'failing'] as const;
export type EmailSyncState = (typeof EMAIL_SYNC_STATES)[number];

const portRule = z.coerce
  .number({ error: 'err_email_port_invalid' })
  .int({ error: 'err_email_port_invalid' })
  .min(1, { error: 'err_email_port_invalid' })
  .max(65535, { error: 'err_email_port_invalid' });
const hostRule = requiredTextRule(EMAIL_CHANNEL_LIMITS.host).regex(/^[A-Za-z0-9.-]+$/, { error: 'err_email_host_invalid' });

/**
 * The rules of the e-mail channel form; the server runs the same. An empty password on an edit
 * keeps the stored one (the stored password is never sent back).
 */
export const EmailChannelRulesSchema = z.object({
  name: requiredTextRule(EMAIL_CHANNEL_LIMITS.name),
  description: textRule(EMAIL_CHANNEL_LIMITS.description).min(1, { error: 'err_channel_description_empty' }),
  address: EmailRule,
  username: textRule(EMAIL_CHANNEL_LIMITS.username),
  password: z.string().max(EMAIL_CHANNEL_LIMITS.password, ruleMessage('err_text_too_long', { max: EMAIL_CHANNEL_LIMITS.password })),
  imap_host: hostRule,
  imap_port: portRule,
  imap_security: EmailSecuritySchema,
  smtp_host: hostRule,
  smtp_port: portRule,
  smtp_security: EmailSecuritySchema,
  is_active: z.boolean(),
});
export type EmailChannelForm = z.input<typeof EmailChannelRulesSchema>;
/** Connecting a new mailbox: the password is required (an edit may leave it empty to keep it). */
export const EmailChannelCreateRulesSchema = EmailChannelRulesSchema.extend({
  password: EmailChannelRulesSchema.shape.password.min(1, { error: 'err_value_required' }),
});

export const EmailChannelBodySchema = EmailChannelRulesSchema.extend({
  username: EmailChannelRulesSchema.shape.username.default(''),
  password: EmailChannelRulesSchema.shape.password.default(''),
  is_active: z.boolean().default(true),
}).strict();
export type EmailChannelBody = z.output<typeof EmailChannelBodySchema>;

/** How far a mailbox's first-connect import is: `done` of `total` mails (the settings page shows n of N). */
export const EmailImportSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) });
export type EmailImport = z.infer<typeof EmailImportSchema>;
/** The socket frame's content (`email.import`): one mailbox's import moved. */
export const EmailImportProgressSchema = EmailImportSchema.extend({ channel_id: z.number().int() });
export type EmailImportProgress = z.infer<typeof EmailImportProgressSchema>;

/** An e-mail channel as the API shows it: the password only as a mask. */
export const EmailChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  username: z.string(),
  password: z.literal('********'),
  imap_host: z.string(),
  imap_port: z.number().int(),
  imap_security: EmailSecuritySchema,
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_security: EmailSecuritySchema,
  is_active: z.boolean(),
  sync_state: z.enum(EMAIL_SYNC_STATES),
  /** Why the mailbox keeps failing (a catalogue-style sentence, never a stack trace). */
  sync_error: z.string().nullable(),
  /** The first-connect import of the mail the mailbox already held: null before it starts. */
  import: EmailImportSchema.nullable(),
  created_at: z.string(),
});
export type EmailChannel = z.infer<typeof EmailChannelSchema>;
export const EmailChannelListSchema = z.object({ items: z.array(EmailChannelSchema) });
export const EmailChannelIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const PASSWORD_MASK = '********' as const;

/** What an e-mail message adds to a conversation message: the sanitised HTML and the folded quote. */
export const EmailMessagePartsSchema = z.object({
  message_id: z.number().int(),
  subject: z.string(),
  from: z.string(),
  /** Sanitised on the server (sanitize-html); safe to render as HTML. */
  html: z.string().nullable(),
  /** The quoted history folded away from the body ("show quoted"). */
  quoted: z.string(),
});
export type EmailMessageParts = z.infer<typeof EmailMessagePartsSchema>;
export const EmailMessagePartsListSchema = z.object({ items: z.array(EmailMessagePartsSchema) });

/** A file an agent uploaded to an e-mail conversation, to send with a reply (its id goes in `attachment_ids`). */
export const EmailUploadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type EmailUpload = z.infer<typeof EmailUploadSchema>;
