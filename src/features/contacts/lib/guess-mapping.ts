import { CONTACT_IMPORT_FIELDS, type ContactImportField } from '../../../../contracts/contact-import.schema';
import en from '../../../../locales/en/contacts.json';
import mn from '../../../../locales/mn/contacts.json';

/** Column index → contact field, or null for a column that is not imported. */
export type ColumnMapping = (ContactImportField | null)[];

const normal = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_\-./()]+/g, '');

// Besides the field key and both languages' labels (what our export writes), common header words.
const SYNONYMS: Record<ContactImportField, string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'name', 'нэр'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'овог', 'эцэгийннэр'],
  email: ['email', 'e-mail', 'mail', 'имэйл', 'и-мэйл', 'цахимшуудан'],
  phone: ['phone', 'mobile', 'tel', 'telephone', 'phonenumber', 'утас', 'утасныдугаар', 'гар утас'],
  extra_emails: ['otheremails', 'additionalemails', 'нэмэлтимэйл'],
  extra_phones: ['otherphones', 'additionalphones', 'нэмэлтутас'],
  company_name: ['company', 'organization', 'organisation', 'companyname', 'байгууллага', 'компани'],
  profession: ['profession', 'jobtitle', 'title', 'occupation', 'мэргэжил', 'албантушаал'],
  description: ['description', 'тайлбар'],
  note: ['note', 'notes', 'comment', 'тэмдэглэл'],
  city: ['city', 'province', 'хот', 'аймаг'],
  district: ['district', 'дүүрэг', 'сум'],
  subdistrict: ['subdistrict', 'khoroo', 'хороо', 'баг'],
  address_detail: ['address', 'addressdetail', 'street', 'хаяг'],
  type: ['type', 'category', 'төрөл', 'ангилал'],
  is_special: ['special', 'vip', 'онцгой'],
};

const LOOKUP = new Map<string, ContactImportField>();
for (const field of CONTACT_IMPORT_FIELDS) {
  for (const word of [field, en.fields[field], mn.fields[field], ...SYNONYMS[field]]) {
    if (!LOOKUP.has(normal(word))) LOOKUP.set(normal(word), field);
  }
}

/** A first guess from the header row: each field taken by the first column that names it. */
export function guessMapping(headers: string[]): ColumnMapping {
  const used = new Set<ContactImportField>();
  return headers.map((header) => {
    const field = LOOKUP.get(normal(header));
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** Import needs a name column and a phone or e-mail column, or every row would fail. */
export function mappingUsable(mapping: ColumnMapping): boolean {
  const has = (f: ContactImportField) => mapping.includes(f);
  return (has('first_name') || has('last_name')) && (has('phone') || has('email'));
}
