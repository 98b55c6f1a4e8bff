import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../../contracts';
import { ROOT_DIR } from '../../config';

const KEYS = [
  'create_account',
  'title',
  'heading',
  'first_name',
  'last_name',
  'password_hint',
  'submit',
  'have_account',
  'sent_title',
  'sent_body',
  'resend',
  'resent_body',
  'invalid_title',
  'back_to_login',
  'mail_subject',
  'mail_hello',
  'mail_body',
  'mail_button',
  'mail_expires',
  'mail_ignore',
  'exists_subject',
  'exists_body',
  'exists_button',
  'exists_ignore',
  'change_subject',
  'change_body',
  'change_button',
  'change_ignore',
  'change_done_title',
  'change_done_body',
  'change_failed_title',
  'change_taken_body',
  'change_notice_subject',
  'change_notice_body',
  'change_notice_warning',
  'change_changed_subject',
  'change_changed_body',
  'change_changed_warning',
  'change_page_title',
  'change_page_body',
  'change_to_console',
] as const;
export type SignupText = Record<(typeof KEYS)[number], string>;

/** The sign-up strings of the public pages and the confirmation mail (locales/<lang>/pub.json › signup). */
function load(lang: Locale): SignupText {
  const { signup } = JSON.parse(readFileSync(join(ROOT_DIR, 'locales', lang, 'pub.json'), 'utf8')) as { signup: Partial<SignupText> };
  // A missing string would reach a page or a mail as "undefined": refuse to start instead.
  const missing = KEYS.filter((key) => typeof signup[key] !== 'string');
  if (missing.length) throw new Error(`locales/${lang}/pub.json › signup lacks ${missing.join(', ')}`);
  return signup as SignupText;
}

const texts = Object.fromEntries(LOCALES.map((l) => [l, load(l)])) as Record<Locale, SignupText>;

export const signupText = (lang: Locale): SignupText => texts[lang];

/** `{{name}}` placeholders filled in. */
export const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
