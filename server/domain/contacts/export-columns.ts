import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_IMPORT_FIELDS, LOCALES, type Contact, type Locale } from '../../../contracts';
import { ROOT_DIR } from '../../config';
import { isoInZone } from '../../lib/zoned-time';

/** The import's columns (so an export imports back) plus when and by whom each was registered. */
export const EXPORT_COLUMNS = [...CONTACT_IMPORT_FIELDS, 'created_at', 'created_by'] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

interface ContactsLocale {
  fields: Record<string, string>;
  creator: Record<string, string>;
  special: { yes: string; no: string };
}

/** The console's own labels (locales/<lang>/contacts.json), so a file's headers read as the screen does. */
const labels = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'contacts.json'), 'utf8')) as ContactsLocale])) as Record<
  Locale,
  ContactsLocale
>;

export const exportHeaders = (lang: Locale) => EXPORT_COLUMNS.map((c) => labels[lang].fields[c] ?? c);

/** One contact as the cells of a row, in EXPORT_COLUMNS order; dates in the company's zone with its offset. */
export function exportCells(c: Contact, lang: Locale, timeZone: string): string[] {
  const l = labels[lang];
  const value: Record<ExportColumn, string> = {
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    extra_emails: c.extra_emails.join('; '),
    extra_phones: c.extra_phones.join('; '),
    company_name: c.company_name,
    profession: c.profession,
    description: c.description,
    note: c.note,
    city: c.city,
    district: c.district,
    subdistrict: c.subdistrict,
    address_detail: c.address_detail,
    type: c.type_name ?? '',
    is_special: c.is_special ? l.special.yes : '',
    created_at: isoInZone(c.created_at, timeZone),
    created_by: c.created_by.kind === 'me' ? c.created_by.name : l.creator[c.created_by.kind],
  };
  return EXPORT_COLUMNS.map((k) => value[k]);
}

/** contacts-2025-03-01.csv: what the list was, and when (the company's day). */
export const exportFilename = (format: 'csv' | 'xlsx', timeZone: string, now = new Date()) => `contacts-${isoInZone(now, timeZone).slice(0, 10)}.${format}`;
