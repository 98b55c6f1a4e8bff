import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Invite, Role } from '../../../contracts';
import type { Db } from '../../db/client';
import { companyInvites, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Auditor } from '../../lib/auditor';
import { writeAudit } from '../audit/write-audit';
import { requireAdmin, type InviteActor } from './create-invite';
import { newInviteToken } from './invite-token';

const pendingOf = (companyId: number) => and(eq(companyInvites.companyId, companyId), isNull(companyInvites.acceptedAt), isNull(companyInvites.revokedAt));

/** Invitations neither accepted nor revoked, newest first; expired ones stay listed so they can be sent again. */
export async function listInvites(db: Db, actor: InviteActor): Promise<Invite[]> {
  requireAdmin(actor);
  const rows = await db
    .select({ invite: companyInvites, inviterFirst: users.firstName, inviterLast: users.lastName, inviterEmail: users.email })
    .from(companyInvites)
    .leftJoin(users, eq(users.id, companyInvites.invitedBy))
    .where(pendingOf(actor.companyId))
    .orderBy(desc(companyInvites.id));
  const now = Date.now();
  return rows.map(({ invite: i, inviterFirst, inviterLast, inviterEmail }) => ({
    id: i.id,
    email: i.email,
    role: i.role as Role,
    first_name: i.firstName,
    last_name: i.lastName,
    invited_by: [inviterLast, inviterFirst].filter(Boolean).join(' ') || inviterEmail || '',
    created_at: i.createdAt.toISOString(),
    expires_at: i.expiresAt.toISOString(),
    expired: i.expiresAt.getTime() <= now,
  }));
}

export async function pendingInvite(db: Db, actor: InviteActor, id: number) {
  requireAdmin(actor);
  const [row] = await db
    .select()
    .from(companyInvites)
    .where(and(eq(companyInvites.id, id), pendingOf(actor.companyId)))
    .limit(1);
  if (!row) throw new AppError('err_invite_not_found');
  return row;
}

/** Revoking ends the link at once; a revoked link tells its opener so. */
export async function revokeInvite(db: Db, actor: InviteActor, id: number, by: Auditor) {
  await pendingInvite(db, actor, id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(companyInvites.id, id), pendingOf(actor.companyId)))
      .returning();
    if (row) await writeAudit(tx as unknown as Db, actor.companyId, by, 'invite.revoked', { invite_id: row.id, email: row.email, role: row.role });
  });
}

/** A new token and expiry for a resend; stored only after its mail went out (`commitResend`). */
export const renewToken = () => newInviteToken();

export async function commitResend(db: Db, actor: InviteActor, id: number, renewed: ReturnType<typeof newInviteToken>, by: Auditor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyInvites)
      .set({ tokenHash: renewed.tokenHash, expiresAt: renewed.expiresAt, sentAt: new Date() })
      .where(and(eq(companyInvites.id, id), eq(companyInvites.companyId, actor.companyId)))
      .returning();
    if (row)
      await writeAudit(tx as unknown as Db, actor.companyId, by, 'invite.resent', { invite_id: row.id, email: row.email, expires_at: row.expiresAt.toISOString() });
  });
}
