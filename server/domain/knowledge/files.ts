import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeFiles, users } from '../../db/schema';
import type { KnowledgeFile, KnowledgeFileBody, KnowledgeFileSummary } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { articleCount, ownFolder } from './bases';
import { htmlText } from './html-blocks';
import { indexChanged } from './index-events';
import { reindexFile } from './index-file';
import { knowledgeLimit } from './limits';
import { sanitizeArticle } from './sanitize';

type Row = typeof knowledgeFiles.$inferSelect & { first: string | null; last: string | null; email: string | null };

const summary = (r: Row): KnowledgeFileSummary => ({
  id: r.id,
  folder_id: r.folderId,
  name: r.name,
  status: r.status as KnowledgeFileSummary['status'],
  source: r.source as KnowledgeFileSummary['source'],
  source_url: r.sourceUrl,
  chars: r.contentText.length,
  updated_at: r.updatedAt.toISOString(),
  updated_by: r.email === null ? null : [r.last, r.first].filter(Boolean).join(' ') || r.email,
});

const withEditor = (db: Db) =>
  db
    .select({ f: knowledgeFiles, first: users.firstName, last: users.lastName, email: users.email })
    .from(knowledgeFiles)
    .leftJoin(users, eq(users.id, knowledgeFiles.updatedBy));

const flat = (r: { f: typeof knowledgeFiles.$inferSelect; first: string | null; last: string | null; email: string | null }): Row => ({
  ...r.f,
  first: r.first,
  last: r.last,
  email: r.email,
});

export async function listFiles(db: Db, companyId: number, q: { folder_id?: number; status?: 'draft' | 'published'; q?: string }) {
  const rows = await withEditor(db)
    .where(
      and(
        eq(knowledgeFiles.companyId, companyId),
        q.folder_id ? eq(knowledgeFiles.folderId, q.folder_id) : undefined,
        q.status ? eq(knowledgeFiles.status, q.status) : undefined,
        q.q ? ilike(knowledgeFiles.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(desc(knowledgeFiles.updatedAt), desc(knowledgeFiles.id))
    .limit(500);
  return { items: rows.map((r) => summary(flat(r))) };
}

export async function getFile(db: Db, companyId: number, id: number): Promise<KnowledgeFile> {
  const [r] = await withEditor(db).where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.companyId, companyId)));
  if (!r) throw new AppError('err_knowledge_file_not_found');
  const { articleChars } = await knowledgeLimit(companyId);
  return { ...summary(flat(r)), content_html: r.f.contentHtml, over_limit: r.f.contentText.length > articleChars };
}

export interface NewFile extends KnowledgeFileBody {
  source?: 'manual' | 'url' | 'pdf' | 'docx';
  source_url?: string | null;
}

/** Spec §5: past the plan's article count, 'limit exceeded' with the count. */
export async function ensureRoom(db: Db, companyId: number, adding = 1) {
  const { articles } = await knowledgeLimit(companyId);
  if ((await articleCount(db, companyId)) + adding > articles) throw new AppError('err_knowledge_limit_exceeded', { max: articles });
}

export async function createFile(db: Db, companyId: number, userId: number | null, body: NewFile) {
  await ownFolder(db, companyId, body.folder_id);
  const html = sanitizeArticle(body.content_html);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // One writer per company at a time, so two imports cannot both take the last free place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('knowledge_files'), ${companyId})`);
    await ensureRoom(tx, companyId);
    const [row] = await tx
      .insert(knowledgeFiles)
      .values({
        companyId,
        folderId: body.folder_id,
        name: body.name,
        contentHtml: html,
        contentText: htmlText(html),
        status: body.status,
        source: body.source ?? 'manual',
        sourceUrl: body.source_url ?? null,
        updatedBy: userId,
      })
      .returning({ id: knowledgeFiles.id });
    await reindexFile(tx, row.id);
    return row.id;
  });
  // Again after the commit: what re-reads the index on this signal sees the new passages now.
  indexChanged(companyId);
  return id;
}

export async function updateFile(db: Db, companyId: number, userId: number, id: number, body: KnowledgeFileBody) {
  await ownFolder(db, companyId, body.folder_id);
  const html = sanitizeArticle(body.content_html);
  return changeFile(db, companyId, userId, id, { folderId: body.folder_id, name: body.name, contentHtml: html, contentText: htmlText(html), status: body.status });
}

/** Spec §4: draft or published; publishing indexes the file, a draft leaves the index. */
export async function setFileStatus(db: Db, companyId: number, userId: number, id: number, status: 'draft' | 'published') {
  return changeFile(db, companyId, userId, id, { status });
}

/** The company's file changed by this user, its passages indexed again in the same transaction. */
async function changeFile(db: Db, companyId: number, userId: number, id: number, set: Partial<typeof knowledgeFiles.$inferInsert>) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .update(knowledgeFiles)
      .set({ ...set, updatedBy: userId, updatedAt: new Date() })
      .where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.companyId, companyId)))
      .returning({ id: knowledgeFiles.id });
    if (!row) throw new AppError('err_knowledge_file_not_found');
    await reindexFile(tx, id);
  });
  indexChanged(companyId);
  return getFile(db, companyId, id);
}

export async function deleteFile(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(knowledgeFiles)
    .where(and(eq(knowledgeFiles.id, id), eq(knowledgeFiles.companyId, companyId)))
    .returning({ id: knowledgeFiles.id });
  if (!row) throw new AppError('err_knowledge_file_not_found');
  indexChanged(companyId);
}
