import { INVITE_TTL_HOURS, type Locale, type Role } from '../../../contracts';
import type { OutgoingMail } from '../mail/mailer';
import { fill } from '../onboarding/signup-text';
import { inviteText } from './invite-text';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation, in the language of the admin who sent it. */
export function inviteMail(opts: { to: string; firstName: string; company: string; inviter: string; role: Role; link: string; lang: Locale }): OutgoingMail {
  const t = inviteText(opts.lang);
  const hello = fill(t.mail_hello, { name: opts.firstName });
  const body = fill(t.mail_body, { inviter: opts.inviter, company: opts.company, role: t.roles[opts.role] });
  const expires = fill(t.mail_expires, { hours: INVITE_TTL_HOURS });
  return {
    to: opts.to,
    subject: fill(t.mail_subject, { company: opts.company }),
    text: `${hello}\n\n${body}\n\n${opts.link}\n\n${expires}\n${t.mail_ignore}\n`,
    html: `<p>${esc(hello)}</p><p>${esc(body)}</p><p><a href="${esc(opts.link)}">${esc(t.mail_button)}</a></p><p>${esc(expires)}<br>${esc(t.mail_ignore)}</p>`,
  };
}
