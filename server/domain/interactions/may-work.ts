import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { permissionsOf } from '../users/role-permissions';

/**
 * Socket events carry no request: the user's status and permissions are read again for each,
 * so a deactivated user or a revoked permission stops working at once.
 */
export async function requireInteractionWork(db: Db, userId: number, companyId: number) {
  const [user] = await db.select({ role: users.role, status: users.status, companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active' || user.companyId !== companyId) throw new AppError('err_auth_failed');
  if (!(await permissionsOf(db, companyId, user.role)).includes('interaction.start')) throw new AppError('err_no_permission');
}
