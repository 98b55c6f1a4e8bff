import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { DEFAULT_COOKIE_DAYS } from '../../../contracts';

export const SESSION_TTL_MS = DEFAULT_COOKIE_DAYS * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session used after this long is extended, at most one write per interval. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
/** The id of a session as the server keeps it (never the token itself). */
export const sessionIdOf = digest;

export async function createSession(db: Db, userId: number, meta: { ip: string; userAgent: string }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: digest(token), userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent.slice(0, 300) });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;

/**
 * The user behind a session token, or null when the token is unknown or expired: idle for a day,
 * or signed in longer than `maxAgeMs` ago however much it was used (a stolen cookie dies too).
 */
export async function findSession(db: Db, token: string, maxAgeMs: number): Promise<{ user: SessionUser; expiresAt: Date; touched: boolean } | null> {
  const hash = digest(token);
  const now = new Date();
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - maxAgeMs))))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_AFTER_MS) return { user: row.user, expiresAt: row.expiresAt, touched: false };
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + maxAgeMs));
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, hash));
  return { user: row.user, expiresAt, touched: true };
}

export async function destroySession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}

export async function destroyUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
