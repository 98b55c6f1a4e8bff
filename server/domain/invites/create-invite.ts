import { and, eq, gt, isNull } from 'drizzle-orm';
import { ROLES, type InviteBody, type Locale, type Role } from '../../../contracts';
import type { Db } from '../../db/client';
import { companyInvites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { companyRow } from '../company/get-company';
import { emailDomainAllowed } from '../company/mail-domains';
import { checkEmail, checkPersonName } from '../company/rules';
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
  const email = checkEmail('email', body.email);
  if (!body.role) throw new AppError('err_role_empty', { field: 'role' });
  if (!(ROLES as readonly string[]).includes(body.role)) throw new AppError('err_role_invalid', { field: 'role' });
  const lastName = checkPersonName('last_name', body.last_name);
  const firstName = checkPersonName('first_name', body.first_name);
  return { email, role: body.role as Role, firstName, lastName };
}

/** A pending invitation to the address is replaced only once the admin said so (`replace`). */
async function assertNoPendingInvite(db: Db, companyId: number, email: string) {
  const [pending] = await db
    .select({ role: companyInvites.role })
    .from(companyInvites)
    .where(
      and(
        eq(companyInvites.companyId, companyId),
        eq(companyInvites.email, email),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
        gt(companyInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('err_invite_pending', { field: 'email', email, role: pending.role });
}

/**
 * Checks a new invitation and makes its link's token, writing nothing: the caller mails the link
 * and then stores it with `storeInvite`, so a mail that cannot be sent leaves nothing behind (no
 * invitation, no audit row), as a resend does.
 */
export async function prepareInvite(db: Db, actor: InviteActor, body: InviteBody, lang: Locale) {
  requireAdmin(actor);
  const v = checkBody(body);
  const company = await companyRow(db, actor.companyId);
  if (company.requireCompanyDomain && !(await emailDomainAllowed(db, actor.companyId, v.email))) {
    throw new AppError('err_mail_domain_not_allowed', { field: 'email' });
  }
  // Only the inviter's own colleagues are reported: whether an address has an account in another
  // company (or is the superadmin) is none of theirs, so such an invite goes out like any other and
  // its accept step refuses it (accept-invite.ts).
  const [colleague] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, v.email), eq(users.companyId, actor.companyId)))
    .limit(1);
  if (colleague) throw new AppError('err_user_exists', { field: 'email' });
  if (!body.replace) await assertNoPendingInvite(db, actor.companyId, v.email);
  await assertRoomForUser(db, actor.companyId, { countInvites: true, replacingEmail: v.email });
  const { token, tokenHash, expiresAt } = newInviteToken();
  return { ...v, lang, token, tokenHash, expiresAt, company };
}

/** Stores a mailed invitation (an earlier pending one to the same address is replaced) with its audit row. */
export async function storeInvite(db: Db, actor: InviteActor, p: Awaited<ReturnType<typeof prepareInvite>>, by: Auditor) {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .update(companyInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(companyInvites.companyId, actor.companyId), eq(companyInvites.email, p.email), isNull(companyInvites.acceptedAt), isNull(companyInvites.revokedAt)))
      .returning({ id: companyInvites.id });
    const [row] = await tx
      .insert(companyInvites)
      .values({
        companyId: actor.companyId,
        email: p.email,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        lang: p.lang,
        tokenHash: p.tokenHash,
        expiresAt: p.expiresAt,
        invitedBy: actor.id,
      })
      .returning();
    await writeAudit(tx as unknown as Db, actor.companyId, by, 'invite.created', {
      invite_id: row.id,
      email: row.email,
      role: row.role,
      name: [row.firstName, row.lastName].join(' '),
      ...(replaced.length ? { replaced: replaced.map((r) => r.id) } : {}),
    });
    return row;
  });
}
