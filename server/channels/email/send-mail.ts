import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { channels, emailMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { failureKind } from './connection-test';
import { filesOfMessage } from './outgoing-attachments';
import { imapOptions, settingsOf, smtpOptions, type EmailSettings } from './settings';

export interface EmailReply {
  db: Db;
  log: FastifyBaseLogger;
  channel: typeof channels.$inferSelect;
  interactionId: number;
  /** The stored agent message (its id links the mail to it). */
  messageId: number;
  body: string;
  /** Where to send when the thread has no inbound mail yet (the contact's address). */
  fallbackTo?: string | null;
}

const replySubject = (s: string) => (/^re\s*:/i.test(s.trim()) ? s.trim() : `Re: ${s.trim()}`);

/**
 * Sends an agent's message as a reply from the channel's address: In-Reply-To the customer's last
 * mail and References its chain, so the customer's client threads it; then a copy goes to the
 * mailbox's Sent folder by IMAP APPEND where the server has one. Answers the new Message-ID.
 */
export async function sendEmailReply(r: EmailReply): Promise<{ externalId: string }> {
  const s = settingsOf(r.channel);
  const [last] = await r.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.interactionId, r.interactionId), eq(emailMessages.direction, 'in')))
    .orderBy(desc(emailMessages.id))
    .limit(1);
  const to = last?.fromAddress || r.fallbackTo;
  if (!to) throw new AppError('err_channel_connect_failed');
  const domain = s.address.split('@')[1] ?? 'localhost';
  const rfcId = `<${randomBytes(12).toString('hex')}.${r.messageId}@${domain}>`;
  const references = last?.references ?? '';
  const subject = replySubject(last?.subject || '');
  // The files the agent attached go as MIME parts of the same mail.
  const files = await filesOfMessage(r.db, r.messageId);
  const mail = {
    from: { name: r.channel.name, address: s.address },
    to,
    subject,
    text: r.body,
    messageId: rfcId,
    ...(last ? { inReplyTo: last.rfcMessageId, references } : {}),
    ...(files.length ? { attachments: files.map((f) => ({ filename: f.name, content: f.data, contentType: f.mime })) } : {}),
  };
  // Built once, so the SMTP send and the Sent copy are the same bytes.
  // imapflow and nodemailer load on first use: only companies with a mailbox need them (memory, docs/scaling.md).
  const { default: nodemailer } = await import('nodemailer');
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  const raw = built.message as Buffer;
  const transport = nodemailer.createTransport(smtpOptions(s));
  try {
    await transport.sendMail({ envelope: { from: s.address, to: [to] }, raw });
  } catch (err) {
    r.log.warn({ kind: failureKind(err), host: s.smtp_host }, 'e-mail reply not sent');
    throw new AppError('err_channel_connect_failed');
  } finally {
    transport.close();
  }
  await r.db
    .insert(emailMessages)
    .values({
      companyId: r.channel.companyId,
      channelId: r.channel.id,
      interactionId: r.interactionId,
      messageId: r.messageId,
      rfcMessageId: rfcId,
      direction: 'out',
      subject,
      fromAddress: s.address,
      references: [...references.split(' ').filter(Boolean), rfcId].slice(-20).join(' '),
    })
    .onConflictDoNothing();
  await appendToSent(s, raw, r.log);
  return { externalId: rfcId };
}

/** Best effort: a mailbox without a \Sent folder, or a failed APPEND, does not fail the reply. */
export async function appendToSent(s: EmailSettings, raw: Buffer, log: FastifyBaseLogger): Promise<boolean> {
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({ ...imapOptions(s), maxIdleTime: undefined });
  client.on('error', () => {});
  try {
    await client.connect();
    const boxes = await client.list();
    const sent = boxes.find((b) => b.specialUse === '\\Sent');
    if (!sent) return false;
    await client.append(sent.path, raw, ['\\Seen']);
    return true;
  } catch (err) {
    log.warn({ kind: failureKind(err) }, 'copy of the reply not saved to Sent');
    return false;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
