import { z } from 'zod';
import { CONTACT_NOTE_MAX, NAME_MAX } from './constants';
import { isEmail, textRule } from './field-rules';

/**
 * Contacts of spec §3 and their rules of spec §5, shared by the server (which refuses with the
 * catalogue code) and the console form (which shows the same code's message beside the field).
 */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = NAME_MAX;
/** Spec §5 says the address detail has a limit without its value; ours, shown as a counter. */
export const CONTACT_ADDRESS_DETAIL_MAX = 500;
/** Company name, profession, city, district, subdistrict. */
export const CONTACT_TEXT_MAX = 200;
export const CONTACT_DESCRIPTION_MAX = 2000;
export const CONTACT_EXTRA_MAX = 10;
export const CONTACT_SOCIAL_MAX = 20;
export const CONTACT_IMPORT_MAX_ROWS = 5000;
export const CONTACT_PAGE_SIZE_DEFAULT = 50;
export const CONTACT_PAGE_SIZE_MAX = 200;
export { CONTACT_NOTE_MAX };

export const SOCIAL_PLATFORMS = ['messenger', 'viber', 'facebook', 'instagram', 'other'] as const;
export const SocialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof SocialPlatformSchema>;

/** Who registered the contact (spec §3): a staff member ('me'), the system, or a virtual agent. */
export const CREATOR_KINDS = ['me', 'system', 'virtual_agent'] as const;
export const CreatorKindSchema = z.enum(CREATOR_KINDS);
export type CreatorKind = z.infer<typeof CreatorKindSchema>;

export const SocialAccountSchema = z.object({
  platform: SocialPlatformSchema,
  id: z.string().trim().min(1).max(200),
  name: z.string().trim().max(200).default(''),
});
export type SocialAccount = z.infer<typeof SocialAccountSchema>;

/** The one e-mail rule (field-rules.ts), under the name the contact code knows it by. */
export const isContactEmail = isEmail;
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

// Structure only: generous caps so the rules below, not a generic refusal, name what is wrong.
const text = z.string().max(20_000).default('');
const list = z.array(z.string().max(500)).max(50).default([]);

/** The body of POST and PUT /api/contacts, as typed; `ContactInputSchema` applies the rules. */
export const ContactBodySchema = z
  .object({
    first_name: text,
    last_name: text,
    email: text,
    extra_emails: list,
    phone: text,
    extra_phones: list,
    company_name: text,
    profession: text,
    description: text,
    note: text,
    city: text,
    district: text,
    subdistrict: text,
    address_detail: text,
    social_accounts: z.array(SocialAccountSchema).max(CONTACT_SOCIAL_MAX).default([]),
    type_id: z.number().int().min(1).nullable().default(null),
    is_special: z.boolean().default(false),
  })
  .strict();
export type ContactBody = z.input<typeof ContactBodySchema>;
export type ContactFields = z.output<typeof ContactBodySchema>;

export const ContactCreatorSchema = z.object({
  kind: CreatorKindSchema,
  user_id: z.number().int().nullable(),
  /** The staff member's or virtual agent's name; empty for the system. */
  name: z.string(),
});

export const ContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  extra_emails: z.array(z.string()),
  phone: z.string(),
  extra_phones: z.array(z.string()),
  company_name: z.string(),
  profession: z.string(),
  description: z.string(),
  note: z.string(),
  city: z.string(),
  district: z.string(),
  subdistrict: z.string(),
  address_detail: z.string(),
  social_accounts: z.array(SocialAccountSchema),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  is_special: z.boolean(),
  created_by: ContactCreatorSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactInteractionRefSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['open', 'closed']),
  created_at: z.string(),
});
/** Issues of the contact; filled by the issues area once it exists. */
export const ContactIssueRefSchema = z.object({ id: z.number().int(), name: z.string(), status: z.string(), created_at: z.string() });
export const ContactDetailSchema = ContactSchema.extend({
  interactions: z.array(ContactInteractionRefSchema),
  issues: z.array(ContactIssueRefSchema),
});
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const CONTACT_SORTS = ['created_at', 'name', 'email', 'company_name'] as const;
const isoDate = z.string().datetime({ offset: true });

/** Filters shared by the list and the export. */
export const ContactFilterSchema = z.object({
  /** Searched in names, e-mails, phones (digits) and company name. */
  q: z.string().trim().max(200).optional(),
  type_id: z.coerce.number().int().min(1).optional(),
  is_special: z.enum(['true', 'false']).optional(),
  /** Inclusive ISO range on created_at (the console sends the start and end of the chosen days). */
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: z.enum(CONTACT_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ContactFilter = z.input<typeof ContactFilterSchema>;

export const ContactListQuerySchema = ContactFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(CONTACT_PAGE_SIZE_MAX).default(CONTACT_PAGE_SIZE_DEFAULT),
}).strict();
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;
export const ContactListSchema = z.object({ items: z.array(ContactSchema), total: z.number().int() });
export type ContactList = z.infer<typeof ContactListSchema>;

export const CONTACT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ContactExportQuerySchema = ContactFilterSchema.extend({ format: z.enum(CONTACT_EXPORT_FORMATS).default('csv') }).strict();

export const ContactIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();
export const ContactMergeBodySchema = z.object({ keep_id: z.number().int().min(1), merge_id: z.number().int().min(1) }).strict();
export type ContactMergeBody = z.infer<typeof ContactMergeBodySchema>;

export const CONTACT_TYPE_NAME_MAX = 100;
export const CONTACT_TYPE_DESCRIPTION_MAX = 500;
export const ContactTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  contact_count: z.number().int(),
  created_at: z.string(),
});
export type ContactType = z.infer<typeof ContactTypeSchema>;
/** The rules of the contact-type form: a name (not empty), a description, each with its maximum. */
export const ContactTypeRulesSchema = z.object({
  name: textRule(CONTACT_TYPE_NAME_MAX).min(1, { error: 'err_contact_type_name_empty' }),
  description: textRule(CONTACT_TYPE_DESCRIPTION_MAX),
});

export const ContactTypeBodySchema = z
  .object({ name: z.string().max(CONTACT_TYPE_NAME_MAX), description: z.string().max(CONTACT_TYPE_DESCRIPTION_MAX).default('') })
  .strict();
export type ContactTypeBody = z.input<typeof ContactTypeBodySchema>;
export const ContactTypeListSchema = z.object({ items: z.array(ContactTypeSchema) });
