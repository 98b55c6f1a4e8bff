import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverage, normalize, orQuery, stemsOf } from './search-text';
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
 */
export async function retrieve(db: Db, companyId: number, query: string, opts: RetrieveOptions = {}): Promise<RetrievalHit[]> {
  const limit = opts.limit ?? 5;
  const qNorm = normalize(query).slice(0, 500);
  const qStems = stemsOf(query).slice(0, 24);
  if (!qNorm || qStems.length === 0) return [];
  const tsq = orQuery(qStems, await corrections(db, companyId, qStems));
  const agent = opts.agentUserId ?? null;
  // Full-text on the stored vectors first (spelling already corrected against the vocabulary);
  // the trigram scan of every row's text runs only when that finds too little.
  let rows = await candidates(db, companyId, agent, qNorm, tsq, false);
  if (rows.length < FUZZY_BELOW) rows = await candidates(db, companyId, agent, qNorm, tsq, true);
  const hits = rows.map((r): RetrievalHit => {
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
  });
  hits.sort((a, b) => b.score - a.score || (a.kind === b.kind ? a.id - b.id : a.kind === 'qa' ? -1 : 1));
  return hits.slice(0, limit);
}

/** Candidates of both kinds: full-text matches, and with `fuzzy` trigram word-similar texts too. */
async function candidates(db: Db, companyId: number, agent: number | null, qNorm: string, tsq: string, fuzzy: boolean): Promise<Row[]> {
  const res = await db.execute<Row>(sql`
    (select 'qa' as kind, q.id, q.question as text, q.answer, q.norm as head, q.stems, f.name as source_title, q.file_id as source_id,
            similarity(${qNorm}, q.norm) as sim
       from knowledge_qa q
       join knowledge_bases b on b.id = q.base_id
       left join knowledge_files f on f.id = q.file_id
      where q.company_id = ${companyId} and q.active
        and (${agent}::int is null or b.agent_user_id = ${agent}::int)
        and (q.tsv @@ to_tsquery('simple', ${tsq}) or (${fuzzy} and ${qNorm} <% q.norm))
      order by ts_rank(q.tsv, to_tsquery('simple', ${tsq})) + word_similarity(${qNorm}, q.norm) desc
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
        and (p.tsv @@ to_tsquery('simple', ${tsq}) or (${fuzzy} and ${qNorm} <% p.norm))
      order by ts_rank(p.tsv, to_tsquery('simple', ${tsq})) + word_similarity(${qNorm}, p.norm) desc
      limit ${CANDIDATES})
  `);
  return (res as unknown as { rows: Row[] }).rows ?? (res as unknown as Row[]);
}
