import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions } from '../../db/schema';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES, type Permission, type Role } from '../../../contracts';

/** Copies the default matrix into a new company; role settings edit the rows afterwards. */
export async function seedRolePermissions(db: Db, companyId: number) {
  const rows = ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ companyId, role, permission })));
  await db.insert(rolePermissions).values(rows).onConflictDoNothing();
}

/** Read on every request, so a revoked permission is gone on the session's next call. */
export async function permissionsOf(db: Db, companyId: number | null, role: string): Promise<Permission[]> {
  if (!companyId) return [];
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.role, role)));
  const known = new Set<string>(PERMISSIONS);
  return rows.map((r) => r.permission).filter((p): p is Permission => known.has(p));
}

export const isKnownRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
