import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInvites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyLimits } from '../billing/limits';

/**
 * The plan's user-count limit (null: unlimited): human users
 * plus pending invitations, leaving out a pending invitation of `replacingEmail` that a new one replaces.
 */
export async function assertRoomForUser(db: Db, companyId: number, opts: { countInvites: boolean; replacingEmail?: string }) {
  const { users: max } = await companyLimits(db, companyId);
  if (max === null) return;
  const [{ humans }] = await db
    .select({ humans: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'human')));
  let pending = 0;
  if (opts.countInvites) {
    const where = [
      eq(companyInvites.companyId, companyId),
      isNull(companyInvites.acceptedAt),
      isNull(companyInvites.revokedAt),
      gt(companyInvites.expiresAt, new Date()),
    ];
    if (opts.replacingEmail) where.push(ne(companyInvites.email, opts.replacingEmail));
    const [row] = await db
      .select({ n: count() })
      .from(companyInvites)
      .where(and(...where));
    pending = Number(row.n);
  }
  if (Number(humans) + pending >= max) throw new AppError('err_user_count_limit', { max, users: Number(humans), pending });
}
