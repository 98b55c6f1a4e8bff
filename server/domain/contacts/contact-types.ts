import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, contactTypes } from '../../db/schema';
import type { ContactType, ContactTypeBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from './actor';

type Row = typeof contactTypes.$inferSelect;
const toDto = (r: Row, contactCount: number): ContactType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  contact_count: contactCount,
  created_at: r.createdAt.toISOString(),
});

/** The company's contact types by name, each with how many contacts carry it. */
export async function listContactTypes(db: Db, companyId: number) {
  const rows = await db
    .select({ t: contactTypes, n: count(contacts.id) })
    .from(contactTypes)
    .leftJoin(contacts, eq(contacts.typeId, contactTypes.id))
    .where(eq(contactTypes.companyId, companyId))
    .groupBy(contactTypes.id)
    .orderBy(asc(sql`lower(${contactTypes.name})`), asc(contactTypes.id));
  return { items: rows.map((r) => toDto(r.t, Number(r.n))) };
}

function cleanBody(body: ContactTypeBody) {
  const name = body.name.trim();
  if (!name) throw new AppError('err_contact_type_name_empty', { field: 'name' });
  return { name, description: (body.description ?? '').trim() };
}

/** Names are unique per company whatever their case; the index (on lower(name)) settles races. */
async function ensureFree(db: Db, companyId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: contactTypes.id })
    .from(contactTypes)
    .where(and(eq(contactTypes.companyId, companyId), sql`lower(${contactTypes.name}) = lower(${name})`, exceptId ? ne(contactTypes.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('err_contact_type_duplicate', { field: 'name' });
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_contact_type_duplicate', { field: 'name' });
    throw err;
  }
}

export async function createContactType(db: Db, companyId: number, body: ContactTypeBody) {
  const values = cleanBody(body);
  await ensureFree(db, companyId, values.name);
  const [row] = await guard(() =>
    db
      .insert(contactTypes)
      .values({ companyId, ...values })
      .returning(),
  );
  return toDto(row, 0);
}

export async function updateContactType(db: Db, companyId: number, id: number, body: ContactTypeBody) {
  const values = cleanBody(body);
  await ensureFree(db, companyId, values.name, id);
  const [row] = await guard(() =>
    db
      .update(contactTypes)
      .set(values)
      .where(and(eq(contactTypes.id, id), eq(contactTypes.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_contact_type_not_found');
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(eq(contacts.typeId, id));
  return toDto(row, Number(n));
}

/** Contacts of a deleted type keep everything but the type. */
export async function deleteContactType(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(contactTypes)
    .where(and(eq(contactTypes.id, id), eq(contactTypes.companyId, companyId)))
    .returning({ id: contactTypes.id });
  if (!row) throw new AppError('err_contact_type_not_found');
}
