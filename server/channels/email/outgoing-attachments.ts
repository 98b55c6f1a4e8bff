import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { EmailUpload, IssueAttachmentBody, Message, MessageAttachment } from '../../../contracts';
import type { Db } from '../../db/client';
import { channels, emailAttachments, interactions, messages } from '../../db/schema';
import type { InteractionViewer } from '../../domain/interactions/find-visible';
import { findVisibleInteraction } from '../../domain/interactions/find-visible';
import { cleanFileName, decodeAttachment } from '../../domain/issues/attachments';
import { AppError } from '../../lib/app-error';
import { emailAttachmentUrl, kindOf } from './attachments';

const MIME = /^[\w.+-]+\/[\w.+-]+$/;
/** How long an uploaded file waits for the reply that sends it. */
export const UNSENT_UPLOAD_MS = 24 * 60 * 60_000;

/**
 * An agent's file for a reply in an e-mail conversation, by the issue attachment rules (a name,
 * base64, at most 1 MB): stored against the conversation, unsent until a message names its id.
 */
export async function uploadEmailAttachment(db: Db, viewer: InteractionViewer, interactionId: number, body: IssueAttachmentBody): Promise<EmailUpload> {
  await findVisibleInteraction(db, viewer, interactionId);
  const [conv] = await db
    .select({ type: channels.type, status: interactions.status })
    .from(interactions)
    .innerJoin(channels, eq(channels.id, interactions.channelId))
    .where(eq(interactions.id, interactionId));
  if (conv?.type !== 'email') throw new AppError('err_forbidden_action');
  if (conv.status === 'closed') throw new AppError('err_interaction_closed');
  const name = cleanFileName(body.name);
  if (!name) throw new AppError('err_issue_attachment_invalid', { field: 'name' });
  const data = decodeAttachment(body.data);
  // Files uploaded and never sent (the reply abandoned, a file removed) go after a day.
  await db
    .delete(emailAttachments)
    .where(
      and(
        eq(emailAttachments.companyId, viewer.companyId),
        isNotNull(emailAttachments.uploadedByUserId),
        isNull(emailAttachments.messageId),
        lt(emailAttachments.createdAt, new Date(Date.now() - UNSENT_UPLOAD_MS)),
      ),
    );
  const mime = body.mime && MIME.test(body.mime) ? body.mime.toLowerCase() : 'application/octet-stream';
  const [row] = await db
    .insert(emailAttachments)
    .values({ key: randomBytes(18).toString('base64url'), companyId: viewer.companyId, interactionId, uploadedByUserId: viewer.id, name, mime, size: data.length, data })
    .returning({ id: emailAttachments.id, key: emailAttachments.key });
  return { id: row!.id, name, mime, size: data.length, url: emailAttachmentUrl(row!.key) };
}

/**
 * The files a reply names, before it is stored: each uploaded to this very conversation of this
 * company and not sent yet. Any other id (another company's, another conversation's, a received
 * mail's, one already sent) refuses the whole message.
 */
export async function requireOutgoingAttachments(
  db: Db,
  m: { companyId: number; interactionId: number; clientId: string },
  ids: readonly number[] | undefined,
): Promise<void> {
  const { companyId, interactionId } = m;
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: emailAttachments.id })
    .from(emailAttachments)
    .where(
      and(
        inArray(emailAttachments.id, wanted),
        eq(emailAttachments.companyId, companyId),
        eq(emailAttachments.interactionId, interactionId),
        isNotNull(emailAttachments.uploadedByUserId),
        // A resend of the same reply (its client id) finds its files already tied to it.
        or(
          isNull(emailAttachments.messageId),
          inArray(
            emailAttachments.messageId,
            db
              .select({ id: messages.id })
              .from(messages)
              .where(and(eq(messages.interactionId, interactionId), eq(messages.clientId, m.clientId))),
          ),
        ),
      ),
    );
  if (rows.length !== wanted.length) throw new AppError('err_issue_attachment_not_found');
}

/**
 * Ties the files to the stored reply and lists them on it (the thread shows their links, the SMTP
 * send reads them by the message). Only unsent ones of the conversation are taken.
 */
export async function bindOutgoingAttachments(db: Db, message: Message, ids: readonly number[] | undefined): Promise<MessageAttachment[]> {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return [];
  const rows = await db
    .update(emailAttachments)
    .set({ messageId: message.id })
    .where(
      and(
        inArray(emailAttachments.id, wanted),
        eq(emailAttachments.interactionId, message.interaction_id),
        isNotNull(emailAttachments.uploadedByUserId),
        isNull(emailAttachments.messageId),
      ),
    )
    .returning({ id: emailAttachments.id, key: emailAttachments.key, name: emailAttachments.name, mime: emailAttachments.mime, size: emailAttachments.size });
  rows.sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
  const list = rows.map((r) => ({ kind: kindOf(r.mime), url: emailAttachmentUrl(r.key), name: r.name, mime: r.mime, size: r.size }));
  if (list.length) {
    await db.update(messages).set({ attachments: list }).where(eq(messages.id, message.id));
    message.attachments = list;
  }
  return list;
}

/** The files a stored reply sends, as MIME parts (name, type, bytes). */
export async function filesOfMessage(db: Db, messageId: number) {
  return db
    .select({ name: emailAttachments.name, mime: emailAttachments.mime, data: emailAttachments.data })
    .from(emailAttachments)
    .where(eq(emailAttachments.messageId, messageId))
    .orderBy(asc(emailAttachments.id));
}
