import { and, eq, gt, ne } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_HOURS, type EmailChangeBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { emailChanges, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { personName, type Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { sessionIdOf } from '../auth/sessions';
import { THROTTLE, reserveAll } from '../auth/throttle';
import { hashToken, newConfirmationToken } from '../onboarding/confirmation-token';
import { checkCurrentPassword } from './current-password';
import { checkEmail } from './rules';

type UserRow = typeof users.$inferSelect;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** The new address a user asked for and has not confirmed yet (an expired request counts as none). */
export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, new Date())))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Asks to move the sign-in e-mail to `body.email`: the current password first (throttled with the
 * password change), then a one-time token whose SHA-256 replaces any earlier request. The caller
 * mails the link to the new address and a notice to the old one. `taken` says the address belongs
 * to another account: the request is stored and answered the same (the answer must not tell which
 * addresses have accounts), but its owner gets a notice instead of a link.
 */
export async function requestEmailChange(db: Db, me: UserRow, body: EmailChangeBody) {
  if (!body.current_password) throw new AppError('err_value_required', { field: 'current_password' });
  const email = checkEmail('email', body.email);
  if (email === me.email) throw new AppError('err_user_exists', { field: 'email' });
  await checkCurrentPassword(db, me, body.current_password);
  await reserveAll(db, [{ key: `email-change:user:${me.id}`, rule: THROTTLE.emailChange }]);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const { token, tokenHash } = newConfirmationToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600_000);
  const values = { newEmail: email, tokenHash, expiresAt, createdAt: new Date() };
  await db
    .insert(emailChanges)
    .values({ userId: me.id, ...values })
    .onConflictDoUpdate({ target: emailChanges.userId, set: values });
  return { token, email, taken: !!taken };
}

/** Withdraws a waiting request: its link stops working. */
export async function cancelEmailChange(db: Db, userId: number) {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** What a link would change, for its confirmation page; an unknown, used or expired one is refused. */
export async function openEmailChange(db: Db, token: string | undefined) {
  if (!token) throw new AppError('err_email_change_link_invalid');
  const [found] = await db
    .select({ change: emailChanges, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, new Date())))
    .limit(1);
  if (!found || found.user.status !== 'active') throw new AppError('err_email_change_link_invalid');
  return { user: found.user, newEmail: found.change.newEmail };
}

/**
 * Spends a link (once, before it expires) and makes its address the user's sign-in e-mail, with a
 * row in the company's audit log (the user as who, from where the link was confirmed). An address
 * that another account took meanwhile is refused by the unique index, not a check before it.
 * Answers the user as they were (with the old address, to be told) and the new address.
 */
/**
 * Makes the change the link stands for. The user's other sessions end (as after a new password: the
 * sign-in name changed, a session taken before must not outlive it); the session of the browser
 * that confirms (`keepToken`, its session cookie), if it is this user's, stays. Answers the ids of
 * the ended sessions, whose sockets the caller closes.
 */
export async function confirmEmailChange(db: Db, token: string | undefined, from: Pick<Auditor, 'ip' | 'userAgent'>, keepToken?: string) {
  if (!token) throw new AppError('err_email_change_link_invalid');
  const [spent] = await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, new Date())))
    .returning();
  if (!spent) throw new AppError('err_email_change_link_invalid');
  const [user] = await db.select().from(users).where(eq(users.id, spent.userId)).limit(1);
  if (!user || user.status !== 'active') throw new AppError('err_email_change_link_invalid');
  let ended: string[];
  try {
    ended = await db.transaction(async (tx) => {
      await tx.update(users).set({ email: spent.newEmail, updatedAt: new Date() }).where(eq(users.id, user.id));
      if (user.companyId !== null) {
        const by = { userId: user.id, userName: personName(user), ...from };
        await writeAudit(tx as unknown as Db, user.companyId, by, 'user.email_changed', {
          user_id: user.id,
          user_name: personName(user),
          before: user.email,
          after: spent.newEmail,
        });
      }
      const others = keepToken ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, sessionIdOf(keepToken))) : eq(sessions.userId, user.id);
      return (await tx.delete(sessions).where(others).returning({ id: sessions.tokenHash })).map((r) => r.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('err_email_change_link_invalid');
    throw err;
  }
  return { user, newEmail: spent.newEmail, ended };
}
