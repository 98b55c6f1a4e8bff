import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, signIn, type TestCompany } from './helper';
import { isPrivateAddress } from '../../server/lib/private-address';
import { importAgentSources } from '../../server/domain/knowledge/agent-sources';
import { createUser } from '../../server/domain/companies/create-company';
import { agentKnowledgeSources, users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';

/** Ingestion of real PDF, DOCX and web pages served here, and the server-side fetch's SSRF rules. */
let t: Awaited<ReturnType<typeof build>>;
let site: Server;
let base: string;
let port: number;
let co: TestCompany;
let admin: string;
let folderId: number;

const ARTICLE = (title: string, body: string, links = '') =>
  `<!doctype html><html lang="mn"><head><title>${title}</title><script>alert(1)</script></head><body>
   <nav><a href="/">Нүүр</a></nav><main><article><h1>${title}</h1>${body}${links}</article></main><footer>© Demo</footer></body></html>`;
const LONG = (s: string) => `<p>${s} ${'Дэлгүүр маань таны тав тухыг эрхэмлэнэ. '.repeat(6)}</p>`;

beforeAll(async () => {
  site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (url.pathname === '/returns') return send(200, ARTICLE('Буцаалтын нөхцөл', LONG('Бараагаа 14 хоногийн дотор баримттайгаа буцааж болно.')));
    if (url.pathname === '/to-localhost') {
      res.writeHead(302, { location: `http://localhost:${port}/returns` });
      return res.end();
    }
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      res.writeHead(302, { location: Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : '/returns' });
      return res.end();
    }
    if (url.pathname === '/huge') return send(200, `<html><body><p>${'x'.repeat(6 * 1024 * 1024)}</p></body></html>`);
    if (url.pathname === '/sitemap.xml')
      return send(200, `<?xml version="1.0"?><urlset>${['a', 'b', 'c'].map((p) => `<url><loc>${base}/page/${p}</loc></url>`).join('')}</urlset>`, 'application/xml');
    if (url.pathname === '/slow-sitemap.xml')
      return send(200, `<urlset>${[1, 2, 3, 4, 5, 6].map((p) => `<url><loc>${base}/slow/${p}</loc></url>`).join('')}</urlset>`, 'application/xml');
    const page = /^\/page\/(\w+)$/.exec(url.pathname);
    if (page) return send(200, ARTICLE(`Хуудас ${page[1]}`, LONG(`Энэ бол ${page[1]} хуудасны агуулга.`)));
    if (url.pathname === '/crawl')
      return send(200, ARTICLE('Эхлэл', LONG('Сайтын эхлэл.'), `<p><a href="/page/x">x</a> <a href="/page/y#top">y</a> <a href="https://example.org/out">out</a></p>`));
    if (url.pathname.startsWith('/slow/')) return void setTimeout(() => send(200, ARTICLE('Удаан', LONG('Удаан хуудас.'))), 400);
    send(404, 'not found');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  port = (site.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await build();
  co = await makeCompany(t.db);
  admin = await signIn(t.app, co.emails.admin);
  const kb = await post('/api/knowledge/bases', { name: 'Main' });
  folderId = (await post('/api/knowledge/folders', { base_id: kb.json().id, name: 'Imports' })).json().id;
}, 30_000);
afterAll(async () => {
  await t?.close();
  site?.close();
});

function post(url: string, payload: unknown, cookie = admin) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
}
const allow = (hosts: string[]) => t.app.inject({ method: 'PUT', url: '/api/knowledge/allowed-hosts', headers: { cookie: admin }, payload: { hosts } });
const importUrl = (url: string, mode = 'page', extra = {}) => post('/api/knowledge/imports', { folder_id: folderId, url, mode, ...extra });
const files = async () =>
  (await t.app.inject({ url: `/api/knowledge/files?folder_id=${folderId}`, headers: { cookie: admin } })).json().items as { id: number; name: string; source: string }[];
