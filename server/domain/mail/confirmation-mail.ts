import { CONFIRM_LINK_TTL_HOURS, type Locale } from '../../../contracts';
import { fill, signupText } from '../onboarding/signup-text';
import type { OutgoingMail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-up confirmation message, in the language the person signed up in. */
export function confirmationMail(opts: { to: string; firstName: string; link: string; lang: Locale }): OutgoingMail {
  const t = signupText(opts.lang);
  const hello = fill(t.mail_hello, { name: opts.firstName });
  const expires = fill(t.mail_expires, { hours: CONFIRM_LINK_TTL_HOURS });
  return {
    to: opts.to,
    subject: t.mail_subject,
    text: `${hello}\n\n${t.mail_body}\n\n${opts.link}\n\n${expires}\n${t.mail_ignore}\n`,
    html: `<p>${esc(hello)}</p><p>${esc(t.mail_body)}</p><p><a href="${esc(opts.link)}">${esc(t.mail_button)}</a></p><p>${esc(expires)}<br>${esc(t.mail_ignore)}</p>`,
  };
}
