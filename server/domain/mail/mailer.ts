import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The service's own outgoing mail. With SMTP_URL it goes out through nodemailer; without it, in
 * development only, the message (with its link) is written to the server log so sign-up works on a
 * laptop. In production without SMTP_URL a send fails with err_mail_server rather than vanish.
 */
export function createMailer(opts: { smtpUrl: string; mailFrom: string; production?: boolean }, log: FastifyBaseLogger): Mailer {
  const production = opts.production ?? process.env.NODE_ENV === 'production';
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      if (!opts.smtpUrl) {
        if (production) {
          log.error('SMTP_URL is not set: mail cannot be sent');
          throw new AppError('err_mail_server');
        }
        log.info({ mailTo: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL); its text:\n${mail.text}`);
        return;
      }
      // Loaded on the first mail sent: a server without SMTP_URL never needs it (memory, docs/scaling.md).
      transport ??= (await import('nodemailer')).createTransport(opts.smtpUrl);
      try {
        await transport.sendMail({ from: opts.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (err) {
        log.error({ err }, 'mail send failed');
        throw new AppError('err_mail_server');
      }
    },
    close() {
      transport?.close();
    },
  };
}
