import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { CALL_ACCESS_MAX_DIGITS, type CallAccess, type CallAccessBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const DIGITS = new RegExp(`^\\d{1,${CALL_ACCESS_MAX_DIGITS}}$`);

const toAccess = (u: { id: number; extension: string | null; line: string | null }): CallAccess => ({ user_id: u.id, extension: u.extension, line: u.line });

/** Every user of the company who has call access (an extension), for the users screen. */
export async function listCallAccess(db: Db, companyId: number): Promise<CallAccess[]> {
  const rows = await db
    .select({ id: users.id, extension: users.extension, line: users.line })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.extension)))
    .orderBy(asc(users.id));
  return rows.map(toAccess);
}

/**
 * Spec §3 Call access: an extension number and a line, digits only, the extension unique in the
 * company. Both empty removes the access. Only admins set it (like every change to a user).
 */
export async function setCallAccess(db: Db, actor: { companyId: number; role: string }, userId: number, body: CallAccessBody): Promise<CallAccess> {
  if (actor.role !== 'admin') throw new AppError('err_no_edit_permission');
  const extension = body.extension?.trim() || null;
  const line = body.line?.trim() || null;
  if (extension === null && line !== null) throw new AppError('err_value_required', { field: 'extension' });
  if (extension !== null && !DIGITS.test(extension)) throw new AppError('err_extension_invalid', { field: 'extension', max: CALL_ACCESS_MAX_DIGITS });
  if (extension !== null && line === null) throw new AppError('err_value_required', { field: 'line' });
  if (line !== null && !DIGITS.test(line)) throw new AppError('err_line_invalid', { field: 'line', max: CALL_ACCESS_MAX_DIGITS });
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)))
      .limit(1);
    if (!target) throw new AppError('err_user_not_found');
    if (extension !== null) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, actor.companyId), eq(users.extension, extension), ne(users.id, userId)))
        .limit(1);
      if (taken) throw new AppError('err_extension_duplicate', { field: 'extension' });
    }
    const [row] = await tx.update(users).set({ extension, line, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return toAccess(row);
  });
}

/** What the calling feature asks before it places a call: the caller's own access, or the spec's refusal. */
export async function myCallAccess(db: Db, userId: number): Promise<CallAccess> {
  const [row] = await db.select({ id: users.id, extension: users.extension, line: users.line }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.extension || !row.line) throw new AppError('err_no_call_permission');
  return toAccess(row);
}
