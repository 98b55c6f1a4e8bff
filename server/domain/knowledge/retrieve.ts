import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { embeddingsConfig, type EmbeddingsConfig } from '../../lib/embeddings-config';
import { coverage, normalize, orQuery, stemsOf } from './search-text';
import { nearest, type VectorHit } from './vector-search';
import { corrections } from './vocabulary';

/** One thing retrieval found: an active Q&A or a passage of a published file. */
export interface RetrievalHit {
  kind: 'qa' | 'passage';
  id: number;
  /** The Q&A's question, or the passage's text. */
  text: string;
  /** What to answer with: the Q&A's answer, or the passage's text. */
  answer: string;
  /** The file the hit comes from ('' and 0 for a Q&A written without a file). */
  sourceTitle: string;
  sourceId: number;
  /** 0..1, comparable across calls: how much of the question the hit covers, typos forgiven. */
  score: number;
}

export interface RetrieveOptions {
  limit?: number;
  /** Only knowledge bases allotted to this virtual agent. */
  agentUserId?: number;
}

const CANDIDATES = 40;
/** Reciprocal rank fusion's constant (the usual 60): how much the first ranks count over later ones. */
const RRF_K = 60;
/** Fewer full-text candidates than this, and misspellings are looked for by trigram similarity too. */
const FUZZY_BELOW = 3;

type Row = {
  kind: 'qa' | 'passage';
  id: number;
  text: string;
  answer: string;
  head: string;
  stems: string;
  source_title: string | null;
  source_id: number | null;
  sim: number;
};

/**
 * Finds the Q&A and passages nearest to `query`, best first. PostgreSQL picks candidates (full-text
 * match on prefix stems, or trigram word similarity for misspellings) and the score is computed
 * from what it returns:
 * - coverage of the question's stems by the hit's heading or question (weighted most), and by its
 *   whole text, each forgiving one typo per stem (search-text.ts), and the reverse: how much of
 *   the heading or question the question covers;
 * - trigram similarity of the normalised question to the hit's heading or question.
 * A Q&A is a curated answer, so a Q&A and a passage covering a question equally rank the Q&A first.
 * With an embeddings endpoint configured (lib/embeddings-config.ts), the stored vectors nearest to
 * the question's join in (vector-search.ts) and the order is hybrid (`fuse`); without it, or while
 * the endpoint fails, retrieval is the lexical half alone, and so is a hit without a vector yet.
 */
export async function retrieve(db: Db, companyId: number, query: string, opts: RetrieveOptions = {}): Promise<RetrievalHit[]> {
  const limit = opts.limit ?? 5;
  const qNorm = normalize(query).slice(0, 500);
  const qStems = stemsOf(query).slice(0, 24);
  const agent = opts.agentUserId ?? null;
  const cfg = embeddingsConfig();
  // The question's vector is asked for while the words are looked up; it never throws.
  const near = cfg && qNorm ? nearest(db, companyId, cfg, query.slice(0, 500), agent) : Promise.resolve([] as VectorHit[]);
  let rows: Row[] = [];
  if (qNorm && qStems.length > 0) {
    const tsq = orQuery(qStems, await corrections(db, companyId, qStems));
    // Full-text on the stored vectors first (spelling already corrected against the vocabulary);
    // the trigram scan of every row's text runs only when that finds too little.
    rows = await candidates(db, companyId, agent, qNorm, tsq, false);
    if (rows.length < FUZZY_BELOW) rows = await candidates(db, companyId, agent, qNorm, tsq, true);
  }
  const lexical = rows.map((r) => scored(r, qStems));
  lexical.sort(byScore);
  const vectors = await near;
  if (!cfg || vectors.length === 0) return lexical.slice(0, limit);
  const missing = vectors.filter((v) => !lexical.some((h) => h.kind === v.kind && h.id === v.id));
  const extra = (await byIds(db, companyId, agent, qNorm, missing)).map((r) => scored(r, qStems));
  return fuse(lexical, extra, vectors, cfg).slice(0, limit);
}

const byScore = (a: RetrievalHit, b: RetrievalHit) => b.score - a.score || (a.kind === b.kind ? a.id - b.id : a.kind === 'qa' ? -1 : 1);

/**
 * Hybrid order: reciprocal rank fusion of the lexical ranks and the vector ranks (a hit found both
 * ways rises). The score (the confidence the bot acts on) is the better of the lexical score and the
 * vector similarity rescaled from the configured minimum (0) to 1, a passage's discounted as above.
 */
