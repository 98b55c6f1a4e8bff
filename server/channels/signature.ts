import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the hex HMAC-SHA256 of the raw body under `secret` (after `prefix`, as in
 * Facebook's 'sha256=…'), compared in constant time. A missing or malformed header is a mismatch.
 */
export function hmacMatches(secret: string, raw: Buffer, given: string | string[] | undefined, prefix = ''): boolean {
  if (typeof given !== 'string' || !secret || !given.startsWith(prefix)) return false;
  const hex = given.slice(prefix.length).trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

export const hmacHex = (secret: string, raw: Buffer | string) => createHmac('sha256', secret).update(raw).digest('hex');

/** Constant-time equality of two strings (a webhook's verify token). */
export function sameSecret(a: string, b: string | undefined): boolean {
  if (typeof b !== 'string' || !a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
