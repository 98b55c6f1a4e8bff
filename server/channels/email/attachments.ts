import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageAttachment } from '../../../contracts';
import type { Db } from '../../db/client';
import { emailAttachments } from '../../db/schema';
import type { InteractionViewer } from '../../domain/interactions/find-visible';
import { findVisibleInteraction, requireInteractionRights } from '../../domain/interactions/find-visible';
import { AppError } from '../../lib/app-error';
import type { ParsedAttachment } from './parse-mail';

export const emailAttachmentUrl = (key: string) => `/api/email-attachments/${key}`;

export const kindOf = (mime: string): MessageAttachment['kind'] =>
  mime.startsWith('image/') ? 'image' : mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : 'file';

/** Stores a mail's files before the message, so the message can carry their URLs. */
export async function storeAttachments(db: Db, companyId: number, files: ParsedAttachment[]): Promise<{ ids: number[]; attachments: MessageAttachment[] }> {
  if (!files.length) return { ids: [], attachments: [] };
  const rows = await db
    .insert(emailAttachments)
    .values(files.map((f) => ({ key: randomBytes(18).toString('base64url'), companyId, name: f.name, mime: f.mime, size: f.size, data: f.data })))
    .returning({ id: emailAttachments.id, key: emailAttachments.key, name: emailAttachments.name, mime: emailAttachments.mime, size: emailAttachments.size });
  return {
    ids: rows.map((r) => r.id),
    attachments: rows.map((r) => ({ kind: kindOf(r.mime), url: emailAttachmentUrl(r.key), name: r.name, mime: r.mime, size: r.size })),
  };
}

/** Ties stored files to the conversation their mail landed in (or drops them when it was not stored). */
export async function settleAttachments(db: Db, ids: number[], interactionId: number | null) {
  if (!ids.length) return;
  if (interactionId) await db.update(emailAttachments).set({ interactionId }).where(inArray(emailAttachments.id, ids));
  else await db.delete(emailAttachments).where(inArray(emailAttachments.id, ids));
}

/** A file for a reader who may see its conversation; anyone else gets not found. */
export async function readEmailAttachment(db: Db, viewer: InteractionViewer, key: string) {
  requireInteractionRights(viewer);
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.key, key), eq(emailAttachments.companyId, viewer.companyId)))
    .limit(1);
  if (!row || !row.interactionId) throw new AppError('err_interaction_not_found');
  await findVisibleInteraction(db, viewer, row.interactionId);
  return row;
}
