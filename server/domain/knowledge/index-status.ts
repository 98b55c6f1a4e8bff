import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { KnowledgeIndexStatus } from '../../../contracts';
import { embeddingsConfig } from '../../lib/embeddings-config';

/** Whether embeddings are on, and how far the company's passages (of published files) and Q&A have vectors of the model. */
export async function indexStatus(db: Db, companyId: number): Promise<KnowledgeIndexStatus> {
  const cfg = embeddingsConfig();
  const model = cfg?.model ?? null;
  const res = await db.execute<{ items: number; embedded: number }>(sql`
    select count(*)::int as items, count(*) filter (where s.embedding_model = ${model} and s.has_vector)::int as embedded from (
      select p.embedding_model, p.embedding is not null as has_vector from knowledge_passages p join knowledge_files f on f.id = p.file_id
       where p.company_id = ${companyId} and f.status = 'published'
      union all
      select embedding_model, embedding is not null from knowledge_qa where company_id = ${companyId}) s`);
  const row = (res as unknown as { rows: { items: number; embedded: number }[] }).rows[0];
  return { embeddings: cfg !== null, model, items: Number(row?.items ?? 0), embedded: cfg ? Number(row?.embedded ?? 0) : 0 };
}
