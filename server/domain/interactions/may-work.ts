import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { permissionsOf } from '../users/role-permissions';

/**
 * Socket events carry no request: the user's status and permissions are read again for each,
 * so a deactivated user or a revoked permission stops working at once. Answers the first name,
 * which is all a customer ever sees of staff.
 */
export async function requireInteractionWork(db: Db, userId: number, companyId: number): Promise<{ firstName: string }> {
  const [user] = await db.select({ role: users.role, status: users.status, companyId: users.companyId, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active' || user.companyId !== companyId) throw new AppError('err_auth_failed');
  if (!(await permissionsOf(db, companyId, user.role)).includes('interaction.start')) throw new AppError('err_no_permission');
  return { firstName: user.firstName };
}
