import type { EmailSecurity } from '../../../contracts';

/** What an e-mail channel keeps in `channels.config` (the password stays on the server). */
export interface EmailSettings {
  address: string;
  username: string;
  password: string;
  imap_host: string;
  imap_port: number;
  imap_security: EmailSecurity;
  smtp_host: string;
  smtp_port: number;
  smtp_security: EmailSecurity;
}

export const loginOf = (s: EmailSettings) => s.username || s.address;

/** imapflow's connection options (logger off: nothing of the session, password included, is logged). */
export function imapOptions(s: EmailSettings) {
  return {
    host: s.imap_host,
    port: s.imap_port,
    secure: s.imap_security === 'tls',
    doSTARTTLS: s.imap_security === 'starttls' ? true : s.imap_security === 'none' ? false : undefined,
    auth: { user: loginOf(s), pass: s.password },
    logger: false as const,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 5 * 60_000,
    // The session is ours alone: enter IDLE right after each read (imapflow's default waits 15 s).
    autoIdleDelay: 250,
    // Re-enter IDLE at least this often, so a silently dropped connection is noticed.
    maxIdleTime: 60_000,
  };
}

/** nodemailer's SMTP transport options. */
export function smtpOptions(s: EmailSettings) {
  return {
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.smtp_security === 'tls',
    requireTLS: s.smtp_security === 'starttls',
    ignoreTLS: s.smtp_security === 'none',
    auth: { user: loginOf(s), pass: s.password },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    logger: false,
  };
}

/**
 * A channel row's settings, complete: a row made elsewhere (the demo seed, an older version) may
 * lack some; a mailbox without an IMAP host is simply not read.
 */
export function settingsOf(row: { number: string; config: unknown }): EmailSettings {
  const c = (row.config ?? {}) as Partial<EmailSettings>;
  return {
    address: c.address ?? row.number,
    username: c.username ?? '',
    password: c.password ?? '',
    imap_host: c.imap_host ?? '',
    imap_port: c.imap_port ?? 993,
    imap_security: c.imap_security ?? 'tls',
    smtp_host: c.smtp_host ?? '',
    smtp_port: c.smtp_port ?? 465,
    smtp_security: c.smtp_security ?? 'tls',
  };
}
