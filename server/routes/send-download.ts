import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../domain/issues/attachments';
import { DOWNLOAD_CSP, servedAttachmentType } from '../domain/issues/attachment-type';

/**
 * A stored file sent as a download (issue attachments, e-mail attachments): a type the browser
 * cannot run, never sniffed, sandboxed if opened, and never cached by anyone else.
 */
export function sendDownload(reply: FastifyReply, file: { mime: string; name: string; data: Buffer }) {
  return reply
    .header('content-type', servedAttachmentType(file.mime))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CSP)
    .header('content-length', String(file.data.length))
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
