import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, signIn } from './helper';
import { knowledgeImports } from '../../server/db/schema';
import { IMPORT_STALE_MS } from '../../server/domain/knowledge/imports';

/** An import whose process stops (closing, or killed) ends as interrupted instead of running for ever. */
let site: Server;
let base: string;
const held: (() => void)[] = [];

beforeAll(async () => {
  // A site whose pages never answer while the test holds them: the import is mid-page when its process stops.
  site = createServer((req, res) => {
    if (req.url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(`<urlset>${[1, 2, 3].map((p) => `<url><loc>${base}/held/${p}</loc></url>`).join('')}</urlset>`);
    }
    held.push(() => res.destroy());
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  held.forEach((end) => end());
  site?.close();
});

async function companyWithFolder(t: Awaited<ReturnType<typeof build>>) {
  const co = await makeCompany(t.db);
  const admin = await signIn(t.app, co.emails.admin);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: admin }, payload });
  const kb = (await call('POST', '/api/knowledge/bases', { name: 'Main' })).json();
  const folder = (await call('POST', '/api/knowledge/folders', { base_id: kb.id, name: 'Imports' })).json();
  return { co, call, folderId: folder.id as number };
}

describe('an import whose process stops', () => {
  it('ends as interrupted, with its reason, when its server closes mid-page', async () => {
    const t = await build();
    let closed = false;
    try {
      const { call, folderId } = await companyWithFolder(t);
      expect((await call('PUT', '/api/knowledge/allowed-hosts', { hosts: ['127.0.0.1'] })).statusCode).toBe(200);
      const started = await call('POST', '/api/knowledge/imports', { folder_id: folderId, url: `${base}/sitemap.xml`, mode: 'sitemap' });
      expect(started.json()).toMatchObject({ status: 'running' });
      const id = started.json().id as number;
      // Wait until it is fetching a page that does not answer, then stop the server.
      for (let i = 0; i < 200 && held.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(held.length).toBeGreaterThan(0);
      await t.app.close();
      closed = true;
      const [row] = await t.db.select().from(knowledgeImports).where(eq(knowledgeImports.id, id));
      expect({ status: row.status, error: row.error }).toEqual({ status: 'failed', error: 'err_knowledge_import_interrupted' });
    } finally {
      if (!closed) await t.app.close();
      await t.close().catch(() => undefined);
    }
  });

  it('after a crash, is told interrupted once its row has not moved for the stale time; a moving one stays running', async () => {
    const t = await build();
    try {
      const { co, call, folderId } = await companyWithFolder(t);
      // What a killed process leaves: a running row. One last moved past the stale time, one just now (another process's).
      const rows = await t.db
        .insert(knowledgeImports)
        .values([
          { companyId: co.id, folderId, url: `${base}/a`, mode: 'crawl', status: 'running', total: 10, done: 4 },
          { companyId: co.id, folderId, url: `${base}/b`, mode: 'crawl', status: 'running', total: 10, done: 2 },
        ])
        .returning();
      await t.db
        .update(knowledgeImports)
        .set({ updatedAt: sql`now() - make_interval(secs => ${IMPORT_STALE_MS / 1000 + 5})` })
        .where(eq(knowledgeImports.id, rows[0].id));
      const [dead, alive] = await Promise.all(rows.map((r) => call('GET', `/api/knowledge/imports/${r.id}`)));
      expect(dead.json()).toMatchObject({ status: 'failed', error: 'err_knowledge_import_interrupted', done: 4 });
      expect(alive.json()).toMatchObject({ status: 'running', error: null, done: 2 });
    } finally {
      await t.close();
    }
  });
});
