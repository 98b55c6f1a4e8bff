import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeAllowedHosts, knowledgeImports } from '../../db/schema';
import { KNOWLEDGE_IMPORT_MAX_PAGES, type KnowledgeImport, type KnowledgeImportBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { ownFolder } from './bases';
import { createFile } from './files';
import { pageLinks, readPage, sitemapUrls } from './readers';
import { parseFetchUrl, safeFetch } from './safe-fetch';

/** Imports under way in this process, so a cancel stops the page being fetched at once. */
const running = new Map<number, AbortController>();
/** Their runs, so a caller can wait for the end (onboarding's website import settles its source). */
const jobs = new Map<number, Promise<unknown>>();

/** Resolves once the import of this process has ended (at once when it is not running here). */
export async function importEnded(id: number): Promise<void> {
  await jobs.get(id)?.catch(() => undefined);
}

const toDto = (r: typeof knowledgeImports.$inferSelect): KnowledgeImport => ({
  id: r.id,
  url: r.url,
  mode: r.mode as KnowledgeImport['mode'],
  status: r.status as KnowledgeImport['status'],
  total: r.total,
  done: r.done,
  failed: r.failed,
  error: r.error,
});

export async function allowedHosts(db: Db, companyId: number): Promise<string[]> {
  const rows = await db.select({ host: knowledgeAllowedHosts.host }).from(knowledgeAllowedHosts).where(eq(knowledgeAllowedHosts.companyId, companyId));
  return rows.map((r) => r.host);
}

/** The admin's list of hosts that may resolve to private addresses (e.g. an intranet wiki). */
export async function setAllowedHosts(db: Db, companyId: number, hosts: string[]) {
  const clean = [
    ...new Set(
      hosts.map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      ),
    ),
  ];
  for (const h of clean) if (!/^[a-z0-9.:-]+$/.test(h)) throw new AppError('err_knowledge_host_invalid', { field: 'hosts' });
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeAllowedHosts).where(eq(knowledgeAllowedHosts.companyId, companyId));
    if (clean.length) await tx.insert(knowledgeAllowedHosts).values(clean.map((host) => ({ companyId, host })));
  });
  return { hosts: clean };
}

export async function getImport(db: Db, companyId: number, id: number) {
  await endStaleImports(db, companyId);
  const [row] = await db
    .select()
    .from(knowledgeImports)
    .where(and(eq(knowledgeImports.id, id), eq(knowledgeImports.companyId, companyId)));
  if (!row) throw new AppError('err_knowledge_import_not_found');
  return toDto(row);
}

export async function cancelImport(db: Db, companyId: number, id: number) {
  const current = await getImport(db, companyId, id);
  if (current.status === 'running') {
    await db
      .update(knowledgeImports)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(knowledgeImports.id, id), eq(knowledgeImports.status, 'running')));
    running.get(id)?.abort();
  }
  return getImport(db, companyId, id);
}

/**
 * A running import writes its progress (and so `updated_at`) after every page, and after every
 * nested sitemap: one whose row has not moved for this long has lost its process (a crash, a
 * kill -9). Well above a page's fetch limit (10 s) and its indexing.
 */
export const IMPORT_STALE_MS = 120_000;

const INTERRUPTED = { status: 'failed', error: 'err_knowledge_import_interrupted' } as const;

/**
 * Ends, as interrupted, the company's running imports that no process works on any more, so an
 * admin sees why and starts again instead of a bar that never moves. Run before imports are read.
 */
export async function endStaleImports(db: Db, companyId?: number) {
  await db
    .update(knowledgeImports)
    .set({ ...INTERRUPTED, updatedAt: new Date() })
    .where(
      and(
        eq(knowledgeImports.status, 'running'),
        lt(knowledgeImports.updatedAt, sql`now() - make_interval(secs => ${IMPORT_STALE_MS / 1000})`),
        companyId === undefined ? undefined : eq(knowledgeImports.companyId, companyId),
      ),
    );
}

/** Stops every import of this process (the server is closing) and ends them as interrupted. */
export async function abortAllImports(db: Db) {
  const ids = [...running.keys()];
  for (const c of running.values()) c.abort();
  if (ids.length)
    await db
      .update(knowledgeImports)
      .set({ ...INTERRUPTED, updatedAt: new Date() })
      .where(and(inArray(knowledgeImports.id, ids), eq(knowledgeImports.status, 'running')));
}

/**
 * Starts an import and answers at once with its progress row; the pages are read in the
 * background. A single page is read before answering, so its refusal (a private address, a page
 * that is not there) is the answer itself.
 */
