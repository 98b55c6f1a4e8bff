import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Role, UserStatus } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { personName, type Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { destroyUserSessions } from '../auth/sessions';

interface Actor {
  id: number;
  companyId: number;
  role: string;
}

/**
 * Only admins change or delete users, never across companies; nobody changes their own role or
 * status or deletes themselves; the owner cannot be deactivated, re-roled or deleted.
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

/** Names the touched user in an audit row as they were at the time. */
const subject = (u: typeof users.$inferSelect) => ({ user_id: u.id, user_name: personName(u), email: u.email });

/** The target's row, locked for the rest of the transaction, so `before` is what the change replaced. */
async function locked(tx: Db, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function changeRole(db: Db, actor: Actor, userId: number, role: Role, by: Auditor) {
  if (actor.id === userId) throw new AppError('err_own_role_change');
  const t = await target(db, actor, userId);
  if (t.isOwner) throw new AppError('err_owner_protected');
  await db.transaction(async (tx) => {
    const before = await locked(tx as unknown as Db, userId);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    if (before && before.role !== role)
      await writeAudit(tx as unknown as Db, actor.companyId, by, 'user.role_changed', { ...subject(before), before: before.role, after: role });
  });
}

export async function changeStatus(db: Db, actor: Actor, userId: number, status: UserStatus, by: Auditor) {
  const t = await target(db, actor, userId);
  if (t.isOwner && status !== 'active') throw new AppError('err_owner_protected');
  // An admin switching themselves off would lock themselves out mid-click (the screen disables it too).
  if (actor.id === userId) throw new AppError('err_own_status_change');
  await db.transaction(async (tx) => {
    const before = await locked(tx as unknown as Db, userId);
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    // An inactive user's open sessions end at once.
    if (status === 'inactive') await destroyUserSessions(tx as unknown as Db, userId);
    if (before && before.status !== status) {
      const action = status === 'active' ? 'user.activated' : 'user.deactivated';
      await writeAudit(tx as unknown as Db, actor.companyId, by, action, { ...subject(before), before: before.status, after: status });
    }
  });
}

export async function deleteUser(db: Db, actor: Actor, userId: number, by: Auditor) {
  const t = await target(db, actor, userId);
  if (t.isOwner) throw new AppError('err_owner_protected');
  if (actor.id === userId) throw new AppError('err_own_delete');
  await db.transaction(async (tx) => {
    const gone = await tx.delete(users).where(eq(users.id, userId)).returning();
    if (gone[0]) await writeAudit(tx as unknown as Db, actor.companyId, by, 'user.deleted', { ...subject(gone[0]), role: gone[0].role });
  });
}
