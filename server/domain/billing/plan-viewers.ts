import { and, eq } from 'drizzle-orm';
import { ROLES } from '../../../contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { permissionsOf } from '../users/role-permissions';

/** The company's active people whose role holds plan.view: `billing.changed` goes to them. */
export async function planViewers(db: Db, companyId: number): Promise<number[]> {
  const roles: string[] = [];
  for (const role of ROLES) if ((await permissionsOf(db, companyId, role)).includes('plan.view')) roles.push(role);
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'human'), eq(users.status, 'active')));
  return rows.filter((r) => roles.includes(r.role)).map((r) => r.id);
}
