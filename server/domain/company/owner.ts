import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { personName, type Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { companyRow } from './get-company';

/** Typed confirmations compare the company name exactly, apart from surrounding spaces. */
export function checkConfirmName(companyName: string, typed: string) {
  if (typed.trim() !== companyName.trim()) throw new AppError('err_confirm_name_mismatch', { field: 'confirm_name' });
}

/** Only the owner (creator) acts here; an admin who is not the owner is refused like anyone else. */
export async function requireOwner(db: Db, companyId: number, userId: number, code: 'err_only_creator_delete' | 'err_forbidden_action') {
  const company = await companyRow(db, companyId);
  if (company.ownerUserId !== userId) throw new AppError(code);
  return company;
}

/**
 * Spec §4 Owner transfer: to one active admin of the same company, irreversible for the one who
 * gives it away (they stay an admin, and only the new owner could hand it back).
 */
export async function transferOwner(db: Db, companyId: number, by: Auditor, body: { user_id: number; confirm_name: string }) {
  const actorId = by.userId;
  const company = await requireOwner(db, companyId, actorId, 'err_forbidden_action');
  checkConfirmName(company.name, body.confirm_name);
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, body.user_id), eq(users.companyId, companyId)))
    .limit(1);
  if (!target || target.id === actorId || target.role !== 'admin' || target.status !== 'active' || target.userType !== 'human') {
    throw new AppError('err_owner_target_invalid', { field: 'user_id' });
  }
  await db.transaction(async (tx) => {
    // The guard on the old owner makes two transfers at once end with one winner.
    const moved = await tx
      .update(companies)
      .set({ ownerUserId: target.id, updatedAt: new Date() })
      .where(and(eq(companies.id, companyId), eq(companies.ownerUserId, actorId)))
      .returning({ id: companies.id });
    if (moved.length === 0) throw new AppError('err_forbidden_action');
    await writeAudit(tx as unknown as Db, companyId, by, 'company.owner_transferred', {
      before: { user_id: actorId, user_name: by.userName },
      after: { user_id: target.id, user_name: personName(target), email: target.email },
    });
  });
  return target;
}
