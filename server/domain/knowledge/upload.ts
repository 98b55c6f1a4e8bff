import type { Db } from '../../db/client';
import { KNOWLEDGE_UPLOAD_MAX_BYTES, type KnowledgeUploadBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { ownFolder } from './bases';
import { createFile, getFile } from './files';
import { readDocx, readPdf } from './readers';

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = 'PK';

/** A PDF or DOCX upload becomes an article (spec §5: of Word files only .docx is accepted). */
export async function importUpload(db: Db, companyId: number, userId: number, body: KnowledgeUploadBody) {
  await ownFolder(db, companyId, body.folder_id);
  const name = body.file_name.trim();
  const kind = /\.pdf$/i.test(name) ? 'pdf' : /\.docx$/i.test(name) ? 'docx' : null;
  if (!kind) throw new AppError('err_knowledge_docx_only', { field: 'file_name' });
  const data = Buffer.from(body.data, 'base64');
  if (data.length > KNOWLEDGE_UPLOAD_MAX_BYTES) throw new AppError('err_knowledge_file_too_large', { max: KNOWLEDGE_UPLOAD_MAX_BYTES / 1024 / 1024 });
  const head = data.subarray(0, 5).toString('latin1');
  if (kind === 'pdf' ? !head.startsWith(PDF_MAGIC) : !head.startsWith(ZIP_MAGIC)) throw new AppError('err_knowledge_file_unreadable');
  const doc = kind === 'pdf' ? await readPdf(new Uint8Array(data), name) : await readDocx(data, name);
  const id = await createFile(db, companyId, userId, {
    folder_id: body.folder_id,
    name: doc.title.slice(0, 200) || name,
    content_html: doc.html,
    status: body.status ?? 'draft',
    source: kind,
  });
  return getFile(db, companyId, id);
}
