import { CONFIRM_LINK_TTL_HOURS, type Locale } from '../../../contracts';
import { fill, signupText } from '../onboarding/signup-text';
import type { OutgoingMail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link that makes a new address the sign-in e-mail, sent to that new address. */
export function emailChangeMail(opts: { to: string; firstName: string; link: string; lang: Locale }): OutgoingMail {
  const t = signupText(opts.lang);
  const hello = fill(t.mail_hello, { name: opts.firstName });
  const expires = fill(t.mail_expires, { hours: CONFIRM_LINK_TTL_HOURS });
  return {
    to: opts.to,
    subject: t.change_subject,
    text: `${hello}\n\n${t.change_body}\n\n${opts.link}\n\n${expires}\n${t.change_ignore}\n`,
    html: `<p>${esc(hello)}</p><p>${esc(t.change_body)}</p><p><a href="${esc(opts.link)}">${esc(t.change_button)}</a></p><p>${esc(expires)}<br>${esc(t.change_ignore)}</p>`,
  };
}
