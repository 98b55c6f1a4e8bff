import { and, eq, isNull } from 'drizzle-orm';
import { type Locale } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, companyInvites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { personName, type Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { checkNewPassword, hashPassword } from '../auth/passwords';
import { hashToken } from './invite-token';
import { assertRoomForUser } from './user-limit';

/** The invitation behind a link, with its company's name, or the reason the link no longer works. */
export async function openInvite(db: Db, token: string | undefined) {
  if (!token) throw new AppError('err_invite_link_invalid');
  const [row] = await db
    .select({ invite: companyInvites, companyName: companies.name })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .where(eq(companyInvites.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('err_invite_link_invalid');
  if (row.invite.acceptedAt) throw new AppError('err_invite_used');
  if (row.invite.revokedAt) throw new AppError('err_invite_revoked');
  if (row.invite.expiresAt.getTime() <= Date.now()) throw new AppError('err_invite_expired');
  return row;
}

/**
 * Spends the link once: creates the user in the inviting company with the invited role and the
 * chosen password, in the language of the page. Answers the new user, whom the caller signs in.
 * The audit row names the new user as who, from the address the link was opened at.
 */
export async function acceptInvite(db: Db, token: string, password: string, lang: Locale, from: Pick<Auditor, 'ip' | 'userAgent'>) {
  const { invite } = await openInvite(db, token);
  checkNewPassword(password);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, invite.email)).limit(1);
  if (taken) throw new AppError('err_user_exists');
  await assertRoomForUser(db, invite.companyId, { countInvites: false });
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      // Two submits of one link at once: the guarded update lets exactly one through.
      const spent = await tx
        .update(companyInvites)
        .set({ acceptedAt: new Date() })
        .where(and(eq(companyInvites.id, invite.id), isNull(companyInvites.acceptedAt), isNull(companyInvites.revokedAt)))
        .returning({ id: companyInvites.id });
      if (spent.length === 0) throw new AppError('err_invite_used');
      const [user] = await tx
        .insert(users)
        .values({
          companyId: invite.companyId,
          email: invite.email,
          passwordHash,
          firstName: invite.firstName,
          lastName: invite.lastName,
          role: invite.role,
          lang,
        })
        .returning();
      await tx.update(companyInvites).set({ acceptedUserId: user.id }).where(eq(companyInvites.id, invite.id));
      await writeAudit(tx as unknown as Db, invite.companyId, { ...from, userId: user.id, userName: personName(user) }, 'invite.accepted', {
        invite_id: invite.id,
        email: user.email,
        role: user.role,
        invited_by: invite.invitedBy,
      });
      return user;
    });
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw new AppError('err_user_exists');
    throw err;
  }
}
