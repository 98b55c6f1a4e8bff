import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EmbeddingsConfig } from '../../lib/embeddings-config';
import { embedTexts } from './embeddings-api';
import { onIndexChanged } from './index-events';
import { normalize } from './search-text';

/**
 * The vector half of retrieval. Cosine similarity is computed here, in JavaScript, over a company's
 * vectors held in memory (unit length, so a dot product), not in SQL: neither PGlite nor Debian's
 * PostgreSQL has pgvector, and a scan of real[] in SQL costs far more than one over Float32Arrays.
 * The scan is capped at VECTOR_SCAN rows of each kind per company (the newest), memory at CACHED_FLOATS.
 */
export const VECTOR_SCAN = 5000;
/** All companies' cached vectors together stay under this many floats (64 MB); the least recently used go first. */
const CACHED_FLOATS = 16_000_000;
/**
 * This process's own writes and vectors drop a company's cache at once; another process's show
 * within this (a reload parses every vector, so not often).
 */
const VECTORS_TTL_MS = 300_000;
/** A question waits at most this for its own vector; past it, and for a while after a failure, retrieval is words only. */
export const QUERY_TIMEOUT_MS = 1500;
const PAUSE_AFTER_FAILURE_MS = 15_000;
const QUERY_CACHE = 2000;

export interface VectorHit {
  kind: 'qa' | 'passage';
  id: number;
  /** Cosine similarity, -1..1. */
  sim: number;
}

type Entry = { kind: 'qa' | 'passage'; id: number; agent: number | null; vec: Float32Array };
/** In least-recently-used order; `floats` is known once loaded. */
const companies = new Map<number, { until: number; model: string; rows: Promise<Entry[]>; floats: number }>();
const questions = new Map<string, Float32Array>();
let pausedUntil = 0;

/** Drops a company's cached vectors (its index changed, or the embedder stored new ones). */
export function vectorsChanged(companyId: number) {
  companies.delete(companyId);
}
onIndexChanged(vectorsChanged);

function evict() {
  let total = 0;
  for (const c of companies.values()) total += c.floats;
  for (const [id, c] of companies) {
    if (total <= CACHED_FLOATS) break;
    total -= c.floats;
    companies.delete(id);
  }
}

function load(db: Db, companyId: number, model: string): Promise<Entry[]> {
  const hit = companies.get(companyId);
  if (hit && hit.model === model && hit.until > Date.now()) {
    companies.delete(companyId);
    companies.set(companyId, hit);
    return hit.rows;
  }
  const rows = db
    .execute<{ kind: 'qa' | 'passage'; id: number; agent: number | null; embedding: number[] }>(
      sql`(select 'passage' as kind, p.id, b.agent_user_id as agent, p.embedding
             from knowledge_passages p
             join knowledge_files f on f.id = p.file_id
             join knowledge_folders d on d.id = f.folder_id
             join knowledge_bases b on b.id = d.base_id
            where p.company_id = ${companyId} and f.status = 'published' and p.embedding_model = ${model}
            order by p.id desc limit ${VECTOR_SCAN})
          union all
          (select 'qa' as kind, q.id, b.agent_user_id as agent, q.embedding
             from knowledge_qa q join knowledge_bases b on b.id = q.base_id
            where q.company_id = ${companyId} and q.active and q.embedding_model = ${model}
            order by q.id desc limit ${VECTOR_SCAN})`,
    )
    .then((res) =>
      (res as unknown as { rows: { kind: 'qa' | 'passage'; id: number; agent: number | null; embedding: number[] }[] }).rows.map((r) => ({
        kind: r.kind,
        id: Number(r.id),
        agent: r.agent === null ? null : Number(r.agent),
        vec: Float32Array.from(r.embedding),
      })),
    );
  const entry = { until: Date.now() + VECTORS_TTL_MS, model, rows, floats: 0 };
  companies.delete(companyId);
  companies.set(companyId, entry);
  rows.then(
    (list) => {
      entry.floats = list.reduce((n, r) => n + r.vec.length, 0);
      evict();
    },
    () => companies.get(companyId) === entry && companies.delete(companyId),
  );
  return rows;
}

/** The question's vector (remembered per model and normalised text), or null when the endpoint fails or is resting. */
async function questionVector(cfg: EmbeddingsConfig, query: string): Promise<Float32Array | null> {
  const key = `${cfg.model}\u0000${normalize(query)}`;
  const known = questions.get(key);
  if (known) return known;
  if (Date.now() < pausedUntil) return null;
  try {
    const [vec] = await embedTexts(cfg, [query], QUERY_TIMEOUT_MS);
    questions.set(key, vec);
    if (questions.size > QUERY_CACHE) questions.delete(questions.keys().next().value as string);
    return vec;
  } catch {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    return null;
  }
}

/**
 * The `k` stored Q&A and passages nearest to the question with a similarity of at least the
 * configured minimum, best first; none when the endpoint is unavailable (retrieval stays lexical).
 */
export async function nearest(db: Db, companyId: number, cfg: EmbeddingsConfig, query: string, agent: number | null, k = 20): Promise<VectorHit[]> {
  const [q, rows] = await Promise.all([questionVector(cfg, query), load(db, companyId, cfg.model).catch(() => [] as Entry[])]);
  if (!q || rows.length === 0) return [];
  const out: VectorHit[] = [];
  for (const r of rows) {
    if ((agent !== null && r.agent !== agent) || r.vec.length !== q.length) continue;
    let dot = 0;
    for (let i = 0; i < q.length; i++) dot += q[i] * r.vec[i];
    if (dot >= cfg.minSimilarity) out.push({ kind: r.kind, id: r.id, sim: dot });
  }
  out.sort((a, b) => b.sim - a.sim);
  return out.slice(0, k);
}

/** The endpoint answered the embedder: questions may ask it again at once. */
export function endpointAnswered() {
  pausedUntil = 0;
}
