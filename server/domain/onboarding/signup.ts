import { eq } from 'drizzle-orm';
import type { Locale, SignupBody } from '../../../contracts';
import type { Db } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import { checkNewPassword, hashPassword } from '../auth/passwords';
import { checkEmail, checkPersonName } from '../company/rules';
import { addressKey, reserveAll, type ThrottleRule } from '../auth/throttle';
import { renewConfirmation } from './confirm';
import { newConfirmationToken } from './confirmation-token';

/** Sign-ups and resends from one client address within 15 minutes. */
export const SIGNUP_PER_ADDRESS = 10;
const SIGNUP_RULE: ThrottleRule = { windowMs: 15 * 60_000, limit: SIGNUP_PER_ADDRESS, free: SIGNUP_PER_ADDRESS, baseMs: 0, capMs: 0 };

/** Counts every attempt of `action` from an address before it runs; past the limit the address waits. */
export async function throttleAddress(db: Db, action: 'signup' | 'resend', ip: string) {
  await reserveAll(db, [{ key: `${action}:${addressKey(ip)}`, rule: SIGNUP_RULE }]);
}

/** The rules of sign-up, in the page's field order; each refusal names its field (spec §5 User, as invite and profile). */
function validate(input: SignupBody) {
  const lastName = checkPersonName('last_name', input.last_name);
  const firstName = checkPersonName('first_name', input.first_name);
  const email = checkEmail('email', input.email);
  checkNewPassword(input.password, 'password');
  return { email, firstName, lastName };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export type SignupOutcome =
  | { kind: 'created'; user: typeof users.$inferSelect; token: string }
  | { kind: 'unconfirmed'; user: typeof users.$inferSelect; token: string }
  | { kind: 'exists'; user: typeof users.$inferSelect };

/**
 * A new person with no company (onboarding) whose e-mail is not confirmed yet. The caller answers
 * every outcome the same way, so the page never tells whether an address has an account: a new
 * address gets its confirmation link; one still waiting for confirmation a fresh link; one with an
 * account a mail saying so. The password is hashed in every case, so the time is the same too.
 */
export async function signUp(db: Db, input: SignupBody & { ip: string; lang: Locale }): Promise<SignupOutcome> {
  await throttleAddress(db, 'signup', input.ip);
  const { email, firstName, lastName } = validate(input);
  const passwordHash = await hashPassword(input.password);
  const existing = await existingOutcome(db, email);
  if (existing) return existing;
  const { token, tokenHash, expiresAt } = newConfirmationToken();
  try {
    const user = await db.transaction(async (tx) => {
      const [u] = await tx.insert(users).values({ companyId: null, email, passwordHash, firstName, lastName, role: 'admin', lang: input.lang }).returning();
      await tx.insert(emailConfirmations).values({ userId: u.id, tokenHash, expiresAt });
      return u;
    });
    return { kind: 'created', user, token };
  } catch (err) {
    // Two sign-ups of one address at once: the unique index decides; the other is an existing one.
    const raced = isUniqueViolation(err) ? await existingOutcome(db, email) : null;
    if (raced) return raced;
    throw err;
  }
}

async function existingOutcome(db: Db, email: string): Promise<SignupOutcome | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return null;
  const renewed = await renewConfirmation(db, email);
  return renewed ? { kind: 'unconfirmed', user, token: renewed.token } : { kind: 'exists', user };
}

/** Undoes a sign-up whose mail could not be sent, so the person can simply try again. */
export async function dropSignup(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}
