import { EMAIL_CHANGE_TTL_HOURS, type Locale } from '../../../contracts';
import { fill, signupText } from '../onboarding/signup-text';
import type { OutgoingMail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (lines: string[]) => lines.map((l) => `<p>${esc(l)}</p>`).join('');

interface Who {
  to: string;
  firstName: string;
  lang: Locale;
}

/** To the new address: the one-time link that makes it the sign-in e-mail. */
export function emailChangeLinkMail(opts: Who & { link: string }): OutgoingMail {
  const t = signupText(opts.lang);
  const hello = fill(t.mail_hello, { name: opts.firstName });
  const expires = fill(t.mail_expires, { hours: EMAIL_CHANGE_TTL_HOURS });
  return {
    to: opts.to,
    subject: t.change_subject,
    text: `${hello}\n\n${t.change_body}\n\n${opts.link}\n\n${expires}\n${t.change_ignore}\n`,
    html: `<p>${esc(hello)}</p><p>${esc(t.change_body)}</p><p><a href="${esc(opts.link)}">${esc(t.change_button)}</a></p><p>${esc(expires)}<br>${esc(t.change_ignore)}</p>`,
  };
}

/** To a new address that already has an account: no link, and nothing about whose request it was. */
export function emailChangeTakenMail(opts: { to: string; lang: Locale }): OutgoingMail {
  const t = signupText(opts.lang);
  return { to: opts.to, subject: t.change_subject, text: `${t.change_taken_body}\n`, html: paragraphs([t.change_taken_body]) };
}

/** To the old address when a change is asked for, and again when it took effect. */
export function emailChangeNoticeMail(opts: Who & { newEmail: string; done: boolean }): OutgoingMail {
  const t = signupText(opts.lang);
  const lines = [
    fill(t.mail_hello, { name: opts.firstName }),
    fill(opts.done ? t.change_changed_body : t.change_notice_body, { email: opts.newEmail, hours: EMAIL_CHANGE_TTL_HOURS }),
    opts.done ? t.change_changed_warning : t.change_notice_warning,
  ];
  return { to: opts.to, subject: opts.done ? t.change_changed_subject : t.change_notice_subject, text: `${lines.join('\n\n')}\n`, html: paragraphs(lines) };
}
