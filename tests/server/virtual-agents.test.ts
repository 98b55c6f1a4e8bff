import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type VirtualAgent, type VisitorServerMessage } from '../../contracts';
import { interactions, knowledgeBases, knowledgeFiles, knowledgeFolders, knowledgeQa, users } from '../../server/db/schema';
import { qaSearchFields, reindexFile } from '../../server/domain/knowledge/index-file';
import { build, consoleSocket, makeCompany, makeWebchat, signIn, uniq, until, widgetSocket, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let origin: string;
const open: Socket[] = [];
const soon = <T>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 30_000);
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

const api = async (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const hire = (cookie: string, name: string, is_primary = false) =>
  api(cookie, 'POST', '/api/virtual-agents', { name, avatar: 'robot', kind: 'virtual_social_agent', is_primary });

/** The agent's knowledge: a Q&A about payment and a published article about delivery. */
async function teach(companyId: number, agentUserId: number) {
  const [base] = await t.db
    .insert(knowledgeBases)
    .values({ companyId, name: `KB ${uniq()}`, agentUserId })
    .returning();
  const [folder] = await t.db.insert(knowledgeFolders).values({ companyId, baseId: base.id, name: 'Shop' }).returning();
  const [file] = await t.db
    .insert(knowledgeFiles)
    .values({
      companyId,
      folderId: folder.id,
      name: 'Хүргэлт',
      status: 'published',
      contentHtml: '<h2>Хүргэлтийн нөхцөл</h2><p>Улаанбаатар хотод захиалгыг 24 цагийн дотор үнэгүй хүргэнэ. Орон нутагт унаанд тавьж илгээнэ.</p>',
    })
    .returning();
  await reindexFile(t.db, file.id);
  const question = 'Төлбөрөө хэрхэн төлөх вэ?';
  const answer = 'QPay, банкны карт эсвэл дансаар төлнө.';
  await t.db.insert(knowledgeQa).values({ companyId, baseId: base.id, fileId: file.id, question, answer, active: true, ...qaSearchFields(question, answer) });
}

/** A company whose web chat has a taught primary agent switched on, and an agent online in the console. */
async function botCompany() {
  const co = await makeCompany(t.db);
  const admin = await signIn(t.app, co.emails.admin);
  const w = await makeWebchat(t.db, co.id);
  const { body: bot } = (await hire(admin, 'Туслах')) as { body: VirtualAgent };
  expect((await api(admin, 'PUT', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`)).status).toBe(200);
  await teach(co.id, bot.id);
  const person = await consoleSocket(origin + AGENT_NAMESPACE, await signIn(t.app, co.emails.agent));
  open.push(person.socket);
  return { co, admin, w, bot, person };
}

async function visitor(w: { domain: string; widgetKey: string }) {
  const v = await widgetSocket(origin, w, (s) => open.push(s));
  let n = 0;
  const botSays = (k: number) => soon(() => v.inbox.filter((m) => m.type === 'message.created' && m.message.author === 'bot')[k], `bot message ${k}`);
  const ask = async (body: string) => {
    const client_id = `visitor-msg-${n++}`;
    v.send({ type: 'message.send', client_id, body });
    return (
      await soon(
        () => v.inbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.ack' }> => m.type === 'message.ack' && m.client_id === client_id),
        `ack (got ${JSON.stringify(v.inbox.slice(-3))})`,
      )
    ).interaction_id;
  };
  return { ...v, ask, botSays };
}

const bodyOf = (m: VisitorServerMessage) => (m.type === 'message.created' ? m.message.body : '');
const stageOf = async (id: number) =>
  (await t.db.select({ stage: interactions.stage, owner: interactions.ownerUserId }).from(interactions).where(eq(interactions.id, id)))[0];

describe('virtual agents: admin', () => {
  let co: TestCompany;
  let admin: string;
  beforeAll(async () => {
    co = await makeCompany(t.db);
    admin = await signIn(t.app, co.emails.admin);
  });

  it('hires agents (the first is primary), refuses past the bot limit naming the count', async () => {
    const first = await hire(admin, 'Анхны');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Анхны', is_primary: true, active: false, channels: [], kind: 'virtual_social_agent' });
    expect((await hire(admin, 'Хоёр')).body.is_primary).toBe(false);
    expect((await hire(admin, 'Гурав')).status).toBe(200);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/virtual-agents',
      headers: { cookie: admin, 'accept-language': 'en' },
      payload: { name: 'Four', avatar: 'leaf', kind: 'virtual_social_agent', is_primary: false },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('err_bot_count_limit');
    expect(over.json().message).toMatch(/\(3\)/);
    const list = await api(admin, 'GET', '/api/virtual-agents');
    expect(list.body.limit).toBe(3);
    expect(list.body.items.map((a: VirtualAgent) => a.name)).toEqual(['Анхны', 'Хоёр', 'Гурав']);
    // Virtual users never sign in.
    const [u] = await t.db.select().from(users).where(eq(users.id, first.body.id));
    expect(u.passwordHash).toBeNull();
    expect(u.userType).toBe('virtual_social_agent');
  });

  it('refuses an empty or over-long name with the field message', async () => {
    const empty = await hire(admin, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('err_value_required');
    expect((await hire(admin, 'я'.repeat(101))).body.code).toBe('err_text_too_long');
  });

  it('switches on and off per channel, one agent per channel, only on its own company’s channels', async () => {
    const { body } = await api(admin, 'GET', '/api/virtual-agents');
    const [a, b] = body.items as VirtualAgent[];
    const w = await makeWebchat(t.db, co.id);
    const on = await api(admin, 'PUT', `/api/virtual-agents/${a.id}/channels/${w.channelId}`);
    expect(on.body).toMatchObject({ active: true, channels: [w.channelId] });
    expect((await api(admin, 'PUT', `/api/virtual-agents/${a.id}/channels/${w.channelId}`)).body.code).toBe('err_virtual_agent_transition');
    expect((await api(admin, 'PUT', `/api/virtual-agents/${b.id}/channels/${w.channelId}`)).body.code).toBe('err_virtual_agent_channel_taken');
    const other = await makeCompany(t.db);
    const foreign = await makeWebchat(t.db, other.id);
    expect((await api(admin, 'PUT', `/api/virtual-agents/${a.id}/channels/${foreign.channelId}`)).body.code).toBe('err_channel_id_invalid');
    const off = await api(admin, 'DELETE', `/api/virtual-agents/${a.id}/channels/${w.channelId}`);
    expect(off.body).toMatchObject({ active: false, channels: [] });
  });

  it('never fires the primary; firing another removes it from the list and its channels', async () => {
    const { body } = await api(admin, 'GET', '/api/virtual-agents');
    const [primary, second] = body.items as VirtualAgent[];
    const refused = await api(admin, 'DELETE', `/api/virtual-agents/${primary.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('err_primary_agent_remove');
    const w = await makeWebchat(t.db, co.id);
    await api(admin, 'PUT', `/api/virtual-agents/${second.id}/channels/${w.channelId}`);
    expect((await api(admin, 'DELETE', `/api/virtual-agents/${second.id}`)).body).toEqual({ ok: true });
    const after = (await api(admin, 'GET', '/api/virtual-agents')).body.items as VirtualAgent[];
    expect(after.map((a) => a.id)).not.toContain(second.id);
    expect((await api(admin, 'DELETE', `/api/virtual-agents/${second.id}`)).body.code).toBe('err_virtual_agent_not_found');
    // Its channel is free for another agent; a fired slot no longer counts against the limit.
    expect((await api(admin, 'PUT', `/api/virtual-agents/${primary.id}/channels/${w.channelId}`)).status).toBe(200);
    expect((await hire(admin, 'Шинэ')).status).toBe(200);
  });

  it('lets an agent (role) neither list nor hire', async () => {
    const agent = await signIn(t.app, co.emails.agent);
    expect((await api(agent, 'GET', '/api/virtual-agents')).status).toBe(403);
    expect((await hire(agent, 'Nope')).status).toBe(403);
  });
});

describe('virtual agents: answering on the web chat', () => {
  it('answers from an active Q&A and keeps the conversation away from people', async () => {
    const { w, co, admin } = await botCompany();
    const v = await visitor(w);
    const id = await v.ask('төлбөрөө яаж төлөх вэ');
    const answer = await v.botSays(0);
    expect(bodyOf(answer)).toBe('QPay, банкны карт эсвэл дансаар төлнө.');
    expect(answer.type === 'message.created' && answer.message.author_name).toBe('Дэлгүүр');
    expect(await stageOf(id)).toEqual({ stage: 'virtual_agent', owner: null });
    const usage = await api(admin, 'GET', '/api/virtual-agents/usage');
    expect(usage.body).toEqual({ today: 1, month: 1 });
    void co;
  });

  it('answers from a knowledge passage with its source', async () => {
    const { w } = await botCompany();
    const v = await visitor(w);
    await v.ask('хүргэлт хэдэн цагт ирэх вэ');
    const said = bodyOf(await v.botSays(0));
    expect(said).toContain('24 цагийн дотор');
    expect(said).toContain('Эх сурвалж: Хүргэлт');
  });

  it('hands over after the second failed answer: the queue routes it to a person, who sees the transcript and summary', async () => {
    const { w, person, co } = await botCompany();
    const v = await visitor(w);
    const id = await v.ask('төлбөрөө яаж төлөх вэ');
    await v.botSays(0);
    await v.ask('Таны нохой ямар өнгөтэй вэ');
    expect(bodyOf(await v.botSays(1))).toBe('Уучлаарай, ойлгосонгүй. Өөрөөр асууж болох уу?');
    expect((await stageOf(id)).stage).toBe('virtual_agent');
    await v.ask('Сансрын хөлөг хэзээ нисэх вэ');
    expect(bodyOf(await v.botSays(2))).toBe('Таныг ажилтантай холбож байна. Түр хүлээнэ үү.');
    await soon(() => person.inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === id), 'assigned to the person online');
    expect(await stageOf(id)).toEqual({ stage: 'agent', owner: co.ids.agent });
    const cookie = await signIn(t.app, co.emails.agent);
    const messages = await api(cookie, 'GET', `/api/interactions/${id}/messages`);
    expect(messages.body.items.map((m: { author_type: string }) => m.author_type)).toEqual(['contact', 'bot', 'contact', 'bot', 'contact', 'bot']);
    const bot = await api(cookie, 'GET', `/api/interactions/${id}/bot`);
    expect(bot.body).toMatchObject({ phase: 'handed_over', reason: 'failures', summary: 'Сансрын хөлөг хэзээ нисэх вэ', answers: 1, failures: 2, agent_name: 'Туслах' });
    // Handed over is final: the next message is the person's to answer.
    await v.ask('төлбөрөө яаж төлөх вэ');
    await new Promise((r) => setTimeout(r, 300));
    expect(v.inbox.filter((m) => m.type === 'message.created' && m.message.author === 'bot')).toHaveLength(3);
  });

  it('hands over at once when the customer asks for a person, in Mongolian or English', async () => {
    for (const [ask, locale] of [
      ['Ажилтантай холбож өгөөч', 'mn'],
      ['Can I talk to a real person please?', 'en'],
    ] as const) {
      const { w, person } = await botCompany();
      const v = await visitor(w);
      const id = await v.ask(ask);
      await v.botSays(0);
      await soon(() => person.inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === id), `assigned after "${ask}" (${locale})`);
      const cookie = await signIn(
        t.app,
        (
          await t.db
            .select({ e: users.email })
            .from(users)
            .where(eq(users.id, (await stageOf(id)).owner!))
        )[0].e,
      );
      expect((await api(cookie, 'GET', `/api/interactions/${id}/bot`)).body).toMatchObject({ reason: 'person_asked', summary: ask, failures: 0 });
    }
  });

  it('hands a fired agent’s conversations in progress to people', async () => {
    const { w, person, admin, co } = await botCompany();
    const { body: second } = (await hire(admin, 'Хоёрдахь')) as { body: VirtualAgent };
    const primary = ((await api(admin, 'GET', '/api/virtual-agents')).body.items as VirtualAgent[]).find((a) => a.is_primary)!;
    await api(admin, 'DELETE', `/api/virtual-agents/${primary.id}/channels/${w.channelId}`);
    await api(admin, 'PUT', `/api/virtual-agents/${second.id}/channels/${w.channelId}`);
    const v = await visitor(w);
    const id = await v.ask('Таны нохой ямар өнгөтэй вэ');
    await v.botSays(0);
    expect((await stageOf(id)).stage).toBe('virtual_agent');
    expect((await api(admin, 'DELETE', `/api/virtual-agents/${second.id}`)).status).toBe(200);
    await soon(() => person.inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === id), 'assigned after the firing');
    expect(await stageOf(id)).toEqual({ stage: 'agent', owner: co.ids.agent });
  });

  it('leaves a channel without an agent to people, and answers nothing after the agent is switched off', async () => {
    const { w, person, bot, admin } = await botCompany();
    await api(admin, 'DELETE', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`);
    const v = await visitor(w);
    const id = await v.ask('төлбөрөө яаж төлөх вэ');
    await soon(() => person.inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === id), 'assigned straight away');
    await new Promise((r) => setTimeout(r, 300));
    expect(v.inbox.some((m) => m.type === 'message.created' && m.message.author === 'bot')).toBe(false);
  });

  it('meets the next new conversation with the channel’s agent as switched just before, off and on again', async () => {
    // The channel's agent is kept in memory between conversations: each switch is seen by the very next one.
    const { w, person, bot, admin } = await botCompany();
    const first = await visitor(w);
    const firstId = await first.ask('Төлбөрөө хэрхэн төлөх вэ?');
    expect(bodyOf(await first.botSays(0))).toBe('QPay, банкны карт эсвэл дансаар төлнө.');
    expect((await stageOf(firstId)).stage).toBe('virtual_agent');

    expect((await api(admin, 'DELETE', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`)).status).toBe(200);
    const second = await visitor(w);
    const secondId = await second.ask('Төлбөрөө хэрхэн төлөх вэ?');
    await soon(() => person.inbox.find((m) => m.type === 'interaction.assigned' && m.interaction.id === secondId), 'assigned straight away');
    expect((await stageOf(secondId)).stage).not.toBe('virtual_agent');

    expect((await api(admin, 'PUT', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`)).status).toBe(200);
    const third = await visitor(w);
    const thirdId = await third.ask('Төлбөрөө хэрхэн төлөх вэ?');
    expect(bodyOf(await third.botSays(0))).toBe('QPay, банкны карт эсвэл дансаар төлнө.');
    expect((await stageOf(thirdId)).stage).toBe('virtual_agent');
    expect(second.inbox.some((m) => m.type === 'message.created' && m.message.author === 'bot')).toBe(false);
  });
});

describe('virtual agents: the demo', () => {
  it('meets a visitor of the demo web chat with the primary agent, answering from the demo knowledge', async () => {
    const { seedDemo, DEMO_WIDGET_KEY } = await import('../../server/seed/demo');
    await seedDemo(t.db);
    const admin = await signIn(t.app, 'admin@demo.mn', 'demo1234');
    const [bot] = (await api(admin, 'GET', '/api/virtual-agents')).body.items as VirtualAgent[];
    expect(bot).toMatchObject({ name: 'Туслах', is_primary: true, active: true });
    const v = await visitor({ domain: 'localhost', widgetKey: DEMO_WIDGET_KEY });
    await v.ask('Хүргэлт хэдэн цагт ирэх вэ?');
    expect(bodyOf(await v.botSays(0))).toBe('Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.');
    // No Q&A for it, so the flow whose trigger matches runs: a question with numbered buttons, answered by number.
    await v.ask('Миний захиалгын төлөв');
    expect(bodyOf(await v.botSays(1))).toBe('Сайн байна уу! Би Демо дэлгүүрийн туслах.');
    expect(bodyOf(await v.botSays(2))).toBe('Юугаар туслах вэ?\n1. Захиалгын төлөв\n2. Хүргэлтийн нөхцөл\n3. Ажилтантай ярих');
    await v.ask('2');
    expect(bodyOf(await v.botSays(3))).toBe('Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.');
  }, 60_000);
});
