import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the visitors table keeps of a token (like sessions): its SHA-256, never the token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

const macOf = (secret: string, webchatId: number, nonce: string) =>
  createHmac('sha256', secret).update(`visitor:${webchatId}:${nonce}`).digest().subarray(0, 16).toString('base64url');

/**
 * A new visitor's token: random, signed for one web chat. It is issued without a row: the row is
 * made when the visitor first writes, so a page view (or a script opening sockets) stores nothing.
 */
export function issueToken(secret: string, webchatId: number): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${macOf(secret, webchatId, nonce)}`;
}

/** Whether this server issued `token` for this web chat (a made-up or foreign token is not). */
export function tokenSigned(secret: string, webchatId: number, token: string): boolean {
  const [nonce, mac, rest] = token.split('.');
  if (!nonce || !mac || rest !== undefined) return false;
  const want = Buffer.from(macOf(secret, webchatId, nonce));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got);
}
