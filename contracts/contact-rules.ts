import { CONTACT_NOTE_MAX } from './constants';
import { ruleMessage } from './field-rules';
import type { ErrorCode } from './errors';
import { normalizePhone } from './phone-rule';
import {
  CONTACT_ADDRESS_DETAIL_MAX,
  CONTACT_DESCRIPTION_MAX,
  CONTACT_EXTRA_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_TEXT_MAX,
  isContactEmail,
  normalizeEmail,
  ContactBodySchema,
  type ContactFields,
  type SocialAccount,
} from './contact.schema';

/**
 * The contact rules of spec §5 that need the phone rule (libphonenumber, about 28 KB gzip), apart
 * from the schemas, so a screen that only lists contacts does not load it.
 */
export interface ContactViolation {
  /** The field, or the field and the index inside a list ('extra_phones', 1). */
  path: (string | number)[];
  code: ErrorCode;
  params?: Record<string, number>;
}

const TEXT_LIMITS = {
  company_name: CONTACT_TEXT_MAX,
  profession: CONTACT_TEXT_MAX,
  city: CONTACT_TEXT_MAX,
  district: CONTACT_TEXT_MAX,
  subdistrict: CONTACT_TEXT_MAX,
  description: CONTACT_DESCRIPTION_MAX,
} as const;

/** Every rule of spec §5 broken by these fields, in form order (the first is what the server answers). */
export function contactViolations(c: ContactFields): ContactViolation[] {
  const issues: ContactViolation[] = [];
  const first = c.first_name.trim();
  const last = c.last_name.trim();
  if (!first && !last) issues.push({ path: ['first_name'], code: 'err_contact_name_empty' });
  for (const [field, value] of [
    ['first_name', first],
    ['last_name', last],
  ] as const) {
    if (value && value.length < CONTACT_NAME_MIN) issues.push({ path: [field], code: 'err_contact_name_too_short', params: { min: CONTACT_NAME_MIN } });
    if (value.length > CONTACT_NAME_MAX) issues.push({ path: [field], code: 'err_contact_name_too_long', params: { max: CONTACT_NAME_MAX } });
  }
  const email = c.email.trim();
  const phone = c.phone.trim();
  if (!email && !phone) {
    issues.push({ path: ['phone'], code: 'err_contact_phone_or_email' });
    issues.push({ path: ['email'], code: 'err_contact_phone_or_email' });
  }
  if (email && !isContactEmail(email)) issues.push({ path: ['email'], code: 'err_contact_email_invalid' });
  c.extra_emails.forEach((e, i) => {
    if (e.trim() && !isContactEmail(e.trim())) issues.push({ path: ['extra_emails', i], code: 'err_contact_email_invalid' });
  });
  if (phone && !normalizePhone(phone)) issues.push({ path: ['phone'], code: 'err_contact_phone_invalid' });
  c.extra_phones.forEach((p, i) => {
    if (p.trim() && !normalizePhone(p)) issues.push({ path: ['extra_phones', i], code: 'err_contact_phone_invalid' });
  });
  if (c.extra_emails.length > CONTACT_EXTRA_MAX) issues.push({ path: ['extra_emails'], code: 'err_contact_field_too_long', params: { max: CONTACT_EXTRA_MAX } });
  if (c.extra_phones.length > CONTACT_EXTRA_MAX) issues.push({ path: ['extra_phones'], code: 'err_contact_field_too_long', params: { max: CONTACT_EXTRA_MAX } });
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    if (c[field as keyof typeof TEXT_LIMITS].trim().length > max) issues.push({ path: [field], code: 'err_contact_field_too_long', params: { max } });
  }
  if (c.note.trim().length > CONTACT_NOTE_MAX) issues.push({ path: ['note'], code: 'err_contact_note_too_long', params: { max: CONTACT_NOTE_MAX } });
  if (c.address_detail.trim().length > CONTACT_ADDRESS_DETAIL_MAX)
    issues.push({ path: ['address_detail'], code: 'err_contact_address_too_long', params: { max: CONTACT_ADDRESS_DETAIL_MAX } });
  return issues;
}

const uniqueOf = (values: string[], except: string) => [...new Set(values.filter((v) => v && v !== except))];

/** Valid fields in stored form: trimmed, e-mails lower-case, phones E.164, extras unique. */
export function normalizeContact(c: ContactFields) {
  const email = normalizeEmail(c.email);
  const phone = c.phone.trim() ? (normalizePhone(c.phone) ?? '') : '';
  const socials = new Map<string, SocialAccount>();
  for (const s of c.social_accounts) socials.set(`${s.platform}:${s.id}`, s);
  return {
    first_name: c.first_name.trim(),
    last_name: c.last_name.trim(),
    email,
    extra_emails: uniqueOf(c.extra_emails.map(normalizeEmail), email),
    phone,
    extra_phones: uniqueOf(
      c.extra_phones.map((p) => (p.trim() ? (normalizePhone(p) ?? '') : '')),
      phone,
    ),
    company_name: c.company_name.trim(),
    profession: c.profession.trim(),
    description: c.description.trim(),
    note: c.note.trim(),
    city: c.city.trim(),
    district: c.district.trim(),
    subdistrict: c.subdistrict.trim(),
    address_detail: c.address_detail.trim(),
    social_accounts: [...socials.values()],
    type_id: c.type_id,
    is_special: c.is_special,
  };
}
export type ContactInput = ReturnType<typeof normalizeContact>;

/** The rules as one zod schema: issue messages are catalogue codes, the output is normalised. */
export const ContactInputSchema = ContactBodySchema.superRefine((c, ctx) => {
  for (const issue of contactViolations(c)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code, params: issue.params });
}).transform(normalizeContact);

/**
 * The same rules for the console's form (react-hook-form): each problem on its top-level field (a
 * bad extra phone is shown on the list of extra phones), its message the code with its values.
 */
export const ContactRulesSchema = ContactBodySchema.superRefine((c, ctx) => {
  for (const issue of contactViolations(c)) ctx.addIssue({ code: 'custom', path: [issue.path[0]], message: ruleMessage(issue.code, issue.params) });
});
