import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { permissionsOf } from '../users/role-permissions';
import type { Permission } from '../../../contracts';
import type { InteractionViewer } from './find-visible';

/** The viewer of a REST request (its permissions were read for this request). */
export const viewerOf = (auth: { user: { id: number; companyId: number | null }; permissions: readonly Permission[] }): InteractionViewer => ({
  id: auth.user.id,
  companyId: auth.user.companyId!,
  permissions: auth.permissions,
});

/**
 * The viewer behind a socket, read afresh: socket events carry no request, so a deactivated user
 * or a revoked permission counts at once.
 */
export async function currentViewer(db: Db, userId: number, companyId: number): Promise<InteractionViewer> {
  const [user] = await db.select({ status: users.status, companyId: users.companyId, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active' || user.companyId !== companyId) throw new AppError('err_auth_failed');
  return { id: userId, companyId, permissions: await permissionsOf(db, companyId, user.role) };
}
