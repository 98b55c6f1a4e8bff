import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The port of the local SMTP server the specs that read mail start. playwright.config.ts gives the
 * app server SMTP_URL=smtp://127.0.0.1:<this port> at start-up; the app only connects when it
 * sends, so the catcher can start later (in a spec's beforeAll). Each worker has its own server
 * and port (playwright.config.ts); E2E_SMTP_PORT moves them all when two Playwright runs share a machine.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT_OF_WORKER ?? process.env.E2E_SMTP_PORT ?? 2526);

export interface MailCatcher {
  /** Waits until a message to `address` arrives and returns it (the newest when several did). */
  mailTo(address: string, opts?: { timeout?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

/** A real SMTP server (the smtp-server package) on 127.0.0.1; every accepted message is parsed. */
export async function startMailCatcher(port = SMTP_PORT): Promise<MailCatcher> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    async mailTo(address, opts = {}) {
      const wanted = address.toLowerCase();
      const find = () => inbox.filter((m) => recipients(m).includes(wanted)).at(-1);
      await expect.poll(() => find() !== undefined, { message: `a mail to ${address}`, timeout: opts.timeout ?? 15_000 }).toBe(true);
      return find()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path` (e.g. '/pub/confirm'): the address a person would click. */
export function linkIn(mail: ParsedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`https?://\\S+${escaped}\\?\\S+`).exec(mail.text ?? '');
  if (!found) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return found[0];
}
