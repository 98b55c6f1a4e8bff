import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, type ErrorCode, type Locale } from '../../contracts';
import { ROOT_DIR } from '../config';

type Catalogue = Record<string, string>;

/** Loaded once: the same locale files the console uses, so server and console say the same words. */
const catalogues: Record<Locale, Catalogue> = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'errors.json'), 'utf8'))]),
) as Record<Locale, Catalogue>;

export function errorMessage(code: ErrorCode, lang: Locale, params: Record<string, string | number> = {}): string {
  const text = catalogues[lang][code] ?? catalogues[DEFAULT_LOCALE][code] ?? code;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of an answer: the signed-in user's, else the locale cookie, else the default. */
export function requestLocale(req: { cookies?: Record<string, string | undefined>; auth?: { user: { lang: string } } | null }): Locale {
  const userLang = req.auth?.user.lang;
  if (isLocale(userLang)) return userLang;
  const cookie = req.cookies?.[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
