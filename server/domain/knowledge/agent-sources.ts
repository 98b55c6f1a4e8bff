import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentKnowledgeSources, knowledgeBases, knowledgeFolders, knowledgeImports, users } from '../../db/schema';
import type { AgentKnowledgeSource, KnowledgeImport } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { endStaleImports, getImport, importEnded, startImport } from './imports';

/** Pages of the company website read for a new agent (a same-site crawl). */
export const AGENT_SITE_PAGES = 20;

/**
 * The website given in onboarding's agent step, imported into knowledge like any crawl: a base of
 * that agent with a 'Website' folder, its pages published so the agent answers from them at once.
 * Each pending source is marked 'importing' with its import's id, and ends 'done' or 'failed' with
 * the reason when the import ends; one that cannot start (a private address, a bad address) fails
 * at once. Answers the ids of the imports started (they run on in the background).
 */
export async function importAgentSources(db: Db, companyId: number, byUserId: number) {
  const pending = await db
    .select({ s: agentKnowledgeSources, agentName: users.firstName })
    .from(agentKnowledgeSources)
    .innerJoin(users, eq(users.id, agentKnowledgeSources.agentUserId))
    .where(and(eq(agentKnowledgeSources.companyId, companyId), eq(agentKnowledgeSources.status, 'pending')));
  const started: number[] = [];
  for (const { s, agentName } of pending) {
    const [base] = await db
      .insert(knowledgeBases)
      .values({ companyId, name: `${agentName} · ${new URL(s.url).hostname}`.slice(0, 100), agentUserId: s.agentUserId })
      .onConflictDoNothing()
      .returning();
    if (!base) {
      await setSource(db, s.id, { status: 'failed', error: 'err_knowledge_base_duplicate' });
      continue;
    }
    const [folder] = await db.insert(knowledgeFolders).values({ companyId, baseId: base.id, name: 'Website' }).returning();
    try {
      const job = await startImport(db, companyId, byUserId, { folder_id: folder.id, url: s.url, mode: 'crawl', max_pages: AGENT_SITE_PAGES, status: 'published' });
      await setSource(db, s.id, { status: 'importing', importId: job.id });
      started.push(job.id);
      void importEnded(job.id)
        .then(() => settleSource(db, companyId, s.id, job.id))
        .catch(() => undefined);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await setSource(db, s.id, { status: 'failed', error: err.code });
    }
  }
  return started;
}

function setSource(db: Db, id: number, set: Partial<typeof agentKnowledgeSources.$inferInsert>) {
  return db.update(agentKnowledgeSources).set(set).where(eq(agentKnowledgeSources.id, id));
}

/** How a source ends, from its import: no page read is a failure too (the agent would know nothing of the site). */
export function sourceOutcome(job: Pick<KnowledgeImport, 'status' | 'done' | 'error'>): { status: AgentKnowledgeSource['status']; error: string | null } | null {
  if (job.status === 'running') return null;
  // A cancelled crawl keeps the pages it read: the agent answers from those.
  if ((job.status === 'done' || job.status === 'cancelled') && job.done > 0) return { status: 'done', error: null };
  if (job.status === 'cancelled') return { status: 'failed', error: 'err_knowledge_import_cancelled' };
  return { status: 'failed', error: job.error ?? 'err_knowledge_fetch_failed' };
}

async function settleSource(db: Db, companyId: number, sourceId: number, importId: number) {
  const outcome = sourceOutcome(await getImport(db, companyId, importId));
  if (outcome) await setSource(db, sourceId, outcome);
}

/** The company's website sources with their import's progress, for onboarding's last page and knowledge. */
export async function listAgentSources(db: Db, companyId: number): Promise<{ items: AgentKnowledgeSource[] }> {
  await endStaleImports(db, companyId);
  const rows = await db
    .select({ s: agentKnowledgeSources, agentName: users.firstName, job: knowledgeImports })
    .from(agentKnowledgeSources)
    .innerJoin(users, eq(users.id, agentKnowledgeSources.agentUserId))
    .leftJoin(knowledgeImports, and(eq(knowledgeImports.id, agentKnowledgeSources.importId), eq(knowledgeImports.companyId, companyId)))
    .where(eq(agentKnowledgeSources.companyId, companyId))
    .orderBy(asc(agentKnowledgeSources.id));
  return {
    items: rows.map(({ s, agentName, job }) => {
      // An import that ended in another process is read from its row, whoever settles the source.
      const ended = s.status === 'importing' && job ? sourceOutcome({ status: job.status as KnowledgeImport['status'], done: job.done, error: job.error }) : null;
      return {
        id: s.id,
        url: s.url,
        agent_name: agentName,
        status: (ended?.status ?? s.status) as AgentKnowledgeSource['status'],
        error: ended ? ended.error : s.error,
        pages: job ? { total: job.total, done: job.done, failed: job.failed } : null,
      };
    }),
  };
}
