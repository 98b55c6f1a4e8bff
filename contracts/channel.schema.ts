import { z } from 'zod';
import { ruleMessage, textRule } from './field-rules';

export const CHANNEL_TYPES = ['messenger', 'viber', 'webchat', 'email', 'call'] as const;
export const ChannelTypeSchema = z.enum(CHANNEL_TYPES);
export type ChannelType = z.infer<typeof ChannelTypeSchema>;

/** Channel of spec §3: type, name, number, description (for the AI agent), active flag. */
export const ChannelSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  type: ChannelTypeSchema,
  name: z.string(),
  number: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Why a channel that keeps failing does (a catalogue code, e.g. a mailbox whose login is refused); absent when it works. */
  failing_reason: z.string().nullable().optional(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListSchema = z.object({ items: z.array(ChannelSchema) });
export type ChannelList = z.infer<typeof ChannelListSchema>;

export const CompanyIdParamsSchema = z.object({ company_id: z.coerce.number().int().min(0) }).strict();

/** Spec §5: the channel's description (read by the AI agent) cannot be empty. */
export const CHANNEL_DESCRIPTION_MAX = 1000;
export const CHANNEL_NAME_MAX = 200;
const descriptionRule = textRule(CHANNEL_DESCRIPTION_MAX).min(1, { error: 'err_channel_description_empty', abort: true });
/** A key field (spec §5): not empty, and within its shape. */
const keyRule = (max: number, pattern: RegExp) =>
  z
    .string()
    .trim()
    .min(1, { error: 'err_channel_key_empty', abort: true })
    .max(max, ruleMessage('err_text_too_long', { max }))
    .regex(pattern, { error: 'err_channel_key_invalid' });

export const ChannelIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const ChannelDescriptionBodySchema = z.object({ description: descriptionRule }).strict();
export type ChannelDescriptionBody = z.infer<typeof ChannelDescriptionBodySchema>;

export const ChannelStatusBodySchema = z.object({ is_active: z.boolean() }).strict();

/** Connect a Facebook page (the page token is pasted by the admin; OAuth needs Facebook itself). */
export const MessengerConnectBodySchema = z
  .object({
    page_id: keyRule(32, /^\d{5,32}$/),
    page_token: keyRule(1000, /^[A-Za-z0-9_-]{20,1000}$/),
    app_secret: keyRule(64, /^[A-Za-z0-9]{16,64}$/),
    description: descriptionRule,
  })
  .strict();
export type MessengerConnectBody = z.infer<typeof MessengerConnectBodySchema>;

/** Spec §5: Viber needs a bot token. */
export const ViberConnectBodySchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, { error: 'err_channel_viber_token_empty', abort: true })
      .max(200, ruleMessage('err_text_too_long', { max: 200 }))
      .regex(/^[A-Za-z0-9-]{10,200}$/, { error: 'err_channel_key_invalid' }),
    description: descriptionRule,
  })
  .strict();
export type ViberConnectBody = z.infer<typeof ViberConnectBodySchema>;

/** What a connect answers: the channel, and where the provider posts its events. */
export const ChannelConnectResultSchema = z.object({
  channel: ChannelSchema,
  webhook_url: z.string(),
  /** Messenger: the verify token to enter in the app's webhook settings. */
  verify_token: z.string().optional(),
});
export type ChannelConnectResult = z.infer<typeof ChannelConnectResultSchema>;

export const ChannelResultSchema = z.object({ channel: ChannelSchema });

export const MessageResendParamsSchema = z.object({ id: z.coerce.number().int().min(1), sub_id: z.coerce.number().int().min(1) }).strict();
