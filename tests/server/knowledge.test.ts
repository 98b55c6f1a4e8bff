import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_ARTICLE_CHAR_LIMIT, KNOWLEDGE_DEFAULT_ARTICLE_LIMIT } from '../../contracts';
import { knowledgeFiles, users } from '../../server/db/schema';
import { createUser } from '../../server/domain/companies/create-company';
import { eq } from 'drizzle-orm';
import { build, makeCompany, signIn } from './helper';

/** Knowledge bases, folders, articles and Q&A over the API; Q&A generation offline and by a model. */
let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
}, 30_000);
afterAll(() => t?.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function setup() {
  const co = await makeCompany(t.db);
  const admin = await signIn(t.app, co.emails.admin);
  const base = (await call(admin, 'POST', '/api/knowledge/bases', { name: 'Дэлгүүр' })).json();
  const folder = (await call(admin, 'POST', '/api/knowledge/folders', { base_id: base.id, name: 'Түгээмэл' })).json();
  return { co, admin, base, folder };
}

const FAQ =
  '<h2>Түгээмэл асуултууд</h2><p>Асуулт: Хүргэлт хэд хоног болох вэ? Хариулт: Хот дотор 24 цагт хүргэнэ.</p>' +
  '<h3>Can I pay by card?</h3><p>Yes, we take Visa, Mastercard and QPay.</p>' +
  '<h3>Дэлгүүрийн цагийн хуваарь</h3><p>Өдөр бүр 10:00-20:00 цагт ажиллана.</p>';

describe('folders', () => {
  it('refuses an empty or duplicate name (any case), renames and deletes with its files', async () => {
    const { admin, base, folder } = await setup();
    const empty = await call(admin, 'POST', '/api/knowledge/folders', { base_id: base.id, name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'err_knowledge_folder_name_empty', field: 'name' });
    const dup = await call(admin, 'POST', '/api/knowledge/folders', { base_id: base.id, name: 'түгээмэл' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('err_knowledge_folder_duplicate');
    const other = (await call(admin, 'POST', '/api/knowledge/folders', { base_id: base.id, name: 'Бусад' })).json();
    expect((await call(admin, 'PUT', `/api/knowledge/folders/${other.id}`, { name: 'ТҮГЭЭМЭЛ' })).json().code).toBe('err_knowledge_folder_duplicate');
    expect((await call(admin, 'PUT', `/api/knowledge/folders/${other.id}`, { name: 'Хүргэлт' })).json().name).toBe('Хүргэлт');
    await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'A', content_html: '<p>a</p>', status: 'draft' });
    expect((await call(admin, 'GET', '/api/knowledge/bases')).json().items[0].folders).toEqual([
      { id: folder.id, name: 'Түгээмэл', files: 1 },
      { id: other.id, name: 'Хүргэлт', files: 0 },
    ]);
    expect((await call(admin, 'DELETE', `/api/knowledge/folders/${folder.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/knowledge/files')).json().items).toEqual([]);
  });
});

describe('articles', () => {
  it('sanitises, shows who updated it and when, warns past the character limit, and indexes only when published', async () => {
    const { admin, folder, co } = await setup();
    const res = await call(admin, 'POST', '/api/knowledge/files', {
      folder_id: folder.id,
      name: 'Буцаалт',
      content_html: '<h2>Буцаалт</h2><p onclick="x()">14 хоногт буцаана.<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
      status: 'draft',
    });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file.content_html).toBe('<h2>Буцаалт</h2><p>14 хоногт буцаана.</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(file).toMatchObject({ status: 'draft', updated_by: 'Admin Owner', over_limit: false });
    const search = async () => (await call(admin, 'GET', `/api/knowledge/search?q=${encodeURIComponent('буцаах')}`)).json().items;
    expect(await search()).toEqual([]);
    expect((await call(admin, 'PUT', `/api/knowledge/files/${file.id}/status`, { status: 'published' })).json().status).toBe('published');
    expect((await search())[0]).toMatchObject({ kind: 'passage', source_id: file.id, source_title: 'Буцаалт' });
    await call(admin, 'PUT', `/api/knowledge/files/${file.id}/status`, { status: 'draft' });
    expect(await search()).toEqual([]);

    const long = await call(admin, 'PUT', `/api/knowledge/files/${file.id}`, {
      folder_id: folder.id,
      name: 'Урт',
      content_html: `<p>${'үг '.repeat(KNOWLEDGE_ARTICLE_CHAR_LIMIT / 3 + 10)}</p>`,
      status: 'draft',
    });
    expect(long.json()).toMatchObject({ over_limit: true, name: 'Урт' });
    const limits = (await call(admin, 'GET', '/api/knowledge/bases')).json().limits;
    expect(limits).toEqual({ articles: KNOWLEDGE_DEFAULT_ARTICLE_LIMIT, used: 1, article_chars: KNOWLEDGE_ARTICLE_CHAR_LIMIT });
    expect(co.id).toBeGreaterThan(0);
  });

  it("answers 'limit exceeded' with the count once the plan's articles are used", async () => {
    const { admin, folder, co } = await setup();
    await t.db
      .insert(knowledgeFiles)
      .values(Array.from({ length: KNOWLEDGE_DEFAULT_ARTICLE_LIMIT }, (_, i) => ({ companyId: co.id, folderId: folder.id, name: `f${i}` })));
    const res = await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'one more', content_html: '<p>x</p>', status: 'draft' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('err_knowledge_limit_exceeded');
    expect(res.json().message).toContain(String(KNOWLEDGE_DEFAULT_ARTICLE_LIMIT));
  });
});

describe('Q&A', () => {
  it('adds, edits (user-reviewed), toggles one and all of a file, with related documents', async () => {
    const { admin, base, folder } = await setup();
    const file = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'FAQ', content_html: FAQ, status: 'published' })).json();
    const other = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'Other', content_html: '<p>x</p>', status: 'draft' })).json();
    const qa = (
      await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, file_id: file.id, question: 'Буцаалт?', answer: '14 хоног.', related_file_ids: [other.id] })
    ).json();
    expect(qa).toMatchObject({ source: 'user', active: true, file_name: 'FAQ', related: [{ id: other.id, name: 'Other' }] });
    const gen = await call(admin, 'POST', `/api/knowledge/files/${file.id}/generate-qa`);
    expect(gen.json()).toEqual({ created: 3, via: 'offline' });
    const list = (await call(admin, 'GET', `/api/knowledge/qa?file_id=${file.id}`)).json().items;
    expect(list).toHaveLength(4);
    const off = await call(admin, 'PUT', '/api/knowledge/qa-active', { file_id: file.id, active: false });
    expect(off.json()).toEqual({ updated: 4 });
    expect((await call(admin, 'GET', `/api/knowledge/search?q=${encodeURIComponent('Буцаалт')}`)).json().items.filter((h: { kind: string }) => h.kind === 'qa')).toEqual(
      [],
    );
    const one = await call(admin, 'PUT', `/api/knowledge/qa/${qa.id}/active`, { active: true });
    expect(one.json().active).toBe(true);
    const ai = list.find((x: { source: string }) => x.source === 'ai');
    const edited = await call(admin, 'PUT', `/api/knowledge/qa/${ai.id}`, { base_id: base.id, file_id: file.id, question: ai.question, answer: 'Засварласан.' });
    expect(edited.json()).toMatchObject({ source: 'user', answer: 'Засварласан.' });
    expect(
      (await call(admin, 'GET', '/api/knowledge/qa?active=true'))
        .json()
        .items.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([qa.id]);
    expect((await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, question: ' ', answer: 'x' })).json()).toMatchObject({
      code: 'err_value_required',
      field: 'question',
    });
  });

  it('generates offline from headings and FAQ patterns, once per question, and only from published files', async () => {
    const { admin, folder } = await setup();
    const draft = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'FAQ', content_html: FAQ, status: 'draft' })).json();
    expect((await call(admin, 'POST', `/api/knowledge/files/${draft.id}/generate-qa`)).json().code).toBe('err_knowledge_not_published');
    await call(admin, 'PUT', `/api/knowledge/files/${draft.id}/status`, { status: 'published' });
    expect((await call(admin, 'POST', `/api/knowledge/files/${draft.id}/generate-qa`)).json()).toEqual({ created: 3, via: 'offline' });
    expect((await call(admin, 'POST', `/api/knowledge/files/${draft.id}/generate-qa`)).json()).toEqual({ created: 0, via: 'offline' });
    const items = (await call(admin, 'GET', `/api/knowledge/qa?file_id=${draft.id}`)).json().items as { question: string; answer: string; source: string }[];
    expect(items.map((i) => [i.question, i.answer]).sort()).toEqual(
      [
        ['Can I pay by card?', 'Yes, we take Visa, Mastercard and QPay.'],
        ['Хүргэлт хэд хоног болох вэ?', 'Хот дотор 24 цагт хүргэнэ.'],
        ['Дэлгүүрийн цагийн хуваарь?', 'Өдөр бүр 10:00-20:00 цагт ажиллана.'],
      ].sort(),
    );
    expect(items.every((i) => i.source === 'ai')).toBe(true);
    // A generated pair answers a customer's misspelt question.
    const hits = (await call(admin, 'GET', `/api/knowledge/search?q=${encodeURIComponent('хургэлт хэдэн хоног')}`)).json().items;
    expect(hits[0]).toMatchObject({ kind: 'qa', answer: 'Хот дотор 24 цагт хүргэнэ.' });
  });
});

describe('Q&A from an OpenAI-compatible model', () => {
  let fake: Server;
  let seen: { auth?: string; body?: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let reply: (res: import('node:http').ServerResponse) => void;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: req.url === '/v1/chat/completions' ? JSON.parse(raw) : undefined });
        reply(res);
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    process.env.LLM_API_KEY = 'sk-test-secret';
    process.env.LLM_MODEL = 'tiny-test';
  });
  afterAll(() => {
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_API_KEY;
    delete process.env.LLM_MODEL;
    fake?.close();
  });

  const completion = (content: string) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1764300000,
    model: 'tiny-test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
  });

  it('sends the article to /v1/chat/completions and stores the pairs of its reply as AI-generated', async () => {
    const { admin, folder } = await setup();
    const file = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'FAQ', content_html: FAQ, status: 'published' })).json();
    seen = [];
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          completion('```json\n{"pairs":[{"question":"Картаар төлж болох уу?","answer":"Тийм, Visa, Mastercard, QPay."},{"question":"","answer":"skip"}]}\n```'),
        ),
      );
    };
    const res = await call(admin, 'POST', `/api/knowledge/files/${file.id}/generate-qa`);
    expect(res.json()).toEqual({ created: 1, via: 'llm' });
    expect(seen[0].auth).toBe('Bearer sk-test-secret');
    expect(seen[0].body?.model).toBe('tiny-test');
    expect(seen[0].body?.messages[1].content).toContain('Can I pay by card?');
    const items = (await call(admin, 'GET', `/api/knowledge/qa?file_id=${file.id}`)).json().items;
    expect(items).toMatchObject([{ question: 'Картаар төлж болох уу?', answer: 'Тийм, Visa, Mastercard, QPay.', source: 'ai' }]);
  });

  it('answers err_knowledge_llm_failed when the model fails or replies without pairs, never leaking the key', async () => {
    const { admin, folder } = await setup();
    const file = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'FAQ', content_html: FAQ, status: 'published' })).json();
    reply = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
    };
    const failed = await call(admin, 'POST', `/api/knowledge/files/${file.id}/generate-qa`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('err_knowledge_llm_failed');
    expect(failed.body).not.toContain('sk-test-secret');
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion('I cannot help with that.')));
    };
    expect((await call(admin, 'POST', `/api/knowledge/files/${file.id}/generate-qa`)).json().code).toBe('err_knowledge_llm_failed');
  });
});

describe('permissions', () => {
  it('lets agents read published knowledge but not drafts nor change it; guests nothing; managers all', async () => {
    const { co, admin, base, folder } = await setup();
    const html = '<p>Хүргэлт хот дотор 24 цагт хийгдэнэ.</p>';
    const pub = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'Хүргэлт', content_html: html, status: 'published' })).json();
    const draft = (await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'Ноорог', content_html: '<p>x</p>', status: 'draft' })).json();
    const qa = { base_id: base.id, question: 'Хүргэлт хэр удах вэ?', answer: 'Хот дотор 24 цаг.' };
    const on = (await call(admin, 'POST', '/api/knowledge/qa', { ...qa, active: true })).json();
    const off = (await call(admin, 'POST', '/api/knowledge/qa', { ...qa, question: 'Унтраасан асуулт?', active: false })).json();

    const agent = await signIn(t.app, co.emails.agent);
    expect((await call(agent, 'GET', '/api/knowledge/bases')).json().items[0].folders[0].id).toBe(folder.id);
    expect((await call(agent, 'GET', '/api/knowledge/files')).json().items.map((f: { id: number }) => f.id)).toEqual([pub.id]);
    expect((await call(agent, 'GET', '/api/knowledge/files?status=draft')).json().items).toEqual([]);
    expect((await call(agent, 'GET', `/api/knowledge/files/${pub.id}`)).json().content_html).toBe(html);
    expect((await call(agent, 'GET', `/api/knowledge/files/${draft.id}`)).json().code).toBe('err_knowledge_file_not_found');
    expect((await call(agent, 'GET', '/api/knowledge/qa')).json().items.map((q: { id: number }) => q.id)).toEqual([on.id]);
    expect((await call(agent, 'GET', `/api/knowledge/search?q=${encodeURIComponent('хүргэлт')}`)).json().items.length).toBeGreaterThan(0);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/knowledge/files', { folder_id: folder.id, name: 'x', content_html: '', status: 'draft' }],
      ['PUT', `/api/knowledge/files/${pub.id}`, { folder_id: folder.id, name: 'x', content_html: '', status: 'draft' }],
      ['PUT', `/api/knowledge/files/${pub.id}/status`, { status: 'draft' }],
      ['DELETE', `/api/knowledge/files/${pub.id}`, undefined],
      ['POST', '/api/knowledge/folders', { base_id: base.id, name: 'Шинэ' }],
      ['PUT', `/api/knowledge/qa/${on.id}/active`, { active: false }],
      ['POST', '/api/knowledge/qa', qa],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(agent, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('err_no_permission');
    }
    expect((await call(admin, 'GET', `/api/knowledge/files/${pub.id}`)).json().status).toBe('published');

    const guest = await signIn(t.app, co.emails.guest);
    for (const url of ['/api/knowledge/bases', '/api/knowledge/files', `/api/knowledge/files/${pub.id}`, '/api/knowledge/qa', '/api/knowledge/search?q=x']) {
      expect((await call(guest, 'GET', url)).json().code, url).toBe('err_no_permission');
    }

    const manager = await signIn(t.app, co.emails.manager);
    expect((await call(manager, 'GET', '/api/knowledge/files')).json().items).toHaveLength(2);
    expect((await call(manager, 'GET', `/api/knowledge/files/${draft.id}`)).json().status).toBe('draft');
    expect(
      (await call(manager, 'GET', '/api/knowledge/qa'))
        .json()
        .items.map((q: { id: number }) => q.id)
        .sort(),
    ).toEqual([on.id, off.id].sort());
  });

  it("answers another company's agent with nothing of this company's knowledge", async () => {
    const { admin, folder } = await setup();
    const pub = (
      await call(admin, 'POST', '/api/knowledge/files', { folder_id: folder.id, name: 'Нууц', content_html: '<p>Нууц үнэ 12345</p>', status: 'published' })
    ).json();
    const other = await makeCompany(t.db);
    const agent = await signIn(t.app, other.emails.agent);
    expect((await call(agent, 'GET', `/api/knowledge/files/${pub.id}`)).json().code).toBe('err_knowledge_file_not_found');
    expect((await call(agent, 'GET', `/api/knowledge/files?folder_id=${folder.id}`)).json().items).toEqual([]);
    expect((await call(agent, 'GET', `/api/knowledge/search?q=${encodeURIComponent('нууц')}`)).json().items).toEqual([]);
    const otherAdmin = await signIn(t.app, other.emails.admin);
    expect((await call(otherAdmin, 'PUT', `/api/knowledge/files/${pub.id}/status`, { status: 'draft' })).json().code).toBe('err_knowledge_file_not_found');
  });
});

describe('knowledge of a virtual agent', () => {
  it('is left unowned when the agent is removed, and can be moved to another virtual agent', async () => {
    const { co, admin, base } = await setup();
    const bot = async (name: string) => {
      const u = await createUser(t.db, co.id, { email: `${name}.${Date.now()}@agents.invalid`, password: 'x'.repeat(12), role: 'agent', firstName: name, lastName: '' });
      await t.db.update(users).set({ userType: 'virtual_social_agent' }).where(eq(users.id, u.id));
      return u.id;
    };
    const first = await bot('first');
    const second = await bot('second');
    // A human agent is no virtual agent.
    expect((await call(admin, 'PUT', `/api/knowledge/bases/${base.id}`, { name: base.name, agent_user_id: co.ids.agent })).json().code).toBe('err_user_not_found');
    expect((await call(admin, 'PUT', `/api/knowledge/bases/${base.id}`, { name: base.name, agent_user_id: first })).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, first));
    const orphan = (await call(admin, 'GET', '/api/knowledge/bases')).json().items[0];
    expect(orphan).toMatchObject({ id: base.id, agent_user_id: null });
    expect((await call(admin, 'PUT', `/api/knowledge/bases/${base.id}`, { name: base.name, agent_user_id: second })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/knowledge/bases')).json().items[0].agent_user_id).toBe(second);
  });
});
