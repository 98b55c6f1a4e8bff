import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sipCredentials, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { sipUserOf } from './sip-user';

export const ha1Of = (user: string, realm: string, password: string) => createHash('md5').update(`${user}:${realm}:${password}`).digest('hex');

/** The person's call access, or the spec's refusal (no extension or line: no calling, no answering). */
export async function requireCallAccess(db: Db, userId: number) {
  const [u] = await db
    .select({ id: users.id, companyId: users.companyId, extension: users.extension, line: users.line, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u?.companyId || !u.extension || !u.line || u.status !== 'active') throw new AppError('err_no_call_permission');
  return { ...u, companyId: u.companyId, extension: u.extension };
}

/**
 * New softphone credentials for a person with call access: the SIP user of their extension and a
 * random password, kept only as its digest HA1 (what Kamailio checks); a new issue replaces the old.
 */
export async function issueCredentials(db: Db, userId: number, realm: string) {
  const u = await requireCallAccess(db, userId);
  const sipUser = sipUserOf(u.companyId, u.extension);
  const password = randomBytes(12).toString('base64url');
  const ha1 = ha1Of(sipUser, realm, password);
  await db.transaction(async (tx) => {
    await tx.delete(sipCredentials).where(eq(sipCredentials.username, sipUser));
    await tx
      .insert(sipCredentials)
      .values({ userId, companyId: u.companyId, username: sipUser, ha1 })
      .onConflictDoUpdate({ target: sipCredentials.userId, set: { username: sipUser, ha1, createdAt: new Date() } });
  });
  return { sipUser, password };
}

/**
 * The HA1 Kamailio checks a REGISTER against: only while the person still has call access with
 * the same extension (access removed or changed: refused, so they can neither register nor answer).
 */
export async function ha1ForRegister(db: Db, sipUser: string): Promise<string | null> {
  const [row] = await db
    .select({ ha1: sipCredentials.ha1, companyId: users.companyId, extension: users.extension, line: users.line, status: users.status })
    .from(sipCredentials)
    .innerJoin(users, eq(users.id, sipCredentials.userId))
    .where(eq(sipCredentials.username, sipUser))
    .limit(1);
  if (!row || row.status !== 'active' || !row.extension || !row.line || sipUserOf(row.companyId ?? 0, row.extension) !== sipUser) return null;
  return row.ha1;
}
