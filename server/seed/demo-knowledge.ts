import type { Db } from '../db/client';
import { knowledgeBases, knowledgeFiles, knowledgeFolders, knowledgeQa } from '../db/schema';
import { htmlText } from '../domain/knowledge/html-blocks';
import { qaSearchFields, reindexFile } from '../domain/knowledge/index-file';
import { DEMO_ARTICLES } from './demo-knowledge-data';

const FOLDERS = { mn: 'Монгол', en: 'English' } as const;

/**
 * The demo company's knowledge base (mn and en articles about the demo shop, published and
 * indexed, with active user-reviewed Q&A). `agentUserId` allots it to a virtual agent (the
 * primary agent of the demo, when the virtual-agent seed makes one).
 */
export async function seedDemoKnowledge(db: Db, companyId: number, authorId: number, agentUserId: number | null = null) {
  const [base] = await db.insert(knowledgeBases).values({ companyId, name: 'Demo дэлгүүр', agentUserId }).returning();
  const folders = await db
    .insert(knowledgeFolders)
    .values([
      { companyId, baseId: base.id, name: FOLDERS.mn },
      { companyId, baseId: base.id, name: FOLDERS.en },
    ])
    .returning();
  const folderOf = (lang: 'mn' | 'en') => folders.find((f) => f.name === FOLDERS[lang])!.id;
  for (const a of DEMO_ARTICLES) {
    const [file] = await db
      .insert(knowledgeFiles)
      .values({ companyId, folderId: folderOf(a.lang), name: a.title, contentHtml: a.html, contentText: htmlText(a.html), status: 'published', updatedBy: authorId })
      .returning({ id: knowledgeFiles.id });
    await reindexFile(db, file.id);
    await db.insert(knowledgeQa).values(
      a.qa.map(([question, answer]) => ({
        companyId,
        baseId: base.id,
        fileId: file.id,
        question,
        answer,
        source: 'user',
        updatedBy: authorId,
        ...qaSearchFields(question, answer),
      })),
    );
  }
  return { baseId: base.id };
}
