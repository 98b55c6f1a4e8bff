import { and, eq, gt, sql } from 'drizzle-orm';
import { canonicalEmail } from '../../../contracts';
import type { Db } from '../../db/client';
import { signInAddresses, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { THROTTLE, accountAddressKey, accountKey, addressKey, clearKey, release, reserveAll } from './throttle';

/** An address the account signed in from within this long skips the per-account spacing. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;

async function isKnownAddress(db: Db, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(and(eq(users.email, email), eq(signInAddresses.ip, ip), gt(signInAddresses.lastAt, new Date(Date.now() - KNOWN_ADDRESS_MS))))
    .limit(1);
  return !!row;
}

async function rememberAddress(db: Db, userId: number, ip: string) {
  await db
    .insert(signInAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.ip], set: { lastAt: sql`now()` } });
}

/**
 * Reserves the attempt on every throttle (throttle.ts says which and why) before the password is
 * looked at, then checks it and the user's status and opens a session. A failure keeps its
 * reservations; a success gives them back. The inactive message is given only after a correct
 * password, so it reveals nothing.
 */
export async function login(db: Db, input: { email: string; password: string; ip: string; userAgent: string }) {
  const email = canonicalEmail(input.email);
  const known = await isKnownAddress(db, email, input.ip);
  const pair = accountAddressKey(email, input.ip);
  const held = await reserveAll(db, [
    { key: addressKey(input.ip), rule: THROTTLE.perAddress },
    { key: pair, rule: THROTTLE.perAccountAddress },
    ...(known ? [] : [{ key: accountKey(email), rule: THROTTLE.perAccount }]),
  ]);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('err_invalid_credentials');
  await Promise.all(held.map((k) => (k === pair ? clearKey(db, k) : release(db, k))));
  await rememberAddress(db, user.id, input.ip);
  if (user.status !== 'active') throw new AppError('err_user_inactive');
  if (user.userType !== 'human') throw new AppError('err_invalid_credentials');
  const session = await createSession(db, user.id, { ip: input.ip, userAgent: input.userAgent });
  return { user, ...session };
}
