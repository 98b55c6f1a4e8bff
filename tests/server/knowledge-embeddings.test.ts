import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { build, makeCompany, makeWebchat, signIn, until as untilSync, widgetSocket } from './helper';
import { startEmbeddingsFake } from '../fakes/embeddings-api';

/**
 * Optional embeddings (EMBEDDINGS_URL): vectors are made in the background after a write, retrieval
 * becomes hybrid, and a failing endpoint costs nothing but the meaning (answers stay lexical).
 */
let t: Awaited<ReturnType<typeof build>>;
let fake: Awaited<ReturnType<typeof startEmbeddingsFake>>;
const KEY = 'sk-embed-secret-4242';
const logs: string[] = [];

beforeAll(async () => {
  fake = await startEmbeddingsFake({ apiKey: KEY, maxChars: 3000 });
  process.env.EMBEDDINGS_URL = fake.url;
  process.env.EMBEDDINGS_API_KEY = KEY;
  process.env.EMBEDDINGS_MODEL = 'fake-embed-1';
  t = await build({}, { level: 'info', stream: { write: (line: string) => void logs.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  delete process.env.EMBEDDINGS_URL;
  delete process.env.EMBEDDINGS_API_KEY;
  delete process.env.EMBEDDINGS_MODEL;
  await t?.close();
  await fake?.close();
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function setup() {
  const co = await makeCompany(t.db);
  const admin = await signIn(t.app, co.emails.admin);
  const base = (await call(admin, 'POST', '/api/knowledge/bases', { name: 'Shop' })).json();
  const folder = (await call(admin, 'POST', '/api/knowledge/folders', { base_id: base.id, name: 'Help' })).json();
  const file = (
    await call(admin, 'POST', '/api/knowledge/files', {
      folder_id: folder.id,
      name: 'Хүргэлт ба төлбөр',
      status: 'published',
      content_html:
        '<h2>Хүргэлтийн нөхцөл</h2><p>Улаанбаатар хотод захиалгыг 24 цагийн дотор үнэгүй хүргэнэ.</p>' +
        '<h2>Returns</h2><p>You can return an unused item within 14 days with its receipt for a full refund.</p>',
    })
  ).json();
  await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, question: 'What are your opening hours?', answer: 'Every day from 10:00 to 20:00.' });
  await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, question: 'Төлбөрөө хэрхэн төлөх вэ?', answer: 'QPay эсвэл картаар.' });
  return { co, admin, base, folder, file };
}

/** Polls an async check until it holds (the embedder works in the background). */
async function until<T>(find: () => Promise<T | false>, what: string, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== false) return found;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const status = async (cookie: string) => (await call(cookie, 'GET', '/api/knowledge/index-status')).json();
const search = async (cookie: string, q: string) =>
  (await call(cookie, 'GET', `/api/knowledge/search?q=${encodeURIComponent(q)}`)).json().items as { kind: string; text: string; score: number }[];
/** Shares no word, stem, synonym or near spelling with the returns passage: only its meaning. */
const PARAPHRASE = 'Could I give back stuff I dislike?';

describe('embeddings', () => {
  it('fills vectors after the writes and finds a paraphrase by meaning; with embeddings off it does not', async () => {
    const { admin } = await setup();
    // Background: the writes answered already; the vectors come shortly after.
    const filled = await until(
      async () => {
        const s = await status(admin);
        return s.items === 4 && s.embedded === 4 && s;
      },
      'vectors of 2 passages and 2 Q&A',
      20_000,
    );
    expect(filled).toEqual({ embeddings: true, model: 'fake-embed-1', items: 4, embedded: 4 });
    // The real protocol: batched inputs, the model, the bearer key.
    expect(fake.calls.some((c) => c.input.length > 1 && c.model === 'fake-embed-1' && c.auth === `Bearer ${KEY}`)).toBe(true);

    const on = await search(admin, PARAPHRASE);
    expect(on[0]).toMatchObject({ kind: 'passage' });
    expect(on[0].text).toContain('14 days');
    expect(on[0].score).toBeGreaterThanOrEqual(0.3); // enough for the bot to answer from it

    process.env.EMBEDDINGS_URL = '';
    try {
      expect((await search(admin, PARAPHRASE)).some((h) => h.text.includes('14 days'))).toBe(false);
      expect(await status(admin)).toEqual({ embeddings: false, model: null, items: 4, embedded: 0 });
    } finally {
      process.env.EMBEDDINGS_URL = fake.url;
    }
  });

  it('keeps answering by words while the endpoint fails, and a later run fills the vectors', async () => {
    const { admin, folder } = await setup();
    await until(async () => (await status(admin)).embedded === 4, 'first vectors', 20_000);
    fake.state.failing = true;
    try {
      const started = Date.now();
      const res = await call(admin, 'POST', '/api/knowledge/files', {
        folder_id: folder.id,
        name: 'Gifts',
        status: 'published',
        content_html: '<h2>Gift wrapping</h2><p>Gift wrapping is free at the counter.</p>',
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000); // the write never waits on the endpoint
      // Words still answer, the new passage included, though it has no vector.
      const lexical = await search(admin, 'gift wrapping');
      expect(lexical[0].text).toContain('free at the counter');
      expect(lexical[0].score).toBeGreaterThan(0.3);
      await new Promise((r) => setTimeout(r, 600)); // the embedder tried (and failed) after the write
      expect(await status(admin)).toMatchObject({ items: 5, embedded: 4 });
      // The failure is logged, by what it is and never with the key.
      expect(logs.some((l) => l.includes('knowledge embeddings not made') && l.includes('HTTP 503'))).toBe(true);
      expect(logs.filter((l) => l.includes(KEY))).toEqual([]);
    } finally {
      fake.state.failing = false;
    }
    await t.app.knowledgeEmbedder!.run();
    expect(await status(admin)).toMatchObject({ items: 5, embedded: 5 });
    const [hit] = await search(admin, 'Can you make a present look nice?');
    expect(hit.text).toContain('free at the counter');
  });

  it('gives an edited Q&A a new vector of its new text', async () => {
    const { admin } = await setup();
    await until(async () => (await status(admin)).embedded === 4, 'first vectors', 20_000);
    const qa = (await call(admin, 'GET', '/api/knowledge/qa')).json().items.find((q: { question: string }) => q.question.startsWith('What are'));
    await call(admin, 'PUT', `/api/knowledge/qa/${qa.id}`, { base_id: qa.base_id, question: 'Do you sell gift cards?', answer: 'Yes, at the counter.' });
    await until(async () => (await status(admin)).embedded === 4, 'the new vector', 20_000);
    const rows = await t.db.execute(sql`select embedding from knowledge_qa where id = ${qa.id}`);
    expect(((rows as unknown as { rows: { embedding: number[] }[] }).rows[0].embedding ?? []).length).toBeGreaterThan(0);
    expect((await search(admin, 'a present for my mum'))[0]).toMatchObject({ kind: 'qa', text: 'Do you sell gift cards?' });
  });

  it('lets the virtual agent answer a paraphrase from the passage it means', async () => {
    const { co, admin, base } = await setup();
    const w = await makeWebchat(t.db, co.id);
    const bot = (await call(admin, 'POST', '/api/virtual-agents', { name: 'Туслах', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true })).json();
    expect((await call(admin, 'PUT', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/knowledge/bases/${base.id}`, { name: 'Shop', agent_user_id: bot.id })).statusCode).toBe(200);
    await until(async () => (await status(admin)).embedded === 4, 'vectors', 20_000);
    let socket: Socket | undefined;
    try {
      const v = await widgetSocket(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, w, (s) => (socket = s));
      v.send({ type: 'message.send', client_id: 'paraphrase-1', body: PARAPHRASE });
      const reply = await untilSync(() => v.inbox.find((m) => m.type === 'message.created' && m.message.author === 'bot'), 'the bot’s answer', 10_000);
      expect(reply.type === 'message.created' && reply.message.body).toContain('14 days');
    } finally {
      socket?.disconnect();
    }
  });

  it('leaves an input the endpoint refuses without a vector, and embeds the rest after it', async () => {
    const { admin, base } = await setup();
    await until(async () => (await status(admin)).embedded === 4, 'first vectors', 20_000);
    const long = `Our gift cards: ${'every card works in every shop and online. '.repeat(80)}`;
    expect((await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, question: 'Gift cards?', answer: long.slice(0, 3900) })).statusCode).toBe(200);
    await call(admin, 'POST', '/api/knowledge/qa', { base_id: base.id, question: 'Do you deliver abroad?', answer: 'No, only within Mongolia.' });
    await until(async () => (await status(admin)).embedded === 5, 'the short one embedded', 20_000);
    await t.app.knowledgeEmbedder!.run();
    expect(await status(admin)).toMatchObject({ items: 6, embedded: 5 });
    // The long one still answers by its words.
    expect((await search(admin, 'gift cards'))[0].text).toBe('Gift cards?');
  });
});
