import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { readRuleMessage, ruleMessage } from './field-rules';
import { PASSWORD_MIN } from './signup.schema';

const common = new Set(COMMON_PASSWORDS);

/**
 * A password a person chooses (sign-up, invitation, password change): at least PASSWORD_MIN
 * characters and not one of the common or breached ones. Each message is the catalogue code.
 */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: ruleMessage('err_password_too_short', { min: PASSWORD_MIN }) })
  .refine((p) => !common.has(p.toLowerCase()), { message: 'err_password_common' });

export type PasswordError = 'err_password_too_short' | 'err_password_common';

/** The catalogue code of the first rule `password` breaks, or undefined when it is fine. */
export function passwordError(password: string): PasswordError | undefined {
  const result = NewPasswordSchema.safeParse(password);
  return result.success ? undefined : (readRuleMessage(result.error.issues[0].message)?.code as PasswordError);
}

/** The rules of the password change form: the current one, then a new one as above. */
export const PasswordChangeRulesSchema = z.object({
  current_password: z.string().min(1, { error: 'err_value_required' }),
  new_password: z.string().min(1, { error: 'err_value_required', abort: true }).pipe(NewPasswordSchema),
});
