import { and, eq, gt, isNull } from 'drizzle-orm';
import { canonicalEmail } from '../../../contracts';
import type { Db } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newConfirmationToken } from './confirmation-token';

/** Spends a confirmation link: once, before it expires. Answers the confirmed user. */
export async function confirmEmail(db: Db, token: string | undefined) {
  if (!token) throw new AppError('err_confirm_link_invalid');
  const [row] = await db
    .update(emailConfirmations)
    .set({ confirmedAt: new Date(), tokenHash: null })
    .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), isNull(emailConfirmations.confirmedAt), gt(emailConfirmations.expiresAt, new Date())))
    .returning({ userId: emailConfirmations.userId });
  if (!row) throw new AppError('err_confirm_link_invalid');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.status !== 'active') throw new AppError('err_confirm_link_invalid');
  return user;
}

/** True while the user signed up by themselves and has not opened the link yet. */
export async function isUnconfirmed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.confirmedAt)))
    .limit(1);
  return !!row;
}

/** A fresh link for an unconfirmed address (the old one stops working), or null for any other address. */
export async function renewConfirmation(db: Db, email: string) {
  const [found] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(emailConfirmations, eq(emailConfirmations.userId, users.id))
    .where(and(eq(users.email, canonicalEmail(email)), isNull(emailConfirmations.confirmedAt)))
    .limit(1);
  if (!found) return null;
  const { token, tokenHash, expiresAt } = newConfirmationToken();
  await db.update(emailConfirmations).set({ tokenHash, expiresAt, sentAt: new Date() }).where(eq(emailConfirmations.userId, found.user.id));
  return { user: found.user, token };
}