export async function startImport(db: Db, companyId: number, userId: number, body: KnowledgeImportBody) {
  await ownFolder(db, companyId, body.folder_id);
  const url = parseFetchUrl(body.url).toString();
  const hosts = await allowedHosts(db, companyId);
  const [row] = await db
    .insert(knowledgeImports)
    .values({ companyId, folderId: body.folder_id, url, mode: body.mode, total: body.mode === 'page' ? 1 : 0, createdBy: userId })
    .returning();
  const controller = new AbortController();
  running.set(row.id, controller);
  const job = runImport(db, companyId, userId, row.id, body, url, hosts, controller.signal).finally(() => {
    running.delete(row.id);
    jobs.delete(row.id);
  });
  jobs.set(row.id, job);
  if (body.mode === 'page') {
    const err = await job;
    if (err) throw err;
  } else void job;
  return getImport(db, companyId, row.id);
}

async function progress(db: Db, id: number, set: Partial<typeof knowledgeImports.$inferInsert>) {
  const [row] = await db
    .update(knowledgeImports)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(knowledgeImports.id, id), eq(knowledgeImports.status, 'running')))
    .returning({ id: knowledgeImports.id });
  return !!row;
}

/** Runs one import to its end; answers the error that stopped it, if any. */
async function runImport(db: Db, companyId: number, userId: number, id: number, body: KnowledgeImportBody, url: string, hosts: string[], signal: AbortSignal) {
  const max = Math.min(body.max_pages ?? 50, KNOWLEDGE_IMPORT_MAX_PAGES);
  const fetchOpts = { allowedHosts: hosts, signal };
  let done = 0;
  let failed = 0;
  let lastError: AppError | undefined;
  const save = async (page: string, html: string) => {
    const doc = readPage(html, page);
    await createFile(db, companyId, userId, {
      folder_id: body.folder_id,
      name: doc.title,
      content_html: doc.html,
      status: body.status ?? 'draft',
      source: 'url',
      source_url: page,
    });
  };
  try {
    if (body.mode === 'page') {
      const page = await safeFetch(url, fetchOpts);
      await save(page.url, page.body.toString('utf8'));
      await progress(db, id, { done: 1, status: 'done' });
      return undefined;
    }
    let queue: string[] = [];
    const seen = new Set<string>();
    if (body.mode === 'sitemap') {
      const map = await safeFetch(url, fetchOpts);
      for (const loc of sitemapUrls(map.body.toString('utf8'))) {
        if (queue.length >= max) break;
        if (/\.xml(\?|$)/i.test(loc)) {
          const nested = await safeFetch(loc, fetchOpts);
          queue.push(...sitemapUrls(nested.body.toString('utf8')));
          if (!(await progress(db, id, {}))) return undefined; // alive (see IMPORT_STALE_MS)
        } else queue.push(loc);
      }
      queue = [...new Set(queue)].slice(0, max);
    } else queue = [url];
    queue.forEach((u) => seen.add(u));
    await progress(db, id, { total: queue.length });
    while (queue.length && done + failed < max) {
      if (signal.aborted) return undefined;
      const next = queue.shift()!;
      try {
        const page = await safeFetch(next, fetchOpts);
        const html = page.body.toString('utf8');
        if (body.mode === 'crawl') {
          for (const link of pageLinks(html, page.url)) {
            if (seen.size >= max) break;
            if (!seen.has(link) && new URL(link).origin === new URL(url).origin) {
              seen.add(link);
              queue.push(link);
            }
          }
        }
        await save(page.url, html);
        done++;
      } catch (err) {
        if (signal.aborted) return undefined;
        if (err instanceof AppError && err.code === 'err_knowledge_limit_exceeded') throw err;
        lastError = err instanceof AppError ? err : new AppError('err_knowledge_fetch_failed');
        failed++;
      }
      if (!(await progress(db, id, { done, failed, total: Math.min(seen.size, max) }))) return undefined;
    }
    // Not one page read: the import failed, and says why (the last page's refusal).
    if (done === 0 && lastError) throw lastError;
    await progress(db, id, { status: 'done' });
    return undefined;
  } catch (err) {
    if (signal.aborted) return undefined;
    const code = err instanceof AppError ? err.code : 'err_knowledge_fetch_failed';
    await progress(db, id, { status: 'failed', error: code, done, failed }).catch(() => undefined);
    return err instanceof AppError ? err : new AppError('err_knowledge_fetch_failed');
  }
}
