import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions } from '../../db/schema';
import { PERMISSIONS, ROLES, type Permission, type Role, type RoleMatrix } from '../../../contracts';
import { AppError } from '../../lib/app-error';

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
 */
export async function setRolePermissions(db: Db, actor: { companyId: number; role: string }, role: Role, permissions: Permission[]) {
  if (actor.role !== 'admin') throw new AppError('err_no_edit_permission');
  if (role === 'admin') throw new AppError('err_forbidden_action');
  const unique = [...new Set(permissions)];
  await db.transaction(async (tx) => {
    await tx.delete(rolePermissions).where(and(eq(rolePermissions.companyId, actor.companyId), eq(rolePermissions.role, role)));
    if (unique.length) await tx.insert(rolePermissions).values(unique.map((permission) => ({ companyId: actor.companyId, role, permission })));
  });
}
