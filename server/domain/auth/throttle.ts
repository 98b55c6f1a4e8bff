import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * How often a key may be tried. Within `windowMs` at most `limit` attempts are let through; after
 * the first `free` of them each further one must wait `baseMs` doubled per attempt (at most
 * `capMs`) after the one before. A key without spacing has `free` equal to `limit`.
 */
export interface ThrottleRule {
  windowMs: number;
  limit: number;
  free: number;
  baseMs: number;
  capMs: number;
}

const MINUTE = 60_000;
/** At most `limit` attempts in the window, with no spacing between them. */
export const hard = (limit: number, windowMs = 15 * MINUTE): ThrottleRule => ({ windowMs, limit, free: limit, baseMs: 0, capMs: 0 });

/**
 * Sign-in: per client address a hard limit; per account and address a hard limit, so one address
 * cannot keep guessing one account; per account, from addresses that never signed in to it, a
 * budget that turns into a growing delay (not a lock), so strangers' failures cannot lock the real
 * user out: from an address they signed in from before they skip it, from a new one they wait
 * seconds to minutes, not until the window ends.
 */
export const THROTTLE = {
  perAddress: hard(20),
  perAccountAddress: hard(5),
  perAccount: { windowMs: 24 * 60 * MINUTE, limit: 1000, free: 10, baseMs: 1000, capMs: 15 * MINUTE } satisfies ThrottleRule,
  /** PUT /api/profile/password: wrong current passwords per user. */
  passwordChange: hard(5),
  /** POST /api/profile/email: confirmation mails a user may have sent to new addresses per hour. */
  emailChange: hard(5, 60 * MINUTE),
};

export const accountKey = (email: string) => `acct:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const accountAddressKey = (email: string, ip: string) => `acct-ip:${email.trim().toLowerCase()}|${ip}`;

/**
 * Takes one attempt of `key` BEFORE it is evaluated, in one statement, so parallel attempts (from
 * any number of server processes) cannot all pass a check made before any of them counted. A
 * refused attempt counts nothing. Answers whether this attempt may go ahead, and if not how many
 * seconds until one may.
 */
export async function reserve(db: Db, key: string, rule: ThrottleRule): Promise<{ allowed: boolean; retryAfter: number }> {
  const stale = sql`t.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}::double precision)`;
  const before = sql`(case when ${stale} then 0 else t.failures end)`;
  const open = sql`(${before} < ${rule.free}::int or t.locked_until is null or t.locked_until <= now())`;
  const allowed = sql`(${before} < ${rule.limit}::int and (${stale} or ${open}))`;
  // The attempt numbered `free` and later ones set the earliest time of the next.
  const spacing = (count: ReturnType<typeof sql>) =>
    sql`case when ${count} >= ${rule.free}::int then now() + make_interval(secs => least(${rule.baseMs / 1000}::double precision * power(2, ${count} - ${rule.free}::int), ${rule.capMs / 1000}::double precision)) else null end`;
  const result = await db.execute(sql`
    insert into login_throttle as t (key, failures, window_start, locked_until, allowed)
    values (${key}, 1, now(), ${spacing(sql`1`)}, true)
    on conflict (key) do update set
      failures = ${before} + (case when ${allowed} then 1 else 0 end),
      window_start = case when ${stale} then now() else t.window_start end,
      locked_until = case when ${allowed} then ${spacing(sql`(${before} + 1)`)} else t.locked_until end,
      allowed = ${allowed}
    returning allowed, failures,
      -- now() is when this transaction began: one that waited for the row behind another that set the
      -- window or lock later would count from before it, so the wait is capped at the rule's longest.
      least(greatest(1, ceil(extract(epoch from (case when failures >= ${rule.limit}::int then window_start + make_interval(secs => ${rule.windowMs / 1000}::double precision) else locked_until end) - now()))),
        case when failures >= ${rule.limit}::int then ${Math.ceil(rule.windowMs / 1000)}::int else ${Math.max(1, Math.ceil(rule.capMs / 1000))}::int end)::int as retry_after`);
  const row = (result as unknown as { rows: { allowed: boolean; retry_after: number | null }[] }).rows[0];
  return { allowed: row.allowed, retryAfter: row.allowed ? 0 : (row.retry_after ?? 1) };
}

/** Gives back a reserved attempt that turned out not to be a failure (a success, or refused by another key). */
export async function release(db: Db, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clearKey(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * Reserves an attempt on every key in order; the first refusal gives back those already taken and
 * throws err_too_many_attempts with the wait. Answers the keys held.
 */
export async function reserveAll(db: Db, keys: { key: string; rule: ThrottleRule }[]): Promise<string[]> {
  const held: string[] = [];
  for (const { key, rule } of keys) {
    const r = await reserve(db, key, rule);
    if (!r.allowed) {
      await Promise.all(held.map((k) => release(db, k)));
      throw new AppError('err_too_many_attempts', { retryAfter: r.retryAfter });
    }
    held.push(key);
  }
  return held;
}
