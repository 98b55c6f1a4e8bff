import { z } from 'zod';
import { NAME_MAX } from './constants';

/** Spec-free but usual: a password of at least this many characters. */
export const PASSWORD_MIN = 8;
/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_TTL_HOURS = 24;

/**
 * POST /pub/signup (JSON or the sign-up page's form). Shapes only: the rules (valid e-mail,
 * password length, names) are checked by the server so each refusal has its catalogue code.
 */
export const SignupBodySchema = z
  .object({
    email: z.string().trim().max(320),
    password: z.string().max(256),
    first_name: z.string().trim().max(NAME_MAX),
    last_name: z.string().trim().max(NAME_MAX),
  })
  .strict();
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** POST /pub/signup/resend: always answers ok, so it never tells whether an address has an account. */
export const ResendBodySchema = z.object({ email: z.string().trim().max(320) }).strict();
export type ResendBody = z.infer<typeof ResendBodySchema>;

export const ConfirmQuerySchema = z.object({ t: z.string().max(200).optional() });
