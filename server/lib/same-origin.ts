/**
 * Whether `source` (an Origin header, or a Referer's URL) is this server as the browser reached it
 * at `host` (its Host header): same host and port, a default port counting the same written or
 * not. The agent socket's handshake and every unsafe HTTP request are checked with it.
 */
export function isSameOrigin(source: string | undefined, host: string | undefined): boolean {
  if (!source || !host) return false;
  try {
    const url = new URL(source);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    // 'null' (a sandboxed frame, a redirect across sites) or garbage: not us.
    return false;
  }
}
