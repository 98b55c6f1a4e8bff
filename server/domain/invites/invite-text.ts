import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale, type Role } from '../../../contracts';
import { ROOT_DIR } from '../../config';

export interface InviteText {
  title: string;
  heading: string;
  intro: string;
  name: string;
  password_hint: string;
  submit: string;
  invalid_title: string;
  back_to_login: string;
  mail_subject: string;
  mail_hello: string;
  mail_body: string;
  mail_button: string;
  mail_expires: string;
  mail_ignore: string;
  roles: Record<Role, string>;
}

/** The invitation strings of the accept page and the mail (locales/<lang>/pub.json › invite). */
const texts = Object.fromEntries(
  LOCALES.map((l) => [l, (JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'pub.json'), 'utf8')) as { invite: InviteText }).invite]),
) as Record<Locale, InviteText>;

export const inviteText = (lang: Locale): InviteText => texts[lang];
