import { z } from 'zod';
import type { ContactInput } from './contact-rules';
import type { ContactFields } from './contact.schema';

/** Contact import and export: the columns, a mapped row, the report, and the duplicate keys of a file. */
/** Columns of an import (after the console's mapping step) and of an export, in this order. */
export const CONTACT_IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'extra_emails',
  'extra_phones',
  'company_name',
  'profession',
  'description',
  'note',
  'city',
  'district',
  'subdistrict',
  'address_detail',
  'type',
  'is_special',
] as const;
export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];

/** One file row as the console mapped it: every value a cell's text. */
export const ContactImportRowSchema = z
  .object(Object.fromEntries(CONTACT_IMPORT_FIELDS.map((f) => [f, z.string().max(20_000).optional()])) as Record<ContactImportField, z.ZodOptional<z.ZodString>>)
  .strict();
export type ContactImportRow = z.infer<typeof ContactImportRowSchema>;

/**
 * POST /api/contacts/import. `dry_run` only validates; otherwise every row is stored in one
 * transaction, or none is. `row_offset` numbers the report's rows when the console validates a
 * file in chunks (row = offset + index + 1).
 */
export const ContactImportBodySchema = z
  .object({
    rows: z.array(ContactImportRowSchema).min(1),
    dry_run: z.boolean().default(false),
    row_offset: z.number().int().min(0).default(0),
  })
  .strict();
export type ContactImportBody = z.input<typeof ContactImportBodySchema>;

export const ContactImportErrorSchema = z.object({ row: z.number().int(), field: z.string(), code: z.string(), params: z.record(z.string(), z.number()).optional() });
export type ContactImportError = z.infer<typeof ContactImportErrorSchema>;
export const ContactImportResultSchema = z.object({
  dry_run: z.boolean(),
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(ContactImportErrorSchema),
});
export type ContactImportResult = z.infer<typeof ContactImportResultSchema>;
/** A real import with any bad row: nothing stored, the report travels with the catalogue code. */
export const ContactImportRefusalSchema = ContactImportResultSchema.extend({
  code: z.literal('err_contact_import_invalid'),
  message: z.string(),
  count: z.number().int(),
});
export type ContactImportRefusal = z.infer<typeof ContactImportRefusalSchema>;

/** A cell holding several e-mails or phones: separated by ';', ',' or new lines. */
export const splitCell = (value: string | undefined) =>
  (value ?? '')
    .split(/[;,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'x', 'тийм', 'тийм.', 'онцгой', 'special']);
export const parseFlag = (value: string | undefined) => TRUE_WORDS.has((value ?? '').trim().toLowerCase());

/** A mapped row as form fields; the type is named in the file and resolved by the caller. */
export function importRowToFields(row: ContactImportRow, typeId: number | null): ContactFields {
  const cell = (f: ContactImportField) => (row[f] ?? '').trim();
  return {
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    email: cell('email'),
    extra_emails: splitCell(row.extra_emails),
    phone: cell('phone'),
    extra_phones: splitCell(row.extra_phones),
    company_name: cell('company_name'),
    profession: cell('profession'),
    description: cell('description'),
    note: cell('note'),
    city: cell('city'),
    district: cell('district'),
    subdistrict: cell('subdistrict'),
    address_detail: cell('address_detail'),
    social_accounts: [],
    type_id: typeId,
    is_special: parseFlag(row.is_special),
  };
}

/** The e-mails and phones a stored contact is known by (the keys of the duplicate rule). */
export const contactKeys = (c: Pick<ContactInput, 'email' | 'extra_emails' | 'phone' | 'extra_phones'>) => [
  ...[c.email, ...c.extra_emails].filter(Boolean).map((e) => `e:${e}`),
  ...[c.phone, ...c.extra_phones].filter(Boolean).map((p) => `p:${p}`),
];

/** Rows that repeat an e-mail or phone of an earlier row of the same file: index → the repeated key. */
export function duplicateRows(rows: Pick<ContactInput, 'email' | 'extra_emails' | 'phone' | 'extra_phones'>[]): Map<number, string> {
  const seen = new Set<string>();
  const dup = new Map<number, string>();
  rows.forEach((row, index) => {
    const keys = contactKeys(row);
    const repeated = keys.find((k) => seen.has(k));
    if (repeated) dup.set(index, repeated);
    for (const k of keys) seen.add(k);
  });
  return dup;
}

/** The field a duplicate key names. */
export const keyField = (key: string) => (key.startsWith('e:') ? 'email' : 'phone');
