import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeFiles, knowledgeQa, knowledgeQaDocuments } from '../../db/schema';
import type { KnowledgeQa, KnowledgeQaBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { ownBase } from './bases';
import { qaSearchFields } from './index-file';
import { indexChanged } from './index-events';

async function ownFiles(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.companyId, companyId), inArray(knowledgeFiles.id, ids)));
  if (rows.length !== new Set(ids).size) throw new AppError('err_knowledge_file_not_found', { field: 'file_id' });
}

export async function listQa(db: Db, companyId: number, q: { id?: number; file_id?: number; q?: string; active?: 'true' | 'false' }): Promise<{ items: KnowledgeQa[] }> {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ qa: knowledgeQa, fileName: knowledgeFiles.name })
    .from(knowledgeQa)
    .leftJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgeQa.fileId))
    .where(
      and(
        eq(knowledgeQa.companyId, companyId),
        q.id ? eq(knowledgeQa.id, q.id) : undefined,
        q.file_id ? eq(knowledgeQa.fileId, q.file_id) : undefined,
        q.active ? eq(knowledgeQa.active, q.active === 'true') : undefined,
        like ? or(sql`${knowledgeQa.question} ilike ${like}`, sql`${knowledgeQa.answer} ilike ${like}`) : undefined,
      ),
    )
    .orderBy(desc(knowledgeQa.updatedAt), desc(knowledgeQa.id))
    .limit(1000);
  const ids = rows.map((r) => r.qa.id);
  const related = ids.length
    ? await db
        .select({ qaId: knowledgeQaDocuments.qaId, id: knowledgeFiles.id, name: knowledgeFiles.name })
        .from(knowledgeQaDocuments)
        .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgeQaDocuments.fileId))
        .where(inArray(knowledgeQaDocuments.qaId, ids))
    : [];
  return {
    items: rows.map(({ qa, fileName }) => ({
      id: qa.id,
      base_id: qa.baseId,
      file_id: qa.fileId,
      file_name: fileName,
      question: qa.question,
      answer: qa.answer,
      active: qa.active,
      source: qa.source as KnowledgeQa['source'],
      related: related.filter((r) => r.qaId === qa.id).map((r) => ({ id: r.id, name: r.name })),
      updated_at: qa.updatedAt.toISOString(),
    })),
  };
}

async function one(db: Db, companyId: number, id: number) {
  const [found] = (await listQa(db, companyId, { id })).items;
  if (!found) throw new AppError('err_knowledge_qa_not_found');
  return found;
}

export async function createQa(db: Db, companyId: number, userId: number | null, body: KnowledgeQaBody, source: 'ai' | 'user' = 'user') {
  await ownBase(db, companyId, body.base_id);
  await ownFiles(db, companyId, [...(body.file_id ? [body.file_id] : []), ...(body.related_file_ids ?? [])]);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(knowledgeQa)
      .values({
        companyId,
        baseId: body.base_id,
        fileId: body.file_id ?? null,
        question: body.question,
        answer: body.answer,
        active: body.active ?? true,
        source,
        updatedBy: userId,
        ...qaSearchFields(body.question, body.answer),
      })
      .returning({ id: knowledgeQa.id });
    const related = [...new Set(body.related_file_ids ?? [])];
    if (related.length) await tx.insert(knowledgeQaDocuments).values(related.map((fileId) => ({ qaId: row.id, fileId })));
    return row.id;
  });
  indexChanged(companyId);
  return one(db, companyId, id);
}

/** A person's edit makes the pair user-reviewed (spec §3 source). */
export async function updateQa(db: Db, companyId: number, userId: number, id: number, body: KnowledgeQaBody) {
  await ownBase(db, companyId, body.base_id);
  await ownFiles(db, companyId, [...(body.file_id ? [body.file_id] : []), ...(body.related_file_ids ?? [])]);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .update(knowledgeQa)
      .set({
        baseId: body.base_id,
        fileId: body.file_id ?? null,
        question: body.question,
        answer: body.answer,
        ...(body.active === undefined ? {} : { active: body.active }),
        source: 'user',
        updatedBy: userId,
        updatedAt: new Date(),
        ...qaSearchFields(body.question, body.answer),
        // Its vector is of the old text: the embedder makes a new one.
        embedding: null,
        embeddingModel: null,
      })
      .where(and(eq(knowledgeQa.id, id), eq(knowledgeQa.companyId, companyId)))
      .returning({ id: knowledgeQa.id });
    if (!row) throw new AppError('err_knowledge_qa_not_found');
    if (body.related_file_ids) {
      await tx.delete(knowledgeQaDocuments).where(eq(knowledgeQaDocuments.qaId, id));
      const related = [...new Set(body.related_file_ids)];
      if (related.length) await tx.insert(knowledgeQaDocuments).values(related.map((fileId) => ({ qaId: id, fileId })));
    }
  });
  indexChanged(companyId);
  return one(db, companyId, id);
}

export async function setQaActive(db: Db, companyId: number, id: number, active: boolean) {
  const [row] = await db
    .update(knowledgeQa)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(knowledgeQa.id, id), eq(knowledgeQa.companyId, companyId)))
    .returning({ id: knowledgeQa.id });
  if (!row) throw new AppError('err_knowledge_qa_not_found');
  indexChanged(companyId);
  return one(db, companyId, id);
}

/** Spec §4: every Q&A of one knowledge item on or off at once. */
export async function setFileQaActive(db: Db, companyId: number, fileId: number, active: boolean) {
  await ownFiles(db, companyId, [fileId]);
  const rows = await db
    .update(knowledgeQa)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(knowledgeQa.companyId, companyId), eq(knowledgeQa.fileId, fileId)))
    .returning({ id: knowledgeQa.id });
  indexChanged(companyId);
  return { updated: rows.length };
}

export async function deleteQa(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(knowledgeQa)
    .where(and(eq(knowledgeQa.id, id), eq(knowledgeQa.companyId, companyId)))
    .returning({ id: knowledgeQa.id });
  if (!row) throw new AppError('err_knowledge_qa_not_found');
  indexChanged(companyId);
}
