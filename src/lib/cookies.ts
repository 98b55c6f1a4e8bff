import { DEFAULT_COOKIE_DAYS } from '../../contracts/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; spec §9 defaults cookies to one day. */
  days?: number;
  path?: string;
  /** Lets tests (and callers outside the window) read a different document. */
  doc?: Document;
}

export function getCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie ? doc.cookie.split(';') : []) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days = DEFAULT_COOKIE_DAYS, path = '/', doc = document } = options;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  // SameSite=Lax: the console never needs these cookies on cross-site requests.
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax`;
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'days'> = {}): void {
  const { path = '/', doc = document } = options;
  doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}; SameSite=Lax`;
}
