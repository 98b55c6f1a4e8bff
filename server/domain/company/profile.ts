import { and, eq, ne } from 'drizzle-orm';
import { ROLES, type PasswordChangeBody, type Profile, type ProfileBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkNewPassword, hashPassword } from '../auth/passwords';
import { sessionIdOf } from '../auth/sessions';
import { checkCurrentPassword } from './current-password';
import { pendingEmailOf } from './email-change';
import { checkImage, checkPersonName, checkPhone } from './rules';

type UserRow = typeof users.$inferSelect;

export const toProfile = (u: UserRow, pendingEmail: string | null = null): Profile => ({
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
  pending_email: pendingEmail,
});

/** One's profile with the new e-mail still waiting for its link, if any. */
export async function profileOf(db: Db, u: UserRow): Promise<Profile> {
  return toProfile(u, await pendingEmailOf(db, u.id));
}

/**
 * Spec §2 /user: one's own names, phone and picture. The role is shown, never changed here; the
 * sign-in e-mail may be sent back as it is, and changes only with the password and a link mailed
 * to the new address (email-change.ts), so a borrowed session cannot take the account over.
 */
export async function updateProfile(db: Db, me: UserRow, body: ProfileBody): Promise<Profile> {
  if (body.role !== undefined && body.role !== me.role) throw new AppError('err_own_role_change');
  if (body.email !== undefined && body.email.trim().toLowerCase() !== me.email) throw new AppError('err_email_change_confirm', { field: 'email' });
  const lastName = checkPersonName('last_name', body.last_name);
  const firstName = checkPersonName('first_name', body.first_name);
  const phone = checkPhone('phone', body.phone ?? '', true);
  const pictureUrl = checkImage('picture', body.picture ?? null);
  const [row] = await db.update(users).set({ firstName, lastName, phone, pictureUrl, updatedAt: new Date() }).where(eq(users.id, me.id)).returning();
  return profileOf(db, row);
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
