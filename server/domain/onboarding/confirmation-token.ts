import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_LINK_TTL_HOURS } from '../../../contracts';

/** A one-time link token; only its SHA-256 is stored, so a database leak opens no account. */
export function newConfirmationToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + CONFIRM_LINK_TTL_HOURS * 3600_000) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
