import { z } from 'zod';
import { CALL_ACCESS_MAX_DIGITS } from './company.schema';
import { ruleMessage, textRule } from './field-rules';

/** A company's phone line (issue 26): the number callers dial, and a name for people. */
export const CALL_LINE_NAME_MAX = 100;
const LINE_DIGITS = new RegExp(`^\\d{1,${CALL_ACCESS_MAX_DIGITS}}$`);
export const CallLineBodySchema = z
  .object({
    number: z
      .string()
      .trim()
      .min(1, { error: 'err_value_required', abort: true })
      .max(50, ruleMessage('err_line_invalid', { max: CALL_ACCESS_MAX_DIGITS }))
      .refine((v) => LINE_DIGITS.test(v), { error: ruleMessage('err_line_invalid', { max: CALL_ACCESS_MAX_DIGITS }) }),
    name: textRule(CALL_LINE_NAME_MAX),
  })
  .strict();
export type CallLineBody = z.infer<typeof CallLineBodySchema>;
export const CallLineSchema = z.object({ id: z.number().int(), number: z.string(), name: z.string(), created_at: z.string() });
export type CallLine = z.infer<typeof CallLineSchema>;
export const CallLineListSchema = z.object({ items: z.array(CallLineSchema) });
export const CallLineIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * What the console's softphone needs: whether calls are on, where to register, and the person's
 * SIP user (null without credentials yet). The password is never in it (see SipCredentialsSchema).
 */
export const CallsConfigSchema = z.object({
  enabled: z.boolean(),
  ws_url: z.string(),
  realm: z.string(),
  /** Null until credentials are issued; the password is never shown again after that. */
  sip_user: z.string().nullable(),
});
export type CallsConfig = z.infer<typeof CallsConfigSchema>;

/** Issued once (POST): the only time the password is shown. */
export const SipCredentialsSchema = z.object({ sip_user: z.string(), password: z.string(), ws_url: z.string(), realm: z.string() });
export type SipCredentials = z.infer<typeof SipCredentialsSchema>;

/** Click-to-call: a number of a contact or a conversation; answered with the SIP address to dial. */
export const DialBodySchema = z
  .object({ number: z.string().trim().min(1, { error: 'err_value_required', abort: true }).max(30, ruleMessage('err_phone_invalid')) })
  .strict();
export const DialAnswerSchema = z.object({ target: z.string() });
