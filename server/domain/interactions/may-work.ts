import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { preparedStatement } from '../../db/prepared';

/**
 * Socket events carry no request: the user's status and permissions are read again for each,
 * so a deactivated user or a revoked permission stops working at once. One prepared query, for a
 * subscription and a message stored one at a time. The live events (a message, a read mark, a
 * typing signal) check the same rule inside their batched statements, which restate it
 * (append_messages, mark_reads, typing_lookup). Answers the first name, which is all a customer
 * ever sees of staff.
 */
const workOf = preparedStatement((db) =>
  db
    .select({
      status: users.status,
      companyId: users.companyId,
      firstName: users.firstName,
      allowed: sql<boolean>`${rolePermissions.permission} is not null`,
    })
    .from(users)
    .leftJoin(
      rolePermissions,
      and(eq(rolePermissions.companyId, users.companyId), eq(rolePermissions.role, users.role), eq(rolePermissions.permission, 'interaction.start')),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('require_interaction_work'),
);

export async function requireInteractionWork(db: Db, userId: number, companyId: number): Promise<{ firstName: string }> {
  const [user] = await workOf(db).execute({ userId });
  if (!user || user.status !== 'active' || user.companyId !== companyId) throw new AppError('err_auth_failed');
  if (!user.allowed) throw new AppError('err_no_permission');
  return { firstName: user.firstName };
}
