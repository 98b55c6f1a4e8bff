import { z } from 'zod';
import { NAME_MAX, USER_NAME_MIN_EXCLUSIVE } from './constants';
import { isErrorCode, type ErrorCode } from './errors';

/**
 * The field rules every form and the server run (spec §5 and §8). A rule's zod message is its
 * catalogue code, with the values the message needs after a `?` ('err_name_too_long?max=100'), so
 * the console's field message and the server's `{ code, field, max }` answer come from one place.
 */
export type RuleParams = Record<string, string | number>;

export function ruleMessage(code: ErrorCode, params?: RuleParams): string {
  if (!params) return code;
  return `${code}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))).toString()}`;
}

/** The catalogue code and values of a rule's message; undefined for zod's own (English) messages. */
export function readRuleMessage(message: string | undefined): { code: ErrorCode; params: RuleParams } | undefined {
  if (!message) return undefined;
  const at = message.indexOf('?');
  const code = at < 0 ? message : message.slice(0, at);
  if (!isErrorCode(code)) return undefined;
  const params: RuleParams = {};
  if (at >= 0) for (const [k, v] of new URLSearchParams(message.slice(at + 1))) params[k] = /^\d+$/.test(v) ? Number(v) : v;
  return { code, params };
}

/** The refusal a zod issue stands for: its rule's code, or a generic one with the limit zod knows. */
export function issueRefusal(issue: z.core.$ZodIssue): { code: ErrorCode; field?: string; params: RuleParams } {
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  const rule = readRuleMessage(issue.message);
  if (rule) return { code: rule.code, field, params: rule.params };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'err_text_too_long', field, params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return { code: 'err_value_required', field, params: {} };
  // Anything else (a wrong type, an unknown key or choice) is a client's bug, not a person's typing.
  return { code: 'err_wrong_param_structure', params: {} };
}

/** Any text field: trimmed, and at most `max` characters with the field message saying so. */
export const textRule = (max: number) => z.string().trim().max(max, ruleMessage('err_text_too_long', { max }));
/** A required text field: 'Enter a value.' when empty. */
export const requiredTextRule = (max: number) => textRule(max).min(1, { error: 'err_value_required', abort: true });

/** Spec §5 User (sign-up, invitation, profile): a first or last name longer than 2 characters. */
export const PERSON_NAME_MIN = USER_NAME_MIN_EXCLUSIVE + 1;
export const PersonNameRule = z
  .string()
  .trim()
  .min(1, { error: 'err_name_empty', abort: true })
  .min(PERSON_NAME_MIN, { error: ruleMessage('err_name_too_short', { min: PERSON_NAME_MIN }), abort: true })
  .max(NAME_MAX, ruleMessage('err_name_too_long', { max: NAME_MAX }));

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;
/** The host name of an address or domain in its one stored form: lower case, IDN as punycode ('монгол.мон' → 'xn--c1aqbeec.xn--l1acc'). */
export function asciiDomain(domain: string): string | null {
  const d = domain.trim().toLowerCase().replace(/\.$/, '');
  if (!d || /[\s/?#@:\\[\]%]/.test(d)) return null;
  try {
    return new URL(`http://${d}/`).hostname;
  } catch {
    return null;
  }
}
/** A plain local part, '@', and a host name with a dot (internationalised names accepted). */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > EMAIL_MAX || /\s/.test(value)) return false;
  const local = value.slice(0, at);
  const host = asciiDomain(value.slice(at + 1));
  return !local.includes('@') && !!host && /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(host);
}
/** An address as stored: trimmed, lower case, its domain as punycode. */
export function canonicalEmail(value: string): string {
  const v = value.trim().toLowerCase();
  const at = v.lastIndexOf('@');
  const host = at > 0 ? asciiDomain(v.slice(at + 1)) : null;
  return host ? `${v.slice(0, at)}@${host}` : v;
}
export const EmailRule = z
  .string()
  .trim()
  .min(1, { error: 'err_email_empty', abort: true })
  .refine(isEmail, { error: 'err_email_invalid', abort: true })
  .transform(canonicalEmail);
