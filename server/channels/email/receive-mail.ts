import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { channels, emailMessages, messages } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import type { InboundMessage, InboundResult } from '../inbound';
import { settleAttachments, storeAttachments } from './attachments';
import { parseMail, type ParsedMail } from './parse-mail';
import { settingsOf } from './settings';
import { findThread, seenBefore } from './threading';
import type { ImportedMail } from './mailbox-worker';

const pastOrNow = (date: Date | null) => (date && date.getTime() < Date.now() ? date : new Date());

/** The channel core's inbound step (server/channels/inbound.ts ingestInbound), as the supervisor binds it. */
export type Ingest = (input: InboundMessage) => Promise<InboundResult | null>;

export interface ReceiveDeps {
  db: Db;
  log: FastifyBaseLogger;
  ingest: Ingest;
  channel: typeof channels.$inferSelect;
}

/**
 * One raw mail from the mailbox into the conversation model: parsed (bad MIME is read as far as
 * it goes), threaded, handed to the channel core, and its Message-ID mapped to the conversation.
 * A Message-ID seen before on this channel is stored once. A mail of the first-connect import
 * keeps its own date, and one the mailbox had as read is stored as a closed conversation.
 */
export async function receiveMail(deps: ReceiveDeps, raw: Buffer, fallbackId: string, imported: ImportedMail | null = null): Promise<void> {
  const { db, channel } = deps;
  const own = settingsOf(channel).address;
  let mail: ParsedMail;
  try {
    mail = await parseMail(raw, fallbackId);
  } catch (err) {
    deps.log.warn({ err: { message: (err as Error).message }, size: raw.length }, 'unreadable e-mail skipped');
    return;
  }
  if (!mail.fromAddress || mail.fromAddress === own) return;
  if (await seenBefore(db, channel.id, mail.messageId)) return;
  const thread = await findThread(db, channel.id, mail);
  const notes = mail.refused.map((name) => `📎 ${name} (> 1 MB)`);
  const files = await storeAttachments(db, channel.companyId, mail.attachments);
  let result: InboundResult | null = null;
  try {
    result = await deps.ingest({
      companyId: channel.companyId,
      channelId: channel.id,
      identity: { kind: 'email', externalId: mail.fromAddress, name: mail.fromName || undefined, email: mail.fromAddress },
      externalMessageId: mail.messageId,
      body: notes.length ? `${mail.body}\n\n${notes.join('\n')}` : mail.body,
      attachments: files.attachments,
      interactionId: thread ?? undefined,
      // Mail the mailbox already held keeps its own date (never one ahead of now: a sender's clock
      // may be wrong); one already read there is history.
      imported: imported ? { at: pastOrNow(mail.date), closeAs: imported.seen ? mail.subject.trim() || mail.body : null } : undefined,
    });
  } finally {
    await settleAttachments(db, files.ids, result && !result.duplicate ? result.interactionId : null);
  }
  // An inactive channel stores nothing (the core logs it).
  if (!result) return;
  const [stored] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.interactionId, result.interactionId), eq(messages.seq, result.seq)))
    .limit(1);
  await db
    .insert(emailMessages)
    .values({
      companyId: channel.companyId,
      channelId: channel.id,
      interactionId: result.interactionId,
      messageId: stored?.id ?? null,
      rfcMessageId: mail.messageId,
      direction: 'in',
      subject: mail.subject,
      fromAddress: mail.fromAddress,
      references: [...mail.references.filter((r) => r !== mail.messageId), mail.messageId].slice(-20).join(' '),
      html: mail.html,
      quoted: mail.quoted,
    })
    .onConflictDoNothing();
}
