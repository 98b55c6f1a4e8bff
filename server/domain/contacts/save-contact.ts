import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import type { ContactFields, CreatorKind } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, underContactsLock, visibleTo, type ContactActor } from './actor';
import { ensureFree, ensureType } from './duplicates';
import { findContact } from './get-contact';
import { toColumns } from './to-dto';
import { parseContact } from './validate';

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_contact_exists');
    throw err;
  }
}

/** Registers a contact; `creator` is the staff member unless the system or a virtual agent adds it. */
export async function createContact(
  db: Db,
  actor: ContactActor,
  fields: ContactFields,
  creator: { kind: CreatorKind; userId: number | null } = { kind: 'me', userId: actor.userId },
) {
  const input = parseContact(fields);
  const id = await guardUnique(() =>
    underContactsLock(db, actor.companyId, async (tx) => {
      await ensureType(tx, actor.companyId, input.type_id);
      await ensureFree(tx, actor.companyId, input);
      const [row] = await tx
        .insert(contacts)
        .values({ companyId: actor.companyId, ...toColumns(input), createdByKind: creator.kind, createdByUserId: creator.userId })
        .returning({ id: contacts.id });
      return row.id;
    }),
  );
  return findContact(db, { ...actor, viewAll: true }, id);
}

export async function updateContact(db: Db, actor: ContactActor, id: number, fields: ContactFields) {
  const input = parseContact(fields);
  await guardUnique(() =>
    underContactsLock(db, actor.companyId, async (tx) => {
      const [row] = await tx
        .update(contacts)
        .set({ ...toColumns(input), updatedAt: sql`now()` })
        .where(and(eq(contacts.id, id), visibleTo(actor)))
        .returning({ id: contacts.id });
      if (!row) throw new AppError('err_contact_not_found');
      // Checked after the update inside the same transaction: a refusal rolls it back.
      await ensureType(tx, actor.companyId, input.type_id);
      await ensureFree(tx, actor.companyId, input, id);
    }),
  );
  return findContact(db, actor, id);
}
