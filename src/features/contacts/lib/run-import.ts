import { contactViolations, normalizeContact } from '../../../../contracts/contact-rules';
import {
  duplicateRows,
  importRowToFields,
  keyField,
  type ContactImportBody,
  type ContactImportError,
  type ContactImportResult,
  type ContactImportRow,
} from '../../../../contracts/contact-import.schema';

export const CHECK_CHUNK = 500;

export type SendImport = (body: ContactImportBody) => Promise<ContactImportResult>;

export interface ImportProgress {
  phase: 'checking' | 'importing';
  done: number;
  total: number;
}

/** Rows that repeat an e-mail or phone of an earlier row in another chunk, which no chunk's check can see. */
function crossChunkDuplicates(rows: ContactImportRow[]): ContactImportError[] {
  const candidates: { index: number; input: ReturnType<typeof normalizeContact> }[] = [];
  rows.forEach((row, index) => {
    const fields = importRowToFields(row, null);
    if (contactViolations(fields).length === 0) candidates.push({ index, input: normalizeContact(fields) });
  });
  const repeated = duplicateRows(candidates.map((c) => c.input));
  return [...repeated].map(([i, key]) => ({ row: candidates[i].index + 1, field: keyField(key), code: 'err_contact_exists' }));
}

/**
 * Checks the whole file with dry runs of CHECK_CHUNK rows (progress after each), and answers every
 * bad row. Nothing is stored here.
 */
export async function checkAll(rows: ContactImportRow[], send: SendImport, onProgress: (p: ImportProgress) => void): Promise<ContactImportError[]> {
  const errors: ContactImportError[] = [];
  onProgress({ phase: 'checking', done: 0, total: rows.length });
  for (let offset = 0; offset < rows.length; offset += CHECK_CHUNK) {
    const chunk = rows.slice(offset, offset + CHECK_CHUNK);
    const result = await send({ rows: chunk, dry_run: true, row_offset: offset });
    errors.push(...result.errors);
    onProgress({ phase: 'checking', done: Math.min(rows.length, offset + chunk.length), total: rows.length });
  }
  const seen = new Set(errors.map((e) => `${e.row}:${e.field}:${e.code}`));
  for (const e of crossChunkDuplicates(rows)) if (!seen.has(`${e.row}:${e.field}:${e.code}`)) errors.push(e);
  return errors.sort((a, b) => a.row - b.row);
}

/**
 * The import itself is ONE request: the server stores every row in one transaction or none, so
 * a file is never half imported, even if something changed since the check (its answer is then
 * the new report).
 */
export async function importAll(rows: ContactImportRow[], send: SendImport, onProgress: (p: ImportProgress) => void): Promise<ContactImportResult> {
  onProgress({ phase: 'importing', done: 0, total: rows.length });
  const result = await send({ rows, dry_run: false });
  onProgress({ phase: 'importing', done: result.imported, total: rows.length });
  return result;
}
