import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, isEmail, type InviteBody, type Locale, type Role } from '../../../contracts';
import type { Db } from '../../db/client';
import { companyInvites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyRow } from '../company/get-company';
import { emailDomainAllowed } from '../company/mail-domains';
import { checkPersonName } from '../company/rules';
import { newInviteToken } from './invite-token';
import { assertRoomForUser } from './user-limit';

export interface InviteActor {
  id: number;
  companyId: number;
  role: string;
}

/** Only admins add people (spec §6: only admins change or delete users). */
export function requireAdmin(actor: InviteActor) {
  if (actor.role !== 'admin') throw new AppError('err_no_edit_permission');
}

/** Spec §5: email, role, first and last name are required; the rest of the rules come after. */
function checkBody(body: InviteBody) {
  const email = body.email.trim().toLowerCase();
  if (!email) throw new AppError('err_email_empty', { field: 'email' });
  if (!isEmail(email)) throw new AppError('err_email_invalid', { field: 'email' });
  if (!body.role) throw new AppError('err_role_empty', { field: 'role' });
  if (!(ROLES as readonly string[]).includes(body.role)) throw new AppError('err_role_invalid', { field: 'role' });
  const lastName = checkPersonName('last_name', body.last_name);
  const firstName = checkPersonName('first_name', body.first_name);
  return { email, role: body.role as Role, firstName, lastName };
}

/**
 * A new invitation (an earlier pending one to the same address is replaced). Answers the row and
 * the link's token; the caller mails it and calls `dropInvite` when the mail cannot be sent.
 */
export async function createInvite(db: Db, actor: InviteActor, body: InviteBody, lang: Locale) {
  requireAdmin(actor);
  const v = checkBody(body);
  const company = await companyRow(db, actor.companyId);
  if (company.requireCompanyDomain && !(await emailDomainAllowed(db, actor.companyId, v.email))) {
    throw new AppError('err_mail_domain_not_allowed', { field: 'email' });
  }
  // Only the inviter's own colleagues are reported: whether an address has an account in another
  // company (or is the superadmin) is none of theirs, so such an invite goes out like any other and
  // its accept step refuses it (accept-invite.ts).
  const [colleague] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, v.email), eq(users.companyId, actor.companyId))).limit(1);
  if (colleague) throw new AppError('err_user_exists', { field: 'email' });
  await assertRoomForUser(db, actor.companyId, { countInvites: true, replacingEmail: v.email });
  const { token, tokenHash, expiresAt } = newInviteToken();
  const invite = await db.transaction(async (tx) => {
    const replaced = await tx
      .update(companyInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(companyInvites.companyId, actor.companyId), eq(companyInvites.email, v.email), isNull(companyInvites.acceptedAt), isNull(companyInvites.revokedAt)))
      .returning({ id: companyInvites.id });
    const [row] = await tx
      .insert(companyInvites)
      .values({ companyId: actor.companyId, email: v.email, role: v.role, firstName: v.firstName, lastName: v.lastName, lang, tokenHash, expiresAt, invitedBy: actor.id })
      .returning();
    return { row, replaced: replaced.map((r) => r.id) };
  });
  return { invite: invite.row, replaced: invite.replaced, token, company };
}

/** Undoes an invitation whose mail could not be sent: nothing is left half-written. */
export async function dropInvite(db: Db, inviteId: number, replaced: number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(companyInvites).where(eq(companyInvites.id, inviteId));
    for (const id of replaced) await tx.update(companyInvites).set({ revokedAt: null }).where(eq(companyInvites.id, id));
  });
}
