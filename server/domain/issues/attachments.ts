import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueAttachments } from '../../db/schema';
import { ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENT_NAME_MAX, type IssueAttachment, type IssueAttachmentBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import type { IssueActor } from './actor';
import { attachmentsOf, ensureCan, findIssueRow } from './get-issue';
import { orFail } from './guard';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME = /^[\w.+-]+\/[\w.+-]+$/;

export const tooLarge = () => new AppError('err_issue_attachment_too_large', { max: ATTACHMENT_MAX_BYTES, max_mb: ATTACHMENT_MAX_BYTES / (1024 * 1024) });

// eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name without folders or control characters, short enough for a header. */
export function cleanFileName(raw: string): string {
  const base = raw.replace(CONTROL_CHARACTERS, '').split(/[\\/]/).pop() ?? '';
  return base.trim().slice(0, ISSUE_ATTACHMENT_NAME_MAX);
}

/** Decoded bytes of a base64 body, or the refusal: not base64, empty, or over 1 MB (spec §5). */
export function decodeAttachment(data: string): Buffer {
  const compact = data.replace(/\s+/g, '');
  if (!compact || compact.length % 4 !== 0 || !BASE64.test(compact)) throw new AppError('err_issue_attachment_invalid', { field: 'data' });
  // 4 characters carry 3 bytes: refuse before decoding anything too large.
  const size = (compact.length / 4) * 3 - (compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0);
  if (size > ATTACHMENT_MAX_BYTES) throw tooLarge();
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length === 0) throw new AppError('err_issue_attachment_invalid', { field: 'data' });
  return bytes;
}

export async function addAttachment(db: Db, actor: IssueActor, issueId: number, body: IssueAttachmentBody): Promise<IssueAttachment> {
  const issue = await findIssueRow(db, actor, issueId);
  ensureCan(issue, { type: 'issue.attach' });
  const name = cleanFileName(body.name);
  if (!name) throw new AppError('err_issue_attachment_invalid', { field: 'name' });
  const bytes = decodeAttachment(body.data);
  const mime = body.mime && MIME.test(body.mime) ? body.mime.toLowerCase() : 'application/octet-stream';
  const id = await orFail('err_issue_edit', async () => {
    const [row] = await db
      .insert(issueAttachments)
      .values({ issueId, companyId: actor.companyId, name, mime, size: bytes.length, data: bytes, uploadedByUserId: actor.userId })
      .returning({ id: issueAttachments.id });
    return row.id;
  });
  return (await attachmentsOf(db, issueId)).find((a) => a.id === id)!;
}

/** The stored file of a visible issue (a deleted issue's too, for the record). */
export async function readAttachment(db: Db, actor: IssueActor, issueId: number, attachmentId: number) {
  await findIssueRow(db, actor, issueId);
  const [row] = await db
    .select({ name: issueAttachments.name, mime: issueAttachments.mime, data: issueAttachments.data })
    .from(issueAttachments)
    .where(and(eq(issueAttachments.id, attachmentId), eq(issueAttachments.issueId, issueId)));
  if (!row) throw new AppError('err_issue_attachment_not_found');
  return row;
}

export async function deleteAttachment(db: Db, actor: IssueActor, issueId: number, attachmentId: number): Promise<void> {
  const issue = await findIssueRow(db, actor, issueId);
  const [row] = await db
    .select({ id: issueAttachments.id })
    .from(issueAttachments)
    .where(and(eq(issueAttachments.id, attachmentId), eq(issueAttachments.issueId, issueId)));
  if (!row) throw new AppError('err_issue_attachment_not_found');
  ensureCan(issue, { type: 'issue.attach' });
  await orFail('err_issue_edit', () => db.delete(issueAttachments).where(eq(issueAttachments.id, attachmentId)));
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the real (Cyrillic) name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
