import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EmbeddingsConfig } from '../../lib/embeddings-config';
import { embedTexts, refusedInput } from './embeddings-api';

/** Inputs per call to the endpoint, and the time one call may take. */
export const EMBED_BATCH = 32;
export const EMBED_TIMEOUT_MS = 30_000;

type Pending = { id: number; company_id: number; input: string; question?: string; answer?: string };

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows ?? (res as T[]);

/** A Postgres array literal of a vector (7 significant digits is what `real` keeps). */
export const vectorLiteral = (v: Float32Array) => `{${Array.from(v, (x) => Number(x.toPrecision(7))).join(',')}}`;

/**
 * Passages of published files and Q&A without a vector of the configured model, oldest first.
 * A passage is embedded with its heading (the file's name when it has none), not the file's name: one
 * file holds many topics, and its name would pull every passage towards all of them. A Q&A is
 * embedded as question and answer.
 */
async function pending(db: Db, model: string, limit: number): Promise<{ kind: 'passage' | 'qa'; rows: Pending[] }> {
  const passages = rowsOf<Pending>(
    await db.execute(sql`
      select p.id, p.company_id, p.heading || E'\n' || p.text as input
        from knowledge_passages p join knowledge_files f on f.id = p.file_id
       where f.status = 'published' and p.embedding_model is distinct from ${model}
       order by p.id limit ${limit}`),
  );
  if (passages.length) return { kind: 'passage', rows: passages };
  const qa = rowsOf<Pending>(
    await db.execute(sql`
      select id, company_id, question || E'\n' || answer as input, question, answer
        from knowledge_qa where embedding_model is distinct from ${model}
       order by id limit ${limit}`),
  );
  return { kind: 'qa', rows: qa };
}

/**
 * Embeds what has no vector yet, a batch at a time, until nothing is left or `maxBatches` is done.
 * A failing endpoint throws (the caller retries later); vectors stored before that stay. A passage
 * is replaced, not edited, when its file changes, and a Q&A's vector is stored only if its text is
 * still what was embedded, so a write meanwhile is never given a stale vector.
 */
export async function embedPending(
  db: Db,
  cfg: EmbeddingsConfig,
  opts: { batch?: number; maxBatches?: number; timeoutMs?: number } = {},
): Promise<{ embedded: number; companies: number[]; more: boolean }> {
  const batch = opts.batch ?? EMBED_BATCH;
  const maxBatches = opts.maxBatches ?? 50;
  const companies = new Set<number>();
  let embedded = 0;
  for (let n = 0; n < maxBatches; n++) {
    const { kind, rows } = await pending(db, cfg.model, batch);
    if (rows.length === 0) return { embedded, companies: [...companies], more: false };
    const vectors = await embedBatch(cfg, rows, opts.timeoutMs ?? EMBED_TIMEOUT_MS);
    // Row by row, not in a transaction: each vector stands alone, and on the embedded database a
    // transaction would keep every conversation's statements waiting for all of them.
    for (const [i, r] of rows.entries()) {
      // A refused input is marked done without a vector: it stays found by its words, and the
      // rows after it are not held up behind it.
      const vec = vectors[i] ? vectorLiteral(vectors[i]) : null;
      if (kind === 'passage') await db.execute(sql`update knowledge_passages set embedding = ${vec}::real[], embedding_model = ${cfg.model} where id = ${r.id}`);
      else
        await db.execute(
          sql`update knowledge_qa set embedding = ${vec}::real[], embedding_model = ${cfg.model}
               where id = ${r.id} and question = ${r.question!} and answer = ${r.answer!}`,
        );
      companies.add(Number(r.company_id));
    }
    embedded += rows.length;
  }
  return { embedded, companies: [...companies], more: true };
}

/** The batch's vectors; when the endpoint refuses the batch's input, one at a time, null for each input it refuses alone. */
async function embedBatch(cfg: EmbeddingsConfig, rows: Pending[], timeoutMs: number): Promise<(Float32Array | null)[]> {
  try {
    return await embedTexts(
      cfg,
      rows.map((r) => r.input),
      timeoutMs,
    );
  } catch (err) {
    if (!refusedInput(err)) throw err;
  }
  const out: (Float32Array | null)[] = [];
  for (const r of rows)
    out.push(
      await embedTexts(cfg, [r.input], timeoutMs).then(
        (v) => v[0],
        (err: unknown) => (refusedInput(err) ? null : Promise.reject(err)),
      ),
    );
  return out;
}
