const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * 22 random base64url characters (132 bits): the id that makes a resend idempotent. Fits the
 * protocols' client id ([A-Za-z0-9_-], 8–64) of both the agent and the visitor socket.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  let id = '';
  for (const b of bytes) id += ALPHABET[b & 63];
  return id;
}
