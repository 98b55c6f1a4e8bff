// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where to go after signing in: only a path on this origin, anything else is '/'. Used by the
 * server's sign-in (form and JSON) and by the console before it follows the answer.
 *
 * Browsers drop tabs and newlines from URLs and read a backslash as a slash, so `/\tevil`, `/\evil`
 * and `\\evil` all become `//evil`, another host: such characters are refused outright, as is
 * anything outside printable ASCII (look-alike slashes and spaces; a real path arrives
 * percent-encoded). An encoded form that decodes to one of these (`/%2F/evil`, `/%09/evil`) is
 * refused too: no console path needs it, and a later hop that decodes once would turn it into
 * another host.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  if (!/^\/[\x21-\x7e]*$/.test(next) || next.includes('\\') || next.startsWith('//')) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL_CHARACTERS.test(decoded)) return '/';
  // Signing in again must not be where signing in leads.
  if (/^\/(pub\/)?login(?=$|[/?#])/.test(next)) return '/';
  // Last guard: however a browser resolves it, it stays on this origin.
  const base = 'http://origin.invalid';
  return new URL(next, base).origin === base ? next : '/';
}
