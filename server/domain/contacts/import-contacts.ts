import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contacts, contactTypes } from '../../db/schema';
import {
  CONTACT_IMPORT_MAX_ROWS,
  contactKeys,
  contactViolations,
  duplicateRows,
  importRowToFields,
  keyField,
  normalizeContact,
  type ContactImportBodySchema,
  type ContactImportError,
  type ContactImportResult,
  type ContactInput,
} from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { underContactsLock, type ContactActor } from './actor';
import { takenKeys } from './duplicates';
import { toColumns } from './to-dto';

type Body = z.output<typeof ContactImportBodySchema>;
interface Checked {
  errors: ContactImportError[];
  valid: { row: number; input: ContactInput }[];
}

const INSERT_BATCH = 500;

/** Every rule of every row: the form's rules, the type by name, and no e-mail or phone twice. */
async function checkRows(db: Db, actor: ContactActor, body: Body): Promise<Checked> {
  const types = await db.select({ id: contactTypes.id, name: contactTypes.name }).from(contactTypes).where(eq(contactTypes.companyId, actor.companyId));
  const typeId = new Map(types.map((t) => [t.name.trim().toLowerCase(), t.id]));
  const errors: ContactImportError[] = [];
  const valid: Checked['valid'] = [];
  body.rows.forEach((raw, index) => {
    const row = body.row_offset + index + 1;
    const typeName = (raw.type ?? '').trim().toLowerCase();
    const type = typeName ? typeId.get(typeName) : null;
    if (type === undefined) errors.push({ row, field: 'type', code: 'err_contact_type_not_found' });
    const fields = importRowToFields(raw, type ?? null);
    const violations = contactViolations(fields);
    for (const v of violations) errors.push({ row, field: String(v.path[0]), code: v.code, ...(v.params ? { params: v.params } : {}) });
    if (violations.length === 0 && type !== undefined) valid.push({ row, input: normalizeContact(fields) });
  });
  const repeated = duplicateRows(valid.map((v) => v.input));
  const taken = await takenKeys(
    db,
    actor.companyId,
    valid.map((v) => v.input),
  );
  valid.forEach((v, i) => {
    const key = contactKeys(v.input).find((k) => taken.has(k)) ?? repeated.get(i);
    if (key) errors.push({ row: v.row, field: keyField(key), code: 'err_contact_exists' });
  });
  errors.sort((a, b) => a.row - b.row);
  return { errors, valid };
}

/**
 * Import of rows the console already mapped to contact fields. A dry run only reports; a real
 * import stores every row in one transaction or, if any row fails, nothing (`errors` non-empty).
 */
export async function importContacts(db: Db, actor: ContactActor, body: Body): Promise<ContactImportResult> {
  if (body.rows.length > CONTACT_IMPORT_MAX_ROWS) throw new AppError('err_contact_import_too_many', { max: CONTACT_IMPORT_MAX_ROWS });
  const total = body.rows.length;
  if (body.dry_run) return { dry_run: true, total, imported: 0, errors: (await checkRows(db, actor, body)).errors };
  return underContactsLock(db, actor.companyId, async (tx) => {
    // Checked again under the lock, so nobody adds a clashing contact between check and insert.
    const { errors, valid } = await checkRows(tx, actor, body);
    if (errors.length) return { dry_run: false, total, imported: 0, errors };
    for (let i = 0; i < valid.length; i += INSERT_BATCH) {
      const batch = valid.slice(i, i + INSERT_BATCH);
      await tx
        .insert(contacts)
        .values(batch.map(({ input }) => ({ companyId: actor.companyId, ...toColumns(input), createdByKind: 'me' as const, createdByUserId: actor.userId })));
    }
    return { dry_run: false, total, imported: valid.length, errors: [] };
  });
}
