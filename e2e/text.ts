import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The console's own words, read from the locale files, so the tests follow the translations. */
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, `${ns}.json`), 'utf8'));

export type Lang = 'mn' | 'en';
export const text = (lang: Lang) => ({
  common: read(lang, 'common'),
  auth: read(lang, 'auth'),
  menu: read(lang, 'menu'),
  errors: read(lang, 'errors'),
  pub: read(lang, 'pub'),
  widget: read(lang, 'widget'),
  interactions: read(lang, 'interactions'),
  history: read(lang, 'history'),
  servicerate: read(lang, 'servicerate'),
});
export const LANG_NAME: Record<Lang, string> = { mn: 'Монгол', en: 'English' };
export const DEMO_PASSWORD = 'demo1234';

/** Fills i18next-style `{{name}}` placeholders (the widget's own strings use the same syntax). */
export const fill = (s: string, params: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/** The onboarding, admin-panel, users, guide (tour), company and contacts screens' words, for the sign-up and people specs. */
export const peopleText = (lang: Lang) => ({
  onboarding: read(lang, 'onboarding'),
  admin: read(lang, 'admin'),
  users: read(lang, 'users'),
  guide: read(lang, 'guide'),
  company: read(lang, 'company'),
  contacts: read(lang, 'contacts'),
});

/** The contacts and issues screens' words, and the shared list texts (pager, durations, empty list). */
export const recordsText = (lang: Lang) => ({
  contacts: read(lang, 'contacts'),
  issues: read(lang, 'issues'),
  list: read(lang, 'list'),
});
