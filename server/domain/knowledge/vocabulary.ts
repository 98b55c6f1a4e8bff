import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onIndexChanged } from './index-events';
import { stemMatches, withinOneEdit } from './search-text';

/**
 * A company's indexed stems, for spelling correction of questions: a question's stem that is in no
 * article or Q&A ('stroe', 'размэр') is joined by the indexed stems one edit away ('store',
 * 'разме'), so the full-text match finds them. Kept in memory for VOCAB_TTL_MS; this process's own
 * knowledge writes drop it at once, another process's show within the TTL.
 */
const VOCAB_TTL_MS = 30_000;
const cache = new Map<number, { until: number; terms: Promise<string[]> }>();

export function vocabularyChanged(companyId: number) {
  cache.delete(companyId);
}
onIndexChanged(vocabularyChanged);

function vocabulary(db: Db, companyId: number): Promise<string[]> {
  const hit = cache.get(companyId);
  if (hit && hit.until > Date.now()) return hit.terms;
  const terms = db
    .execute<{ word: string }>(
      sql`select distinct unnest(string_to_array(stems, ' ')) as word from (
            select stems from knowledge_passages where company_id = ${companyId}
            union all select stems from knowledge_qa where company_id = ${companyId} and active) s`,
    )
    .then((res) => (res as unknown as { rows: { word: string }[] }).rows.map((r) => r.word));
  cache.set(companyId, { until: Date.now() + VOCAB_TTL_MS, terms });
  terms.catch(() => cache.delete(companyId));
  if (cache.size > 5000) cache.delete(cache.keys().next().value as number);
  return terms;
}

/** Indexed stems one edit from each question stem that matches nothing as typed. */
export async function corrections(db: Db, companyId: number, stems: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const vocab = await vocabulary(db, companyId);
  for (const s of stems) {
    if (s.length < 4 || vocab.some((v) => stemMatches(s, v) && !withinOneEdit(s, v)) || vocab.includes(s)) continue;
    const near = vocab.filter((v) => v.length >= 4 && withinOneEdit(s, v)).slice(0, 5);
    if (near.length) out.set(s, near);
  }
  return out;
}
