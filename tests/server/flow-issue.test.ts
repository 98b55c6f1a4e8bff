import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph, VirtualAgent, VisitorServerMessage } from '../../contracts';
import { interactions, issues } from '../../server/db/schema';
import { graph } from '../unit/machines/flow-fixture';
import { build, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';

/** A flow's 'create issue' card on the web chat: the issue is filed, then the conversation goes on as the card says. */
let t: Awaited<ReturnType<typeof build>>;
let origin: string;
const open: Socket[] = [];
const soon = <T>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);
/** Polls a database check until it holds. */
async function eventually<T>(find: () => Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 30_000);
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

const api = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

const returnsFlow = (then: 'handover' | 'close', askContact = true): FlowGraph =>
  graph(
    {
      s: ['start'],
      ...(askContact
        ? { n: ['question', { text: 'Таны нэр?', variable: 'name' }] as const, p: ['question', { text: 'Утасны дугаар?', variable: 'phone' }] as const }
        : {}),
      q: ['question', { text: 'Захиалгын дугаараа бичнэ үү.', variable: 'order' }],
      r: ['response', { text: 'Буцаалт: {{order}}', action: 'create_issue', issue_then: then }],
    },
    askContact ? ['s>n', 'n>p', 'p>q', 'q>r'] : ['s>q', 'q>r'],
  );

async function setup(then: 'handover' | 'close', askContact = true) {
  const co = await makeCompany(t.db);
  const admin = await signIn(t.app, co.emails.admin);
  const w = await makeWebchat(t.db, co.id);
  const { body: bot } = (await api(admin, 'POST', '/api/virtual-agents', { name: 'Туслах', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true })) as {
    body: VirtualAgent;
  };
  expect((await api(admin, 'PUT', `/api/virtual-agents/${bot.id}/channels/${w.channelId}`)).status).toBe(200);
  const flow = await api(admin, 'POST', '/api/flows', { title: 'Буцаалт', triggers: ['буцаах'], tags: [], agent_user_id: bot.id, graph: returnsFlow(then, askContact) });
  expect(flow.status).toBe(200);
  expect((await api(admin, 'PUT', `/api/flows/${flow.body.id}/status`, { status: 'published' })).status).toBe(200);
  const v = await widgetSocket(origin, w, (s) => open.push(s));
  let n = 0;
  const ask = async (body: string) => {
    const client_id = `visitor-${n++}`;
    v.send({ type: 'message.send', client_id, body });
    return (
      await soon(() => v.inbox.find((m): m is Extract<VisitorServerMessage, { type: 'message.ack' }> => m.type === 'message.ack' && m.client_id === client_id), 'ack')
    ).interaction_id;
  };
  const botSaid = (text: string) => soon(() => v.inbox.find((m) => m.type === 'message.created' && m.message.author === 'bot' && m.message.body === text), text);
  return { co, admin, bot, w, ask, botSaid };
}

const row = async (id: number) => (await t.db.select().from(interactions).where(eq(interactions.id, id)))[0];
const issuesOf = (companyId: number) => t.db.select().from(issues).where(eq(issues.companyId, companyId));

describe("a flow's create-issue card", () => {
  it('files the issue for the conversation’s contact with the collected answers, then closes as the card says', async () => {
    const { co, admin, bot, ask, botSaid } = await setup('close');
    const id = await ask('Бараа буцаах гэсэн юм');
    await botSaid('Таны нэр?');
    await ask('Болд');
    await botSaid('Утасны дугаар?');
    await ask('99112233');
    await botSaid('Захиалгын дугаараа бичнэ үү.');
    await ask('A-1001');
    await botSaid('Буцаалт: A-1001');
    await eventually(async () => (await row(id)).status === 'closed', 'closed');
    const conversation = await row(id);
    const [issue] = await eventually(async () => {
      const found = await issuesOf(co.id);
      return found.length ? found : undefined;
    }, 'issue filed');
    expect(issue).toMatchObject({
      name: 'Буцаалт: A-1001',
      contactId: conversation.contactId,
      channelId: conversation.channelId,
      interactionId: id,
      createdByUserId: bot.id,
      assigneeUserId: co.ids.admin,
      status: 'open',
      priority: 'medium',
    });
    expect(conversation.contactId).not.toBeNull();
    expect(issue.description).toContain('order: A-1001');
    expect(issue.description).toContain('phone: 99112233');
    // The visitor was nobody's contact: the answers registered one, by the virtual agent.
    const contact = await api(admin, 'GET', `/api/contacts/${conversation.contactId}`);
    expect(contact.body).toMatchObject({ first_name: 'Болд' });
    expect(issue.description).toContain('Бараа буцаах гэсэн юм');
    // The console lists it like any other issue.
    const listed = await api(admin, 'GET', '/api/issues');
    expect(listed.body.items.map((i: { id: number }) => i.id)).toContain(issue.id);
  });

  it('files the issue and hands the conversation to a person when the card says so', async () => {
    const { co, ask, botSaid } = await setup('handover');
    const id = await ask('буцаах');
    await botSaid('Таны нэр?');
    await ask('Сараа');
    await botSaid('Утасны дугаар?');
    await ask('88001122');
    await botSaid('Захиалгын дугаараа бичнэ үү.');
    await ask('B-7');
    await botSaid('Таныг ажилтантай холбож байна. Түр хүлээнэ үү.');
    await eventually(async () => (await row(id)).stage !== 'virtual_agent', 'handed over');
    expect((await row(id)).status).not.toBe('closed');
    const filed = await issuesOf(co.id);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ name: 'Буцаалт: B-7', interactionId: id });
  });

  it('hands over without an issue when the customer is nobody known and the flow asked nothing to register them', async () => {
    const { co, ask, botSaid } = await setup('close', false);
    const id = await ask('буцаах');
    await botSaid('Захиалгын дугаараа бичнэ үү.');
    await ask('C-3');
    await botSaid('Таныг ажилтантай холбож байна. Түр хүлээнэ үү.');
    await eventually(async () => (await row(id)).stage !== 'virtual_agent', 'handed over');
    expect((await row(id)).status).not.toBe('closed');
    expect(await issuesOf(co.id)).toEqual([]);
  });
});
