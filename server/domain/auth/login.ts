import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { THROTTLE, accountKey, addressKey, clearKey, lockedFor, recordFailure } from './throttle';

/**
 * Checks the password, the throttles and the user's status, then opens a session.
 * The inactive message is given only after a correct password, so it reveals nothing.
 */
export async function login(db: Db, input: { email: string; password: string; ip: string; userAgent: string }) {
  const email = input.email.trim().toLowerCase();
  const keys = [accountKey(email), addressKey(input.ip)];
  const wait = await lockedFor(db, keys);
  if (wait > 0) throw new AppError('err_too_many_attempts', { retryAfter: wait });

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordFailure(db, keys[0], THROTTLE.perAccount);
    await recordFailure(db, keys[1], THROTTLE.perAddress);
    throw new AppError('err_invalid_credentials');
  }
  await clearKey(db, keys[0]);
  if (user.status !== 'active') throw new AppError('err_user_inactive');
  if (user.userType !== 'human') throw new AppError('err_invalid_credentials');
  const session = await createSession(db, user.id, { ip: input.ip, userAgent: input.userAgent });
  return { user, ...session };
}
