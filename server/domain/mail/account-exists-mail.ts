import type { Locale } from '../../../contracts';
import { fill, signupText } from '../onboarding/signup-text';
import type { OutgoingMail } from './mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sent instead of a confirmation link when someone signs up with an address that already has an
 * account: the sign-up page answers the same either way, and only the owner of the address learns.
 */
export function accountExistsMail(opts: { to: string; firstName: string; link: string; lang: Locale }): OutgoingMail {
  const t = signupText(opts.lang);
  const hello = fill(t.mail_hello, { name: opts.firstName });
  return {
    to: opts.to,
    subject: t.exists_subject,
    text: `${hello}\n\n${t.exists_body}\n\n${opts.link}\n\n${t.exists_ignore}\n`,
    html: `<p>${esc(hello)}</p><p>${esc(t.exists_body)}</p><p><a href="${esc(opts.link)}">${esc(t.exists_button)}</a></p><p>${esc(t.exists_ignore)}</p>`,
  };
}
