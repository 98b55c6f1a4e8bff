import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Failed sign-ins are counted per client address and per account in the database, so every
 * server process sees the same counts. Past the limit within the window the key is locked.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
};

export const accountKey = (email: string) => `acct:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Seconds until the first locked key opens, or 0 when none is locked. */
export async function lockedFor(db: Db, keys: string[]): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => (r.lockedUntil ? r.lockedUntil.getTime() - now : 0)));
  return Math.ceil(until / 1000);
}

export async function recordFailure(db: Db, key: string, limit: number) {
  const windowStart = new Date(Date.now() - THROTTLE.windowMs);
  const lockUntil = new Date(Date.now() + THROTTLE.lockMs);
  // One upsert: restart the window when it is old, count, and lock at the limit.
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz then now() else ${loginThrottle.windowStart} end`,
        lockedUntil: sql`case when (case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end) >= ${limit} then ${lockUntil.toISOString()}::timestamptz else null end`,
      },
    });
}

export async function clearKey(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
