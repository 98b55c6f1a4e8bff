import { and, eq, ne } from 'drizzle-orm';
import { ROLES, type PasswordChangeBody, type Profile, type ProfileBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkNewPassword, hashPassword, verifyPassword } from '../auth/passwords';
import { THROTTLE, clearKey, reserveAll } from '../auth/throttle';
import { sessionIdOf } from '../auth/sessions';
import { checkEmail, checkImage, checkPersonName, checkPhone } from './rules';

type UserRow = typeof users.$inferSelect;

export const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  company_id: u.companyId ?? 0,
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
  email: u.email,
  picture: u.pictureUrl,
  role: (ROLES as readonly string[]).includes(u.role) ? (u.role as Profile['role']) : 'guest',
  extension: u.extension,
  line: u.line,
});

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Spec §2 /user: one's own names, phone, e-mail and picture. The role is shown, never changed here. */
export async function updateProfile(db: Db, me: UserRow, body: ProfileBody): Promise<Profile> {
  if (body.role !== undefined && body.role !== me.role) throw new AppError('err_own_role_change');
  const lastName = checkPersonName('last_name', body.last_name);
  const firstName = checkPersonName('first_name', body.first_name);
  const phone = checkPhone('phone', body.phone ?? '', true);
  const email = checkEmail('email', body.email);
  const pictureUrl = checkImage('picture', body.picture ?? null);
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, me.id))).limit(1);
  if (taken) throw new AppError('err_user_exists', { field: 'email' });
  try {
    const [row] = await db.update(users).set({ firstName, lastName, phone, email, pictureUrl, updatedAt: new Date() }).where(eq(users.id, me.id)).returning();
    return toProfile(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_user_exists', { field: 'email' });
    throw err;
  }
}

/**
 * The current password of a signed-in user, throttled like sign-in: the attempt is reserved before
 * the check, so a stolen session cannot guess it quickly; the right one clears the count.
 */
export async function checkCurrentPassword(db: Db, me: UserRow, password: string) {
  const key = `pw:user:${me.id}`;
  await reserveAll(db, [{ key, rule: THROTTLE.passwordChange }]);
  if (!(await verifyPassword(me.passwordHash, password))) throw new AppError('err_current_password_wrong', { field: 'current_password' });
  await clearKey(db, key);
}

/**
 * A new password after the current one; the user's other sessions end (a stolen session must not
 * outlive a password change), this one stays.
 */
export async function changePassword(db: Db, me: UserRow, currentToken: string, body: PasswordChangeBody) {
  if (!body.current_password) throw new AppError('err_value_required', { field: 'current_password' });
  checkNewPassword(body.new_password, 'new_password');
  await checkCurrentPassword(db, me, body.current_password);
  const passwordHash = await hashPassword(body.new_password);
  // Answers the ids of the ended sessions, whose sockets the caller closes.
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, me.id), ne(sessions.tokenHash, sessionIdOf(currentToken))))
      .returning({ id: sessions.tokenHash });
    return ended.map((s) => s.id);
  });
}
