import { z } from 'zod';
import { EMPLOYEE_COUNTS, SECTORS } from './constants';
import { ROLES } from './permissions';
import { EmailRule, PersonNameRule, requiredTextRule, ruleMessage, textRule } from './field-rules';
import { OptionalPhoneRule, PhoneRule } from './phone-rule';
import { dataUrlHoldsImage } from './image-content';

/** Company logo and user pictures are kept as data URLs of at most this many bytes (before base64). */
export const IMAGE_MAX_BYTES = 200 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif'] as const;
/** A data: URL of one of IMAGE_TYPES, at most IMAGE_MAX_BYTES once decoded. */
export const IMAGE_DATA_URL_PATTERN = /^data:image\/(png|jpeg|svg\+xml|webp|gif);base64,[A-Za-z0-9+/=]+$/;
/** Shape only, with room to spare: the server measures the decoded size and answers err_image_invalid. */
export const ImageDataUrlSchema = z.string().max(IMAGE_MAX_BYTES * 2);
/** Bytes of a base64 data URL once decoded. */
export const dataUrlBytes = (dataUrl: string) => {
  const b64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
};
/** An accepted image type, small enough, whose bytes are the image it declares (not a renamed text file). */
export const isImageDataUrl = (value: string) => IMAGE_DATA_URL_PATTERN.test(value) && dataUrlBytes(value) <= IMAGE_MAX_BYTES && dataUrlHoldsImage(value);

export const COMPANY_NAME_MAX = 100;
export const COMPANY_FIELD_MAX = 200;
export const MAIL_DOMAIN_DESCRIPTION_MAX = 300;
/** A mail domain as typed (IDN allowed), before it is checked. */
export const MAIL_DOMAIN_MAX = 300;
/** Spec §5: a company name may contain letters and numbers (with spaces and the usual punctuation of legal names). */
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,&'"()«»-]*$/u;
/** The company name of settings and of onboarding step 1: required, at most 100, letters and numbers (no markup, no emoji). */
export const CompanyNameRule = z
  .string()
  .trim()
  .min(1, { error: 'err_value_required', abort: true })
  .max(COMPANY_NAME_MAX, { error: ruleMessage('err_name_too_long', { max: COMPANY_NAME_MAX }), abort: true })
  .regex(COMPANY_NAME_PATTERN, { error: 'err_company_name_invalid' });

/**
 * Public webmail providers: anyone can have an address there, so they cannot prove that a person
 * belongs to the company and are refused as an allowed invite domain.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'zoho.com',
  'qq.com',
  '163.com',
] as const;

export const MAIL_DOMAIN_STATUSES = ['active', 'inactive'] as const;
export type MailDomainStatus = (typeof MAIL_DOMAIN_STATUSES)[number];

/** An allowed mail domain of spec §3 Company (domain, description, status). */
export const MailDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  description: z.string(),
  status: z.enum(MAIL_DOMAIN_STATUSES),
});
export type MailDomain = z.infer<typeof MailDomainSchema>;

/** POST/PUT of a mail domain. The domain is checked by the server (invalid, duplicate, public webmail). */
export const MailDomainBodySchema = z
  .object({
    domain: z.string().max(MAIL_DOMAIN_MAX),
    description: z.string().max(MAIL_DOMAIN_DESCRIPTION_MAX).default(''),
    status: z.enum(MAIL_DOMAIN_STATUSES).default('active'),
  })
  .strict();
export type MailDomainBody = z.input<typeof MailDomainBodySchema>;
/** The form's rules; the server alone judges the domain itself (invalid, duplicate, public webmail). */
export const MailDomainRulesSchema = z.object({
  domain: requiredTextRule(MAIL_DOMAIN_MAX),
  description: textRule(MAIL_DOMAIN_DESCRIPTION_MAX),
  active: z.boolean(),
});
export const MailDomainListSchema = z.object({ items: z.array(MailDomainSchema) });
export const MailDomainParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

/** GET /api/company: the signed-in user's company as the settings screen shows it. */
export const CompanySettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_email: z.string(),
  phone: z.string(),
  sector: z.string(),
  employee_count: z.string(),
  logo: z.string().nullable(),
  owner_user_id: z.number().int().nullable(),
  owner_name: z.string(),
  is_owner: z.boolean(),
  require_company_domain: z.boolean(),
  mail_domains: z.array(MailDomainSchema),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/**
 * PUT /api/company (spec §5 Company). Plain strings so an empty value reaches the server's rules and
 * comes back as 'Enter a value.' (err_value_required) with the field, like every other refusal.
 */
export const CompanyInfoBodySchema = z
  .object({
    name: z.string().max(COMPANY_FIELD_MAX),
    contact_email: z.string().max(COMPANY_FIELD_MAX),
    phone: z.string().max(COMPANY_FIELD_MAX),
    sector: z.union([z.enum(SECTORS), z.literal('')]),
    employee_count: z.string().max(COMPANY_FIELD_MAX),
  })
  .strict();
export type CompanyInfoBody = z.infer<typeof CompanyInfoBodySchema>;

