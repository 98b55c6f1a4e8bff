import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedResponses } from '../../db/schema';
import { hasNoSpaces, type SavedResponse, type SavedResponseBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';

const toDto = (r: typeof savedResponses.$inferSelect): SavedResponse => ({
  id: r.id,
  key: r.key,
  answer: r.answer,
  created_at: r.createdAt.toISOString(),
  created_by: r.createdBy,
});

/** Keys match by prefix in any case, as the composer offers them while '/key' is typed; `%` and `_` are literal. */
export async function listSavedResponses(db: Db, companyId: number, q?: string) {
  const prefix = q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select()
    .from(savedResponses)
    .where(and(eq(savedResponses.companyId, companyId), prefix ? sql`lower(${savedResponses.key}) like lower(${prefix})` : undefined))
    .orderBy(asc(savedResponses.key));
  return { items: rows.map(toDto) };
}

async function ensureFree(db: Db, companyId: number, key: string, exceptId?: number) {
  if (!hasNoSpaces(key)) throw new AppError('err_quick_response_key_invalid', { field: 'key' });
  // 'hello' and 'HELLO' are one key (as interaction tags' 'vip' and 'VIP' are one tag).
  const [taken] = await db
    .select({ id: savedResponses.id })
    .from(savedResponses)
    .where(and(eq(savedResponses.companyId, companyId), sql`lower(${savedResponses.key}) = lower(${key})`))
    .limit(1);
  if (taken && taken.id !== exceptId) throw new AppError('err_quick_response_key_duplicate', { field: 'key' });
}

/** A race past the check still meets the unique index; it answers the same catalogue error. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError('err_quick_response_key_duplicate', { field: 'key' });
    }
    throw err;
  }
}

export async function createSavedResponse(db: Db, companyId: number, userId: number, body: SavedResponseBody) {
  await ensureFree(db, companyId, body.key);
  const [row] = await guardUnique(() => db.insert(savedResponses).values({ companyId, key: body.key, answer: body.answer, createdBy: userId }).returning());
  return toDto(row);
}

export async function updateSavedResponse(db: Db, companyId: number, id: number, body: SavedResponseBody) {
  await ensureFree(db, companyId, body.key, id);
  const [row] = await guardUnique(() =>
    db
      .update(savedResponses)
      .set({ key: body.key, answer: body.answer })
      .where(and(eq(savedResponses.id, id), eq(savedResponses.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_quick_response_not_found');
  return toDto(row);
}

export async function deleteSavedResponse(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(savedResponses)
    .where(and(eq(savedResponses.id, id), eq(savedResponses.companyId, companyId)))
    .returning({ id: savedResponses.id });
  if (!row) throw new AppError('err_quick_response_not_found');
}