const progressOf = async (id: number) => (await t.app.inject({ url: `/api/knowledge/imports/${id}`, headers: { cookie: admin } })).json();
/** Polls an import's progress until `done` says so (the helper's `until` is for synchronous checks). */
async function pollImport(id: number, done: (p: { status: string; done: number }) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const p = await progressOf(id);
    if (done(p)) return p;
    if (Date.now() > end) throw new Error(`import ${id} still ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const waitImport = (id: number) => pollImport(id, (p) => p.status !== 'running');
/** Polls an asynchronous check until it holds. */
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function pdfBytes(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const end = new Promise((r) => doc.on('end', r));
  doc.fontSize(18).text('Warranty policy');
  doc.fontSize(11).text('Every phone sold by Demo Shop carries a twelve month warranty against factory defects.');
  doc.text('Bring the receipt to any branch to claim it.');
  doc.end();
  await end;
  return Buffer.concat(chunks);
}

describe('PDF and DOCX uploads', () => {
  it('reads a real PDF into a draft article with its text', async () => {
    const res = await post('/api/knowledge/upload', { folder_id: folderId, file_name: 'warranty.pdf', data: (await pdfBytes()).toString('base64') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'warranty', source: 'pdf', status: 'draft' });
    expect(res.json().content_html).toContain('twelve month warranty');
  });

  it('reads a real DOCX with its headings, and refuses .doc and a broken file', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Төлбөрийн нөхцөл', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('QPay болон картаар төлбөр төлөх боломжтой.'),
            new Paragraph({ text: 'Хүргэлт', heading: HeadingLevel.HEADING_2 }),
            new Paragraph('Хот дотор үнэгүй хүргэнэ.'),
          ],
        },
      ],
    });
    const data = (await Packer.toBuffer(doc)).toString('base64');
    const res = await post('/api/knowledge/upload', { folder_id: folderId, file_name: 'Нөхцөл.docx', data, status: 'published' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content_html).toContain('<h1>Төлбөрийн нөхцөл</h1>');
    expect(res.json().content_html).toContain('<h2>Хүргэлт</h2>');
    // Published at once, so retrieval answers from it.
    const hits = (await t.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent('картаар толбор толох')}`, headers: { cookie: admin } })).json().items;
    expect(hits[0].source_title).toBe('Нөхцөл');

    const doc97 = await post('/api/knowledge/upload', { folder_id: folderId, file_name: 'old.doc', data });
    expect(doc97.statusCode).toBe(400);
    expect(doc97.json().code).toBe('err_knowledge_docx_only');
    const broken = await post('/api/knowledge/upload', { folder_id: folderId, file_name: 'x.docx', data: Buffer.from('PK not a zip').toString('base64') });
    expect(broken.json().code).toBe('err_knowledge_file_unreadable');
  });
});

describe('web pages', () => {
  it('refuses 127.0.0.1 until the admin allows it, then imports the readable article only', async () => {
    await allow([]);
    const refused = await importUrl(`${base}/returns`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('err_knowledge_url_refused');
    expect((await files()).some((f) => f.source === 'url')).toBe(false);

    await allow(['127.0.0.1']);
    const ok = await importUrl(`${base}/returns`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'done', done: 1 });
    const [file] = (await files()).filter((f) => f.source === 'url');
    const full = (await t.app.inject({ url: `/api/knowledge/files/${file.id}`, headers: { cookie: admin } })).json();
    expect(full.name).toBe('Буцаалтын нөхцөл');
    expect(full.content_html).toContain('14 хоногийн дотор');
    expect(full.content_html).not.toMatch(/script|alert|© Demo/);
  });

  it('checks every redirect, stops after 3, and stops at the size limit', async () => {
    await allow(['127.0.0.1']);
    // Allowed host, but the redirect goes to 'localhost', which is not allowed and is loopback.
    expect((await importUrl(`${base}/to-localhost`)).json().code).toBe('err_knowledge_url_refused');
    expect((await importUrl(`${base}/hop/2`)).statusCode).toBe(200);
    expect((await importUrl(`${base}/hop/3`)).json().code).toBe('err_knowledge_fetch_failed');
    const huge = await importUrl(`${base}/huge`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('err_knowledge_file_too_large');
  });

  it('refuses private, link-local and odd addresses and schemes without the allow-list', async () => {
    await allow([]);
    for (const url of [
      `http://localhost:${port}/returns`,
      `http://[::1]:${port}/`,
      `http://0x7f000001:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
    ]) {
      expect((await importUrl(url)).json().code, url).toBe('err_knowledge_url_refused');
    }
    expect((await importUrl('file:///etc/passwd')).json().code).toBe('err_knowledge_url_invalid');
    expect((await importUrl(`http://user:pw@127.0.0.1:${port}/`)).json().code).toBe('err_knowledge_url_invalid');
    expect(['::ffff:127.0.0.1', '100.64.0.1', 'fd00::1', 'fe80::1', '0.0.0.0'].every(isPrivateAddress)).toBe(true);
    expect(['93.184.216.34', '2606:4700::1111'].some(isPrivateAddress)).toBe(false);
  });

  it('imports a sitemap and crawls the same site with progress', async () => {
    await allow(['127.0.0.1']);
    const before = (await files()).length;
    const started = await importUrl(`${base}/sitemap.xml`, 'sitemap');
    expect(started.statusCode).toBe(200);
    const done = await waitImport(started.json().id);
    expect(done).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0 });
    const crawl = await waitImport((await importUrl(`${base}/crawl`, 'crawl', { max_pages: 10 })).json().id);
    // The start page, its two same-site links and the menu's '/' (a 404 here, counted as failed);
    // the outside link is not followed.
    expect(crawl).toMatchObject({ status: 'done', total: 4, done: 3, failed: 1 });
    const names = (await files()).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Хуудас a', 'Хуудас b', 'Хуудас c', 'Эхлэл', 'Хуудас x', 'Хуудас y']));
    expect(names.length).toBe(before + 6);
  });

  it('cancels an import under way', async () => {
    await allow(['127.0.0.1']);
    const started = (await importUrl(`${base}/slow-sitemap.xml`, 'sitemap')).json();
    await pollImport(started.id, (p) => p.done >= 1);
    const cancelled = await post(`/api/knowledge/imports/${started.id}/cancel`, {});
    expect(cancelled.json().status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 1000));
    const after = await progressOf(started.id);
    expect(after.status).toBe('cancelled');
    expect(after.done).toBeLessThan(6);
  });
});

