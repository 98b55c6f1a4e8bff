import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts';

/**
 * The customer's rating link names its interaction with a signature instead of a stored token:
 * `<id>.<HMAC-SHA256(secret, id)>` in base64url. Anyone holding the link may rate once; nobody can
 * make a link for another id without the server's secret.
 */
const mac = (secret: string, id: number) => createHmac('sha256', secret).update(`servicerate:${id}`).digest('base64url');

export function serviceRateToken(secret: string, interactionId: number): string {
  return `${interactionId}.${mac(secret, interactionId)}`;
}

/** The interaction id of a genuine token, or null. */
export function verifyServiceRateToken(secret: string, token: string): number | null {
  const m = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const want = Buffer.from(mac(secret, id));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got) ? id : null;
}

/**
 * The page customers open: the console's /servicerate route on this server's public address. It
 * opens in the language the customer chatted in (`lang`, left out for the default the page
 * starts in anyway), not in whatever a fresh browser would default to.
 */
export function serviceRateUrl(publicBase: string, secret: string, interactionId: number, lang?: Locale): string {
  const url = `${publicBase.replace(/\/$/, '')}/servicerate?t=${serviceRateToken(secret, interactionId)}`;
  return lang && lang !== DEFAULT_LOCALE ? `${url}&lang=${lang}` : url;
}