function fuse(lexical: RetrievalHit[], extra: RetrievalHit[], vectors: VectorHit[], cfg: EmbeddingsConfig): RetrievalHit[] {
  const key = (h: { kind: string; id: number }) => `${h.kind}:${h.id}`;
  const rrf = new Map<string, number>();
  lexical.forEach((h, i) => rrf.set(key(h), 1 / (RRF_K + i + 1)));
  const sims = new Map<string, number>();
  vectors.forEach((v, i) => {
    rrf.set(key(v), (rrf.get(key(v)) ?? 0) + 1 / (RRF_K + i + 1));
    sims.set(key(v), v.sim);
  });
  const all = [...lexical, ...extra].map((h) => {
    const sim = sims.get(key(h));
    if (sim === undefined) return h;
    const semantic = ((sim - cfg.minSimilarity) / (1 - cfg.minSimilarity)) * (h.kind === 'qa' ? 1 : 0.92);
    return { ...h, score: Math.round(Math.min(1, Math.max(h.score, semantic)) * 1000) / 1000 };
  });
  return all.sort((a, b) => (rrf.get(key(b)) ?? 0) - (rrf.get(key(a)) ?? 0) || byScore(a, b));
}

/** A candidate scored against the question's stems (the rules above). */
function scored(r: Row, qStems: string[]): RetrievalHit {
  const all = r.stems ? r.stems.split(' ') : [];
  const head = stemsOf(r.kind === 'qa' ? r.text : r.head);
  const headCov = coverage(qStems, head);
  const allCov = coverage(qStems, all);
  // How much of the Q&A's question (or the passage's heading) the question asks about: 'hours'
  // alone covers 'What are your opening hours?' less than the whole question does.
  const reverse = coverage(head, qStems);
  const raw = 0.4 * headCov + 0.25 * allCov + 0.15 * reverse + 0.2 * Number(r.sim);
  const score = Math.min(1, r.kind === 'qa' ? raw : raw * 0.92);
  return {
    kind: r.kind,
    id: Number(r.id),
    text: r.text,
    answer: r.answer,
    sourceTitle: r.source_title ?? '',
    sourceId: r.source_id === null ? 0 : Number(r.source_id),
    score: Math.round(score * 1000) / 1000,
  };
}

/** Candidates of both kinds: full-text matches, and with `fuzzy` trigram word-similar texts too. */
function candidates(db: Db, companyId: number, agent: number | null, qNorm: string, tsq: string, fuzzy: boolean): Promise<Row[]> {
  return select(db, companyId, agent, qNorm, {
    qa: sql`(q.tsv @@ to_tsquery('simple', ${tsq}) or (${fuzzy} and ${qNorm} <% q.norm))
      order by ts_rank(q.tsv, to_tsquery('simple', ${tsq})) + word_similarity(${qNorm}, q.norm) desc`,
    passage: sql`(p.tsv @@ to_tsquery('simple', ${tsq}) or (${fuzzy} and ${qNorm} <% p.norm))
      order by ts_rank(p.tsv, to_tsquery('simple', ${tsq})) + word_similarity(${qNorm}, p.norm) desc`,
  });
}

/** The vector hits that the words did not find, under the same rules (active, published, the agent's). */
async function byIds(db: Db, companyId: number, agent: number | null, qNorm: string, hits: VectorHit[]): Promise<Row[]> {
  if (hits.length === 0) return [];
  const ids = (kind: VectorHit['kind']) =>
    `{${hits
      .filter((h) => h.kind === kind)
      .map((h) => h.id)
      .join(',')}}`;
  return select(db, companyId, agent, qNorm, { qa: sql`q.id = any(${ids('qa')}::int[])`, passage: sql`p.id = any(${ids('passage')}::int[])` });
}

/** Q&A and passages of the company (the agent's only, when given) that match, with what scoring needs. */
async function select(db: Db, companyId: number, agent: number | null, qNorm: string, match: { qa: SQL; passage: SQL }): Promise<Row[]> {
  const res = await db.execute<Row>(sql`
    (select 'qa' as kind, q.id, q.question as text, q.answer, q.norm as head, q.stems, f.name as source_title, q.file_id as source_id,
            similarity(${qNorm}, q.norm) as sim
       from knowledge_qa q
       join knowledge_bases b on b.id = q.base_id
       left join knowledge_files f on f.id = q.file_id
      where q.company_id = ${companyId} and q.active
        and (${agent}::int is null or b.agent_user_id = ${agent}::int)
        and ${match.qa}
      limit ${CANDIDATES})
    union all
    (select 'passage' as kind, p.id, p.text, p.text as answer, p.heading as head, p.stems, f.name as source_title, f.id as source_id,
            word_similarity(${qNorm}, p.norm) as sim
       from knowledge_passages p
       join knowledge_files f on f.id = p.file_id
       join knowledge_folders d on d.id = f.folder_id
       join knowledge_bases b on b.id = d.base_id
      where p.company_id = ${companyId} and f.status = 'published'
        and (${agent}::int is null or b.agent_user_id = ${agent}::int)
        and ${match.passage}
      limit ${CANDIDATES})
  `);
  return (res as unknown as { rows: Row[] }).rows ?? (res as unknown as Row[]);
}
