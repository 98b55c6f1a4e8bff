import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeFiles, knowledgePassages } from '../../db/schema';
import { htmlBlocks } from './html-blocks';
import { toPassages } from './passages';
import { normalize, stemsOf } from './search-text';
import { indexChanged } from './index-events';

/** The searchable fields of a Q&A: its question for similarity, question and answer for words. */
export function qaSearchFields(question: string, answer: string) {
  return { norm: normalize(question), stems: stemsOf(`${question} ${answer}`).join(' ') };
}

/**
 * Rebuilds a file's passages: a published file is split and indexed, a draft leaves the index.
 * Runs inside the caller's transaction so the index never shows half a file.
 */
export async function reindexFile(db: Db, fileId: number) {
  await db.delete(knowledgePassages).where(eq(knowledgePassages.fileId, fileId));
  const [file] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId));
  if (file) indexChanged(file.companyId);
  if (!file || file.status !== 'published') return 0;
  const passages = toPassages(file.name, htmlBlocks(file.contentHtml));
  if (passages.length === 0) return 0;
  await db.insert(knowledgePassages).values(
    passages.map((p, ord) => ({
      companyId: file.companyId,
      fileId,
      ord,
      heading: p.heading,
      text: p.text,
      norm: normalize(`${p.heading} ${p.text}`),
      stems: stemsOf(`${file.name} ${p.heading} ${p.text}`).join(' '),
    })),
  );
  return passages.length;
}