const choice = (options: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, { error: 'err_value_required', abort: true })
    .refine((v) => options.includes(v), { error: 'err_company_value_invalid' });

/** The rules of company settings (spec §5 Company: every field required), run by the form and the server. */
export const CompanyInfoRulesSchema = z.object({
  name: CompanyNameRule,
  contact_email: EmailRule,
  phone: PhoneRule,
  sector: choice(SECTORS),
  employee_count: choice(EMPLOYEE_COUNTS),
});
export type CompanyInfoForm = z.input<typeof CompanyInfoRulesSchema>;

export const CompanyLogoBodySchema = z.object({ logo: ImageDataUrlSchema.nullable() }).strict();
export const InviteDomainRuleBodySchema = z.object({ require_company_domain: z.boolean() }).strict();

/** Owner change (spec §4): to one admin of the company, confirmed by typing the company name. */
export const OwnerTransferBodySchema = z.object({ user_id: z.number().int().min(1), confirm_name: z.string().max(COMPANY_FIELD_MAX) }).strict();
export type OwnerTransferBody = z.infer<typeof OwnerTransferBodySchema>;
/** Company deletion: the owner types the company name. */
export const CompanyDeleteBodySchema = z.object({ confirm_name: z.string().max(COMPANY_FIELD_MAX) }).strict();
export type CompanyDeleteBody = z.infer<typeof CompanyDeleteBodySchema>;

/** Spec §3 Call access: an extension number and a line, both digits; the extension is unique in a company. */
export const CALL_ACCESS_MAX_DIGITS = 10;
export const CallAccessSchema = z.object({ user_id: z.number().int(), extension: z.string().nullable(), line: z.string().nullable() });
export type CallAccess = z.infer<typeof CallAccessSchema>;
export const CallAccessListSchema = z.object({ items: z.array(CallAccessSchema) });
const CALL_DIGITS = new RegExp(`^\\d{1,${CALL_ACCESS_MAX_DIGITS}}$`);
/** The rules of the call-access form, as the server checks them: digits only; both or neither. */
export const CallAccessRulesSchema = z
  .object({
    extension: z
      .string()
      .trim()
      .refine((v) => !v || CALL_DIGITS.test(v), { error: ruleMessage('err_extension_invalid', { max: CALL_ACCESS_MAX_DIGITS }) }),
    line: z
      .string()
      .trim()
      .refine((v) => !v || CALL_DIGITS.test(v), { error: ruleMessage('err_line_invalid', { max: CALL_ACCESS_MAX_DIGITS }) }),
  })
  .superRefine((v, ctx) => {
    if (!v.extension && v.line) ctx.addIssue({ code: 'custom', path: ['extension'], message: 'err_value_required' });
    if (v.extension && !v.line) ctx.addIssue({ code: 'custom', path: ['line'], message: 'err_value_required' });
  });

/** Empty strings (or null) remove the user's call access. */
export const CallAccessBodySchema = z.object({ extension: z.string().max(50).nullable(), line: z.string().max(50).nullable() }).strict();
export type CallAccessBody = z.infer<typeof CallAccessBodySchema>;

/** GET/PUT /api/profile: the signed-in user's own record (spec §2 /user). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(ROLES),
  extension: z.string().nullable(),
  line: z.string().nullable(),
  /** A new sign-in e-mail asked for and waiting for its confirmation link, or null. */
  pending_email: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * `role` and `email` may be sent back unchanged; a different role is refused (users cannot change
 * their own role), a different e-mail too: it changes only through POST /api/profile/email.
 */
export const ProfileBodySchema = z
  .object({
    first_name: z.string().max(COMPANY_FIELD_MAX),
    last_name: z.string().max(COMPANY_FIELD_MAX),
    phone: z.string().max(COMPANY_FIELD_MAX).default(''),
    email: z.string().max(COMPANY_FIELD_MAX).optional(),
    picture: ImageDataUrlSchema.nullable().default(null),
    role: z.enum(ROLES).optional(),
  })
  .strict();
export type ProfileBody = z.input<typeof ProfileBodySchema>;

/**
 * The rules of one's own profile (spec §5 User: names as on sign-up and invitations; the phone
 * optional). The sign-in e-mail is not among them: it changes by POST /api/profile/email.
 */
export const ProfileRulesSchema = z.object({
  last_name: PersonNameRule,
  first_name: PersonNameRule,
  phone: OptionalPhoneRule,
});

export const PasswordChangeBodySchema = z.object({ current_password: z.string().max(200), new_password: z.string().max(200) }).strict();
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** A mailed link that moves the sign-in e-mail works this long. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/**
 * POST /api/profile/email: the new sign-in address and the current password. Nothing changes
 * until the link mailed to the new address is opened and confirmed.
 */
export const EmailChangeBodySchema = z.object({ email: z.string().max(COMPANY_FIELD_MAX), current_password: z.string().max(200) }).strict();
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;
/** The confirmation page's form: the link's token. */
export const EmailChangeConfirmBodySchema = z.object({ t: z.string().max(200) }).strict();
export const EmailChangeQuerySchema = z.object({ t: z.string().max(200).optional(), lang: z.string().max(10).optional() });
