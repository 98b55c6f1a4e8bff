import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '../../contracts/constants';
import { setCookie } from './cookies';
import { http, type HttpClient } from './http';
import { i18n } from './i18n';

/** Switches the UI language and remembers it in the chosenLocale cookie (365 days). */
export async function applyLocale(code: Locale): Promise<void> {
  setCookie(LOCALE_COOKIE, code, { days: LOCALE_COOKIE_DAYS });
  if (i18n.language !== code) await i18n.changeLanguage(code);
}

/**
 * Tells the server the user's choice so it survives a new sign-in. A failure is only logged:
 * the switch already happened locally, and spec §7 wants no message for it.
 */
export async function saveLocaleOnServer(code: Locale, client: HttpClient = http): Promise<boolean> {
  try {
    await client.put('/api/change-lang', undefined, { searchParams: { lang: code }, silent: true });
    return true;
  } catch {
    console.error('Failed to switch language');
    return false;
  }
}
