import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, contactTypes } from '../../db/schema';
import { contactKeys, type ContactInput } from '../../../contracts';
import { AppError } from '../../lib/app-error';

type Keyed = Pick<ContactInput, 'email' | 'extra_emails' | 'phone' | 'extra_phones'>;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The keys ('e:mail', 'p:+976…') among `wanted` that a contact of the company already uses as
 * its primary or an extra e-mail or phone, ignoring the contacts `exceptIds`.
 */
export async function takenKeys(db: Db, companyId: number, wanted: Keyed[], exceptIds: number[] = []): Promise<Set<string>> {
  const emails = [...new Set(wanted.flatMap((w) => [w.email, ...w.extra_emails]).filter(Boolean))];
  const phones = [...new Set(wanted.flatMap((w) => [w.phone, ...w.extra_phones]).filter(Boolean))];
  if (emails.length + phones.length === 0) return new Set();
  const matches: SQL[] = [];
  if (emails.length) matches.push(inArray(sql`lower(${contacts.email})`, emails), sql`${contacts.extraEmails} && ${textArray(emails)}`);
  if (phones.length) matches.push(inArray(contacts.phone, phones), sql`${contacts.extraPhones} && ${textArray(phones)}`);
  const rows = await db
    .select({ email: contacts.email, extraEmails: contacts.extraEmails, phone: contacts.phone, extraPhones: contacts.extraPhones })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), or(...matches), exceptIds.length ? notInArray(contacts.id, exceptIds) : undefined));
  const taken = new Set<string>();
  for (const r of rows)
    for (const key of contactKeys({ email: r.email.toLowerCase(), extra_emails: r.extraEmails, phone: r.phone, extra_phones: r.extraPhones })) taken.add(key);
  return taken;
}

/** Spec §8 'already exists': an e-mail or phone of this contact belongs to another one. */
export async function ensureFree(db: Db, companyId: number, input: Keyed, exceptId?: number) {
  const taken = await takenKeys(db, companyId, [input], exceptId ? [exceptId] : []);
  const clash = contactKeys(input).find((k) => taken.has(k));
  if (clash) throw new AppError('err_contact_exists', { field: clash.startsWith('e:') ? 'email' : 'phone' });
}

/** A type id must name one of the company's contact types. */
export async function ensureType(db: Db, companyId: number, typeId: number | null) {
  if (typeId === null) return;
  const [row] = await db
    .select({ id: contactTypes.id })
    .from(contactTypes)
    .where(and(eq(contactTypes.id, typeId), eq(contactTypes.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_contact_type_not_found');
}
