import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import type { ContactFilterSchema, ContactList, ContactListQuerySchema } from '../../../contracts';
import { visibleTo, type ContactActor } from './actor';
import { selectContacts, toContact } from './to-dto';

export type ContactFilterValues = z.output<typeof ContactFilterSchema>;

const PHONE_LIKE = /^[\d\s()+\-.]+$/;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** q matches names (either order), e-mails, company name, and (a number-like q) phones by their digits. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const parts: SQL[] = [
    sql`lower(${contacts.firstName} || ' ' || ${contacts.lastName}) like ${pattern}`,
    sql`lower(${contacts.lastName} || ' ' || ${contacts.firstName}) like ${pattern}`,
    sql`${contacts.email} like ${pattern}`,
    sql`array_to_string(${contacts.extraEmails}, ' ') like ${pattern}`,
    sql`lower(${contacts.companyName}) like ${pattern}`,
  ];
  // Phones by their digits, only when the query reads as a number ('+976 9911-22'): the digits of
  // a word such as 'boldbaatar2024' would match unrelated phones.
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : '';
  if (digits.length >= 3) {
    const digitPattern = `%${digits}%`;
    parts.push(sql`${contacts.phone} like ${digitPattern}`, sql`array_to_string(${contacts.extraPhones}, ' ') like ${digitPattern}`);
  }
  return or(...parts);
}

export function contactWhere(actor: ContactActor, f: ContactFilterValues): SQL {
  return and(
    visibleTo(actor),
    f.q ? searchCondition(f.q) : undefined,
    f.type_id ? eq(contacts.typeId, f.type_id) : undefined,
    f.is_special ? eq(contacts.isSpecial, f.is_special === 'true') : undefined,
    f.created_from ? gte(contacts.createdAt, new Date(f.created_from)) : undefined,
    f.created_to ? lte(contacts.createdAt, new Date(f.created_to)) : undefined,
  )!;
}

/** The sort, with the id last so pages never overlap or skip rows of equal keys. */
export function contactOrder(f: ContactFilterValues): SQL[] {
  const dir = f.dir === 'asc' ? asc : desc;
  const keys: Record<ContactFilterValues['sort'], SQL[]> = {
    created_at: [dir(contacts.createdAt)],
    name: [dir(sql`lower(${contacts.lastName})`), dir(sql`lower(${contacts.firstName})`)],
    email: [dir(contacts.email)],
    company_name: [dir(sql`lower(${contacts.companyName})`)],
  };
  return [...keys[f.sort], dir(contacts.id)];
}

export async function listContacts(db: Db, actor: ContactActor, query: z.output<typeof ContactListQuerySchema>): Promise<ContactList> {
  const where = contactWhere(actor, query);
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
  const rows = await selectContacts(db)
    .where(where)
    .orderBy(...contactOrder(query))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: rows.map(toContact), total: Number(n) };
}
