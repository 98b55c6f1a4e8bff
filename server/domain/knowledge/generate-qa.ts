import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeFiles, knowledgeFolders, knowledgeQa } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LlmConfig } from '../../lib/llm-config';
import { htmlBlocks } from './html-blocks';
import { qaSearchFields } from './index-file';
import { llmQa } from './llm-qa';
import { offlineQa } from './offline-qa';
import { normalize } from './search-text';
import { indexChanged } from './index-events';

/**
 * Generates Q&A of a published file, marked AI-generated and active: by the configured model when
 * there is one, otherwise offline from headings and FAQ patterns. Questions the file already has
 * (same words, any case or punctuation) are not added twice.
 */
export async function generateQa(db: Db, companyId: number, userId: number, fileId: number, llm: LlmConfig | null) {
  const [row] = await db
    .select({ file: knowledgeFiles, baseId: knowledgeFolders.baseId })
    .from(knowledgeFiles)
    .innerJoin(knowledgeFolders, eq(knowledgeFolders.id, knowledgeFiles.folderId))
    .where(and(eq(knowledgeFiles.id, fileId), eq(knowledgeFiles.companyId, companyId)));
  if (!row) throw new AppError('err_knowledge_file_not_found');
  if (row.file.status !== 'published') throw new AppError('err_knowledge_not_published');
  const pairs = llm ? await llmQa(llm, row.file.name, row.file.contentText) : offlineQa(htmlBlocks(row.file.contentHtml));
  const existing = await db.select({ q: knowledgeQa.question }).from(knowledgeQa).where(eq(knowledgeQa.fileId, fileId));
  const seen = new Set(existing.map((e) => normalize(e.q)));
  const fresh = pairs.filter((p) => {
    const k = normalize(p.question);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (fresh.length)
    await db.insert(knowledgeQa).values(
      fresh.map((p) => ({
        companyId,
        baseId: row.baseId,
        fileId,
        question: p.question,
        answer: p.answer,
        active: true,
        source: 'ai',
        updatedBy: userId,
        ...qaSearchFields(p.question, p.answer),
      })),
    );
  indexChanged(companyId);
  return { created: fresh.length, via: llm ? ('llm' as const) : ('offline' as const) };
}
