import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { imapOptions, smtpOptions, type EmailSettings } from './settings';

/** A failure's class only (code or name): never its message, which may carry server text or secrets. */
export const failureKind = (err: unknown) => {
  const e = err as { code?: string; authenticationFailed?: boolean; responseCode?: number; name?: string };
  if (e?.authenticationFailed || e?.code === 'EAUTH') return 'authentication';
  return String(e?.code ?? e?.responseCode ?? e?.name ?? 'unknown');
};

/**
 * Logs in to IMAP and verifies SMTP with the channel's settings, as the save does: any failure is
 * the catalogue's err_channel_email_connect (check username or password), never a stack trace.
 */
export async function testEmailConnection(s: EmailSettings, log?: FastifyBaseLogger): Promise<void> {
  // imapflow and nodemailer load on first use: only companies with a mailbox need them (memory, docs/scaling.md).
  const [{ ImapFlow }, { default: nodemailer }] = await Promise.all([import('imapflow'), import('nodemailer')]);
  const imap = new ImapFlow(imapOptions(s));
  imap.on('error', () => {});
  try {
    await imap.connect();
    await imap.logout();
  } catch (err) {
    imap.close();
    log?.info({ side: 'imap', host: s.imap_host, kind: failureKind(err) }, 'e-mail connection test failed');
    throw new AppError('err_channel_email_connect', { side: 'imap' });
  }
  const smtp = nodemailer.createTransport(smtpOptions(s));
  try {
    await smtp.verify();
  } catch (err) {
    log?.info({ side: 'smtp', host: s.smtp_host, kind: failureKind(err) }, 'e-mail connection test failed');
    throw new AppError('err_channel_email_connect', { side: 'smtp' });
  } finally {
    smtp.close();
  }
}
