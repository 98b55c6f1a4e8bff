import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Mongolian numbers first: a number without a country code is read as Mongolian. */
export const DEFAULT_PHONE_COUNTRY = 'MN' as const;
export const PHONE_MAX = 30;
/** E.164 form of a valid number (libphonenumber, default country MN), or null when it is not one. */
export function normalizePhone(raw: string): string | null {
  if (raw.length > PHONE_MAX) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}
export const isPhone = (value: string) => normalizePhone(value) !== null;
/** A required phone number of a company or a person, checked by libphonenumber. */
export const PhoneRule = z.string().trim().min(1, { error: 'err_value_required', abort: true }).refine(isPhone, { error: 'err_phone_invalid' });
/** The same, where a phone may be left empty (a user's profile). */
export const OptionalPhoneRule = z
  .string()
  .trim()
  .refine((v) => !v || isPhone(v), { error: 'err_phone_invalid' });
