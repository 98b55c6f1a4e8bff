import { randomBytes } from 'node:crypto';
import { INVITE_TTL_HOURS } from '../../../contracts';
import { hashToken } from '../onboarding/confirmation-token';

export { hashToken };

/** A one-time link token; only its SHA-256 is stored. */
export function newInviteToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + INVITE_TTL_HOURS * 3600_000) };
}
