import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import mnAuth from '../../locales/mn/auth.json';
import mnCommon from '../../locales/mn/common.json';
import mnErrors from '../../locales/mn/errors.json';
import mnList from '../../locales/mn/list.json';
import mnMenu from '../../locales/mn/menu.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enList from '../../locales/en/list.json';
import enMenu from '../../locales/en/menu.json';
import { DEFAULT_LOCALE } from '../../contracts/constants';
import { initialLocale } from './locales';

// The core namespaces every screen needs are bundled; feature namespaces come with their routes
// (i18n-namespaces.ts). Both languages are always present, so a language switch never waits.
export const resources = {
  mn: { common: mnCommon, errors: mnErrors, menu: mnMenu, auth: mnAuth, list: mnList },
  en: { common: enCommon, errors: enErrors, menu: enMenu, auth: enAuth, list: enList },
} as const;

export const NAMESPACES = ['common', 'errors', 'menu', 'auth', 'list'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof document === 'undefined' ? DEFAULT_LOCALE : initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['mn', 'en'],
  // A copy: i18next adds namespaces to this array as they load.
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Resources are in memory, so init is synchronous and t() works right after import.
  initAsync: false,
  // 'added': a screen re-renders when its feature namespace arrives (routes load it first anyway).
  react: { useSuspense: false, bindI18nStore: 'added' },
});

function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);
