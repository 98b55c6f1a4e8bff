import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeBases, knowledgeFiles, knowledgeFolders, users } from '../../db/schema';
import type { KnowledgeBaseBody, KnowledgeBaseList, KnowledgeFolderBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { knowledgeLimit } from './limits';
import { uniqueAs } from './unique';

export async function articleCount(db: Db, companyId: number) {
  const [row] = await db.select({ n: count() }).from(knowledgeFiles).where(eq(knowledgeFiles.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** Bases with their folders and file counts, and the company's limits. */
export async function listBases(db: Db, companyId: number): Promise<KnowledgeBaseList> {
  const bases = await db.select().from(knowledgeBases).where(eq(knowledgeBases.companyId, companyId)).orderBy(asc(knowledgeBases.id));
  const folders = await db
    .select({ id: knowledgeFolders.id, baseId: knowledgeFolders.baseId, name: knowledgeFolders.name, files: count(knowledgeFiles.id) })
    .from(knowledgeFolders)
    .leftJoin(knowledgeFiles, eq(knowledgeFiles.folderId, knowledgeFolders.id))
    .where(eq(knowledgeFolders.companyId, companyId))
    .groupBy(knowledgeFolders.id)
    .orderBy(asc(knowledgeFolders.name));
  const limit = await knowledgeLimit(companyId);
  return {
    items: bases.map((b) => ({
      id: b.id,
      name: b.name,
      agent_user_id: b.agentUserId,
      folders: folders.filter((f) => f.baseId === b.id).map((f) => ({ id: f.id, name: f.name, files: Number(f.files) })),
    })),
    limits: { articles: limit.articles, used: await articleCount(db, companyId), article_chars: limit.articleChars },
  };
}

/** The agent a base is allotted to must be a virtual user of the same company. */
async function checkAgent(db: Db, companyId: number, agentUserId: number | null | undefined) {
  if (!agentUserId) return;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentUserId), eq(users.companyId, companyId), inArray(users.userType, ['virtual_social_agent', 'virtual_call_operator'])));
  if (!u) throw new AppError('err_user_not_found', { field: 'agent_user_id' });
}

export async function createBase(db: Db, companyId: number, body: KnowledgeBaseBody) {
  await checkAgent(db, companyId, body.agent_user_id);
  const [row] = await uniqueAs('err_knowledge_base_duplicate', () =>
    db
      .insert(knowledgeBases)
      .values({ companyId, name: body.name, agentUserId: body.agent_user_id ?? null })
      .returning(),
  );
  return { id: row.id, name: row.name, agent_user_id: row.agentUserId, folders: [] };
}

/** Renames a base or moves it to another virtual agent (null: unallotted). */
export async function updateBase(db: Db, companyId: number, id: number, body: KnowledgeBaseBody) {
  await checkAgent(db, companyId, body.agent_user_id);
  const [row] = await uniqueAs('err_knowledge_base_duplicate', () =>
    db
      .update(knowledgeBases)
      .set({ name: body.name, ...(body.agent_user_id !== undefined ? { agentUserId: body.agent_user_id } : {}) })
      .where(and(eq(knowledgeBases.id, id), eq(knowledgeBases.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_knowledge_base_not_found');
  return { ok: true as const };
}

export async function ownBase(db: Db, companyId: number, baseId: number) {
  const [b] = await db
    .select()
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.id, baseId), eq(knowledgeBases.companyId, companyId)));
  if (!b) throw new AppError('err_knowledge_base_not_found', { field: 'base_id' });
  return b;
}

export async function ownFolder(db: Db, companyId: number, folderId: number) {
  const [f] = await db
    .select()
    .from(knowledgeFolders)
    .where(and(eq(knowledgeFolders.id, folderId), eq(knowledgeFolders.companyId, companyId)));
  if (!f) throw new AppError('err_knowledge_folder_not_found', { field: 'folder_id' });
  return f;
}

export async function createFolder(db: Db, companyId: number, body: KnowledgeFolderBody) {
  await ownBase(db, companyId, body.base_id);
  const [row] = await uniqueAs('err_knowledge_folder_duplicate', () =>
    db.insert(knowledgeFolders).values({ companyId, baseId: body.base_id, name: body.name }).returning(),
  );
  return { id: row.id, base_id: row.baseId, name: row.name };
}

export async function renameFolder(db: Db, companyId: number, id: number, name: string) {
  const [row] = await uniqueAs('err_knowledge_folder_duplicate', () =>
    db
      .update(knowledgeFolders)
      .set({ name })
      .where(and(eq(knowledgeFolders.id, id), eq(knowledgeFolders.companyId, companyId)))
      .returning(),
  );
  if (!row) throw new AppError('err_knowledge_folder_not_found');
  return { id: row.id, base_id: row.baseId, name: row.name };
}

/** Deletes a folder with its files, their passages and Q&A links (the console asks for the typed word first). */
export async function deleteFolder(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(knowledgeFolders)
    .where(and(eq(knowledgeFolders.id, id), eq(knowledgeFolders.companyId, companyId)))
    .returning({ id: knowledgeFolders.id });
  if (!row) throw new AppError('err_knowledge_folder_not_found');
}