describe("onboarding's company website", () => {
  it('is crawled into a published knowledge base of the new agent, which retrieval then answers from', async () => {
    await allow(['127.0.0.1']);
    const agent = await createUser(t.db, co.id, { email: `va.${Date.now()}@agents.invalid`, password: 'x'.repeat(12), role: 'agent', firstName: 'Туслах', lastName: '' });
    await t.db.update(users).set({ userType: 'virtual_social_agent' }).where(eq(users.id, agent.id));
    await t.db.insert(agentKnowledgeSources).values({ companyId: co.id, agentUserId: agent.id, url: `${base}/crawl` });
    const [job] = await importAgentSources(t.db, co.id, co.ids.admin);
    expect(await waitImport(job)).toMatchObject({ status: 'done', done: 3 });
    const sources = async (cookie = admin) => (await t.app.inject({ url: '/api/knowledge/agent-sources', headers: { cookie } })).json().items;
    await until(async () => (await sources()).some((s: { status: string }) => s.status === 'done'));
    expect((await sources()).find((s: { url: string }) => s.url === `${base}/crawl`)).toMatchObject({
      agent_name: 'Туслах',
      status: 'done',
      error: null,
      // The nav's link home ('/') answers 404 on this site: one page failed, three read.
      pages: { total: 4, done: 3, failed: 1 },
    });
    const [source] = await t.db.select().from(agentKnowledgeSources).where(eq(agentKnowledgeSources.agentUserId, agent.id));
    expect(source).toMatchObject({ status: 'done', importId: job, error: null });
    expect((await t.app.inject({ url: '/api/knowledge/agent-sources', headers: { cookie: await signIn(t.app, co.emails.agent) } })).statusCode).toBe(403);
    const kb = (await t.app.inject({ url: '/api/knowledge/bases', headers: { cookie: admin } }))
      .json()
      .items.find((b: { agent_user_id: number }) => b.agent_user_id === agent.id);
    expect(kb.name).toBe('Туслах · 127.0.0.1');
    const { retrieve } = await import('../../server/domain/knowledge/retrieve');
    const hits = await retrieve(t.db, co.id, 'сайтын эхлэл', { agentUserId: agent.id });
    expect(hits[0]).toMatchObject({ kind: 'passage', sourceTitle: 'Эхлэл' });
    // Already imported: a second run starts nothing.
    expect(await importAgentSources(t.db, co.id, co.ids.admin)).toEqual([]);
  });

  it('ends failed with the reason when no page can be read: a missing site, or a private address not allowed', async () => {
    const other = await makeCompany(t.db);
    const otherAdmin = await signIn(t.app, other.emails.admin);
    const agentOf = async (companyId: number, name: string) => {
      const u = await createUser(t.db, companyId, {
        email: `${name}.${Date.now()}@agents.invalid`,
        password: 'x'.repeat(12),
        role: 'agent',
        firstName: name,
        lastName: '',
      });
      await t.db.update(users).set({ userType: 'virtual_social_agent' }).where(eq(users.id, u.id));
      return u.id;
    };
    await allow(['127.0.0.1']);
    await t.db.insert(agentKnowledgeSources).values({ companyId: co.id, agentUserId: await agentOf(co.id, 'Алга'), url: `${base}/missing` });
    // The other company allows no private host: its crawl of this machine is refused.
    await t.db.insert(agentKnowledgeSources).values({ companyId: other.id, agentUserId: await agentOf(other.id, 'Хаалттай'), url: `${base}/crawl` });
    await importAgentSources(t.db, co.id, co.ids.admin);
    await importAgentSources(t.db, other.id, other.ids.admin);
    const sourceOf = async (cookie: string, url: string) =>
      ((await t.app.inject({ url: '/api/knowledge/agent-sources', headers: { cookie } })).json().items as { url: string; status: string }[]).find((s) => s.url === url);
    await until(async () => (await sourceOf(admin, `${base}/missing`))?.status === 'failed');
    expect(await sourceOf(admin, `${base}/missing`)).toMatchObject({ status: 'failed', error: 'err_knowledge_fetch_failed', pages: { done: 0, failed: 1 } });
    await until(async () => (await sourceOf(otherAdmin, `${base}/crawl`))?.status === 'failed');
    expect(await sourceOf(otherAdmin, `${base}/crawl`)).toMatchObject({ agent_name: 'Хаалттай', status: 'failed', error: 'err_knowledge_url_refused' });
    // Each company sees only its own sources.
    const mine = (await t.app.inject({ url: '/api/knowledge/agent-sources', headers: { cookie: otherAdmin } })).json().items;
    expect(mine.map((s: { agent_name: string }) => s.agent_name)).toEqual(['Хаалттай']);
  });
});
