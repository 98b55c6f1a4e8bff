import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Role, UserStatus } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { destroyUserSessions } from '../auth/sessions';

interface Actor {
  id: number;
  companyId: number;
  role: string;
}

/**
 * Only admins change or delete users, never across companies; nobody changes their own role or
 * status or deletes themselves;
 * the owner cannot be deactivated, re-roled or deleted.
 */
async function target(db: Db, actor: Actor, userId: number) {
  if (actor.role !== 'admin') throw new AppError('err_no_edit_permission');
  const [row] = await db
    .select({ user: users, ownerUserId: companies.ownerUserId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)))
    .limit(1);
  if (!row) throw new AppError('err_user_not_found');
  return { user: row.user, isOwner: row.ownerUserId === userId };
}

export async function changeRole(db: Db, actor: Actor, userId: number, role: Role) {
  if (actor.id === userId) throw new AppError('err_own_role_change');
  const t = await target(db, actor, userId);
  if (t.isOwner) throw new AppError('err_owner_protected');
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function changeStatus(db: Db, actor: Actor, userId: number, status: UserStatus) {
  // An admin switching themselves off would lock themselves out mid-click (the screen disables it too).
  if (actor.id === userId) throw new AppError('err_own_status_change');
  const t = await target(db, actor, userId);
  if (t.isOwner && status !== 'active') throw new AppError('err_owner_protected');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    // An inactive user's open sessions end at once.
    if (status === 'inactive') await destroyUserSessions(tx as unknown as Db, userId);
  });
}

export async function deleteUser(db: Db, actor: Actor, userId: number) {
  if (actor.id === userId) throw new AppError('err_own_delete');
  const t = await target(db, actor, userId);
  if (t.isOwner) throw new AppError('err_owner_protected');
  await db.delete(users).where(eq(users.id, userId));
}
