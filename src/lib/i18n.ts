import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import mnAuth from '../../locales/mn/auth.json';
import mnCommon from '../../locales/mn/common.json';
import mnErrors from '../../locales/mn/errors.json';
import mnList from '../../locales/mn/list.json';
import mnMenu from '../../locales/mn/menu.json';
import mnUsers from '../../locales/mn/users.json';
import mnInteractions from '../../locales/mn/interactions.json';
import mnHistory from '../../locales/mn/history.json';
import mnSettings from '../../locales/mn/settings.json';
import mnServicerate from '../../locales/mn/servicerate.json';
import mnContacts from '../../locales/mn/contacts.json';
import mnOnboarding from '../../locales/mn/onboarding.json';
import mnAdmin from '../../locales/mn/admin.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enList from '../../locales/en/list.json';
import enMenu from '../../locales/en/menu.json';
import enUsers from '../../locales/en/users.json';
import enInteractions from '../../locales/en/interactions.json';
import enHistory from '../../locales/en/history.json';
import enSettings from '../../locales/en/settings.json';
import enServicerate from '../../locales/en/servicerate.json';
import enContacts from '../../locales/en/contacts.json';
import enOnboarding from '../../locales/en/onboarding.json';
import enAdmin from '../../locales/en/admin.json';
import { DEFAULT_LOCALE } from '../../contracts/constants';
import { initialLocale } from './locales';

// Bundled statically: both languages together are a few KB gzip, and a switch must never wait.
export const resources = {
  mn: { common: mnCommon, errors: mnErrors, menu: mnMenu, auth: mnAuth, list: mnList, users: mnUsers, interactions: mnInteractions, history: mnHistory, settings: mnSettings, servicerate: mnServicerate, contacts: mnContacts, onboarding: mnOnboarding, admin: mnAdmin },
  en: { common: enCommon, errors: enErrors, menu: enMenu, auth: enAuth, list: enList, users: enUsers, interactions: enInteractions, history: enHistory, settings: enSettings, servicerate: enServicerate, contacts: enContacts, onboarding: enOnboarding, admin: enAdmin },
} as const;

export const NAMESPACES = ['common', 'errors', 'menu', 'auth', 'list', 'users', 'interactions', 'history', 'settings', 'servicerate', 'contacts', 'onboarding', 'admin'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof document === 'undefined' ? DEFAULT_LOCALE : initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['mn', 'en'],
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  // Resources are in memory, so init is synchronous and t() works right after import.
  initAsync: false,
  react: { useSuspense: false },
});

function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);
