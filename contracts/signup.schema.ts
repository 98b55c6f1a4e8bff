import { z } from 'zod';
import { NAME_MAX } from './constants';
import { EMAIL_MAX, ruleMessage } from './field-rules';

/** Spec-free but usual: a password of at least this many characters. */
export const PASSWORD_MIN = 8;
/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_TTL_HOURS = 24;

// Past the shape's cap the answer is still the rule's own: at most NAME_MAX.
const NAME_TOO_LONG = ruleMessage('err_name_too_long', { max: NAME_MAX });

/** The page's password input takes at most this many characters. */
export const PASSWORD_MAX = 256;

/**
 * POST /pub/signup (JSON or the sign-up page's form). Shapes only, with room to spare: the rules of
 * field-rules.ts (e-mail, names as invite and profile, password) are run by the server so each
 * refusal has its catalogue code and field, even for a 10,000-character name.
 */
export const SignupBodySchema = z
  .object({
    email: z.string().max(EMAIL_MAX * 40),
    password: z.string().max(PASSWORD_MAX * 40),
    first_name: z.string().max(NAME_MAX * 1000, NAME_TOO_LONG),
    last_name: z.string().max(NAME_MAX * 1000, NAME_TOO_LONG),
  })
  .strict();
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** POST /pub/signup/resend: always answers ok, so it never tells whether an address has an account. */
export const ResendBodySchema = z.object({ email: z.string().trim().max(320) }).strict();
export type ResendBody = z.infer<typeof ResendBodySchema>;

export const ConfirmQuerySchema = z.object({ t: z.string().max(200).optional() });
