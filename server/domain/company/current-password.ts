import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../auth/passwords';
import { THROTTLE, clearKey, reserveAll } from '../auth/throttle';

/**
 * The current password of a signed-in user, throttled like sign-in: the attempt is reserved before
 * the check, so a stolen session cannot guess it quickly; the right one clears the count.
 */
export async function checkCurrentPassword(db: Db, me: typeof users.$inferSelect, password: string) {
  const key = `pw:user:${me.id}`;
  await reserveAll(db, [{ key, rule: THROTTLE.passwordChange }]);
  if (!(await verifyPassword(me.passwordHash, password))) throw new AppError('err_current_password_wrong', { field: 'current_password' });
  await clearKey(db, key);
}
