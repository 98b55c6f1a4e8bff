import type { z } from 'zod';
import { CompanyNameRule, EmailRule, IMAGE_MAX_BYTES, OptionalPhoneRule, PersonNameRule, PhoneRule, issueRefusal, isImageDataUrl } from '../../../contracts';
import { AppError } from '../../lib/app-error';

/** Runs a rule of contracts/field-rules on one field; its first issue becomes the refusal, with the field. */
export function checkRule<S extends z.ZodType>(rule: S, field: string, value: unknown): z.output<S> {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  const { code, params } = issueRefusal(parsed.error.issues[0]);
  throw new AppError(code, { ...params, field });
}

/** Runs a form's rule set of contracts on a body; the first broken rule is the refusal, with its field. */
export function checkRules<S extends z.ZodType>(rules: S, body: unknown): z.output<S> {
  const parsed = rules.safeParse(body);
  if (parsed.success) return parsed.data;
  const { code, field, params } = issueRefusal(parsed.error.issues[0]);
  throw new AppError(code, field ? { ...params, field } : params);
}

/** Spec §5: 'Enter a value.' for an empty required field; the field travels with the code. */
export function required(field: string, value: string): string {
  const v = value.trim();
  if (!v) throw new AppError('err_value_required', { field });
  return v;
}

export const checkEmail = (field: string, value: string): string => checkRule(EmailRule, field, value);

export const checkPhone = (field: string, value: string, optional = false): string => checkRule(optional ? OptionalPhoneRule : PhoneRule, field, value);

export const checkCompanyName = (value: string, field = 'name'): string => checkRule(CompanyNameRule, field, value);

/** Spec §5 User: a name longer than 2 characters (sign-up, invitation and profile alike). */
export const checkPersonName = (field: 'first_name' | 'last_name', value: string): string => checkRule(PersonNameRule, field, value);

export function checkImage(field: string, value: string | null): string | null {
  if (value === null) return null;
  if (!isImageDataUrl(value)) throw new AppError('err_image_invalid', { field, kb: IMAGE_MAX_BYTES / 1024 });
  return value;
}
