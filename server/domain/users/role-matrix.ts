import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions } from '../../db/schema';
import { PERMISSIONS, ROLES, type Permission, type Role, type RoleMatrix } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';

export async function roleMatrix(db: Db, companyId: number): Promise<RoleMatrix> {
  const rows = await db.select().from(rolePermissions).where(eq(rolePermissions.companyId, companyId));
  // Listed in the order of the permission list, whatever order the rows come in.
  return {
    items: ROLES.map((role) => ({
      role,
      permissions: PERMISSIONS.filter((p) => rows.some((r) => r.role === role && r.permission === p)),
    })),
  };
}

/**
 * Replaces one role's permissions in one transaction. Only admins edit the matrix, and the admin
 * role itself keeps every permission, so a company can never lock itself out of its settings.
 * A real change is audited with the role's permissions before and after, in list order.
 */
export async function setRolePermissions(db: Db, actor: { companyId: number; role: string }, role: Role, permissions: Permission[], by: Auditor) {
  if (actor.role !== 'admin') throw new AppError('err_no_edit_permission');
  if (role === 'admin') throw new AppError('err_forbidden_action');
  const after = PERMISSIONS.filter((p) => permissions.includes(p));
  await db.transaction(async (tx) => {
    const ofRole = and(eq(rolePermissions.companyId, actor.companyId), eq(rolePermissions.role, role));
    const removed = await tx.delete(rolePermissions).where(ofRole).returning({ permission: rolePermissions.permission });
    if (after.length) await tx.insert(rolePermissions).values(after.map((permission) => ({ companyId: actor.companyId, role, permission })));
    const before = PERMISSIONS.filter((p) => removed.some((r) => r.permission === p));
    if (before.join() !== after.join()) await writeAudit(tx as unknown as Db, actor.companyId, by, 'role.permissions_changed', { role, before, after });
  });
}
