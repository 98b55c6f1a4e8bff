import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '../../contracts/constants';
import { getCookie } from './cookies';

/** Locale option of spec §3: code, name, flag. Names are endonyms, so they are not translated. */
export interface LocaleOption {
  code: Locale;
  name: string;
  flag: string;
}

export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  { code: 'mn', name: 'Монгол', flag: '🇲🇳' },
  { code: 'en', name: 'English', flag: '🇬🇧' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start in: the chosenLocale cookie, else Mongolian. */
export function initialLocale(doc: Document = document): Locale {
  const chosen = getCookie(LOCALE_COOKIE, doc);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}
