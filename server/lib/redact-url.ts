/** Pages whose whole query is a one-time link (invitation, e-mail confirmation, rating link). */
const ONE_TIME_PAGES = new Set(['/pub/invite', '/pub/confirm', '/pub/email-change', '/pub/servicerate', '/servicerate']);
/** Query parameters that carry a secret on any route. */
const SECRET_PARAM = /^(t|token|key|code|secret|sig|signature|auth|session|password|otp|.*(?:token|secret|password|api[_-]?key|signature))$/i;

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * A request URL fit for the log: the query of a one-time link's page is dropped, and the value of
 * any secret-looking parameter elsewhere; the rest stays as it came, so a log line still says
 * what was asked.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (ONE_TIME_PAGES.has(decoded(path).replace(/\/+$/, '').toLowerCase())) return `${path}?[redacted]`;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decoded(name).trim()) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}
