import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ClientMessage } from '../../contracts';
import { interactionReads, interactions } from '../../server/db/schema';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';

let t: Awaited<ReturnType<typeof build>>;
/** Polled waits here span sockets and routing passes: generous, so a loaded machine still passes. */
const soon = <T>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);
let origin: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

/** Frames received (kept by the socket helpers), with a wait for the first of a type that matches. */
function waiting<M extends { type: string }>(items: M[]) {
  const waitFor = <K extends M['type']>(type: K, pred: (m: Extract<M, { type: K }>) => boolean = () => true) =>
    soon(() => items.find((m): m is Extract<M, { type: K }> => m.type === type && pred(m as Extract<M, { type: K }>)), `${type}`);
  return { items, waitFor };
}

async function agent(cookie: string) {
  const { socket, inbox, send } = await consoleSocket(origin + AGENT_NAMESPACE, cookie);
  open.push(socket);
  return { ...waiting(inbox), socket, send };
}

/** A web chat, a visitor on it with one message sent, and that visitor's conversation id. */
async function visitorWithConversation(companyId: number) {
  const w = await makeWebchat(t.db, companyId);
  const { socket, inbox, send } = await widgetSocket(origin, w, (s) => open.push(s));
  const received = waiting(inbox);
  send({ type: 'message.send', client_id: 'visitor-opening-msg', body: 'Сайн байна уу' });
  const { interaction_id: id } = await received.waitFor('message.ack');
  return { ...received, socket, send, id };
}

/** A visitor's conversation, and an agent of its company following it. */
async function followedConversation() {
  const co = await makeCompany(t.db);
  const v = await visitorWithConversation(co.id);
  const a = await agent(await signIn(t.app, co.emails.agent));
  a.send({ type: 'interaction.subscribe', interaction_id: v.id, after_seq: 0 });
  await a.waitFor('messages.resync');
  return { co, v, a };
}

describe('typing', () => {
  it('shows the customer typing to agents watching, and an agent typing to the customer and colleagues', async () => {
    const co = await makeCompany(t.db);
    const v = await visitorWithConversation(co.id);
    const agentA = await agent(await signIn(t.app, co.emails.agent));
    const colleague = await agent(await signIn(t.app, co.emails.manager));
    for (const a of [agentA, colleague]) {
      a.send({ type: 'interaction.subscribe', interaction_id: v.id, after_seq: 0 });
      await a.waitFor('messages.resync');
    }

    v.send({ type: 'typing', typing: true });
    expect(await agentA.waitFor('typing')).toEqual({ type: 'typing', interaction_id: v.id, who: 'contact', user_id: null, typing: true });
    await colleague.waitFor('typing', (m) => m.who === 'contact');

    agentA.send({ type: 'typing', interaction_id: v.id, typing: true });
    expect(await v.waitFor('typing')).toEqual({ type: 'typing', typing: true, author_name: 'agent' });
    expect(await colleague.waitFor('typing', (m) => m.who === 'user')).toMatchObject({ interaction_id: v.id, user_id: co.ids.agent, typing: true });
    agentA.send({ type: 'typing', interaction_id: v.id, typing: false });
    await v.waitFor('typing', (m) => !m.typing);
    // The typist is not told about their own typing.
    expect(agentA.items.some((m) => m.type === 'typing' && m.who === 'user')).toBe(false);
  });
});

describe('typing ended by a message', () => {
  it("relays no typing signal that its sender's own message overtook, and a later one as usual", async () => {
    const { v, a } = await followedConversation();

    // A keystroke and Enter at once, each way: the message is stored before the typing look-up,
    // which lingers, answers; "typing" after the message would show the sender typing on.
    v.send({ type: 'typing', typing: true });
    v.send({ type: 'message.send', client_id: 'visitor-quick-msg', body: 'Шуурхай' });
    await a.waitFor('message.created', (m) => m.message.client_id === 'visitor-quick-msg');
    a.send({ type: 'typing', interaction_id: v.id, typing: true });
    a.send({ type: 'message.send', interaction_id: v.id, client_id: 'agent-quick-reply', body: 'За' });
    await v.waitFor('message.created', (m) => m.message.body === 'За');

    // A later signal with no message behind it goes through, each way (here the idle stop).
    v.send({ type: 'typing', typing: false });
    await a.waitFor('typing');
    a.send({ type: 'typing', interaction_id: v.id, typing: false });
    await v.waitFor('typing');
    // Signals of a socket are relayed in the order they came: the overtaken ones would be here first.
    expect(a.items.filter((m) => m.type === 'typing').map((m) => m.typing)).toEqual([false]);
    expect(v.items.filter((m) => m.type === 'typing').map((m) => m.typing)).toEqual([false]);
  });
});

describe('read marks', () => {
  it("records an agent's read mark, clamps it, tells their other tabs and shows Seen to the customer", async () => {
    const co = await makeCompany(t.db);
    const v = await visitorWithConversation(co.id);
    v.send({ type: 'message.send', client_id: 'visitor-second-msg', body: 'Хүлээж байна' });
    await v.waitFor('message.ack', (m) => m.seq === 2);
    const cookie = await signIn(t.app, co.emails.agent);
    const tab1 = await agent(cookie);
    const tab2 = await agent(cookie);

    tab1.send({ type: 'read', interaction_id: v.id, seq: 1 });
    expect(await tab2.waitFor('interaction.read')).toEqual({ type: 'interaction.read', interaction_id: v.id, side: 'me', seq: 1 });
    expect(await v.waitFor('read')).toEqual({ type: 'read', seq: 1 });
    // Ahead of the conversation: clamped to its last message.
    tab1.send({ type: 'read', interaction_id: v.id, seq: 99 });
    await tab2.waitFor('interaction.read', (m) => m.seq === 2);
    await v.waitFor('read', (m) => m.seq === 2);
    // Marks never go back.
    tab1.send({ type: 'read', interaction_id: v.id, seq: 1 });
    await tab2.waitFor('interaction.read', (m) => m.seq === 2 && tab2.items.filter((x) => x.type === 'interaction.read').length === 3);
    // The tab that marked has cleared its own badge: its marks do not come back to it.
    expect(tab1.items.filter((m) => m.type === 'interaction.read')).toEqual([]);
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, v.id));
    expect(row.staffReadSeq).toBe(2);
    const [mine] = await t.db
      .select()
      .from(interactionReads)
      .where(and(eq(interactionReads.interactionId, v.id), eq(interactionReads.userId, co.ids.agent)));
    expect(mine.seq).toBe(2);
    const list = (await t.app.inject({ url: '/api/interactions?status=open', headers: { cookie } })).json();
    expect(list.items.find((i: { id: number }) => i.id === v.id)).toMatchObject({ my_read_seq: 2, staff_read_seq: 2, last_seq: 2 });
    // A colleague who has not read it has their own mark.
    const other = (await t.app.inject({ url: '/api/interactions?status=open', headers: { cookie: await signIn(t.app, co.emails.manager) } })).json();
    expect(other.items.find((i: { id: number }) => i.id === v.id)).toMatchObject({ my_read_seq: 0, staff_read_seq: 2 });
  });

  it('refuses the read mark of a user whose role may not work on conversations, and stores no mark', async () => {
    const co = await makeCompany(t.db);
    const v = await visitorWithConversation(co.id);
    const guest = await agent(await signIn(t.app, co.emails.guest));
    guest.send({ type: 'read', interaction_id: v.id, seq: 1 });
    expect(await guest.waitFor('error')).toMatchObject({ code: 'err_no_permission', interaction_id: v.id });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, v.id));
    expect(row.staffReadSeq).toBe(0);
    expect(await t.db.select().from(interactionReads).where(eq(interactionReads.userId, co.ids.guest))).toEqual([]);
    expect(v.items.some((m) => m.type === 'read')).toBe(false);
  });

  it("records the customer's read mark and shows Seen to the agents watching", async () => {
    const { co, v, a } = await followedConversation();
    a.send({ type: 'message.send', interaction_id: v.id, client_id: 'agent-answer-1', body: 'Сайн байна уу!' });
    await v.waitFor('message.created', (m) => m.message.seq === 2);
    v.send({ type: 'read', seq: 50 });
    expect(await a.waitFor('interaction.read')).toEqual({ type: 'interaction.read', interaction_id: v.id, side: 'contact', seq: 2 });
    const detail = (await t.app.inject({ url: `/api/interactions/${v.id}`, headers: { cookie: await signIn(t.app, co.emails.agent) } })).json();
    expect(detail).toMatchObject({ contact_read_seq: 2 });
  });
});

describe("the customer's read mark after the close", () => {
  it('moves on the closed conversation the widget still shows while its rating is asked for, and not before', async () => {
    const { co, v, a } = await followedConversation();
    await appendMessage(t.db, { companyId: co.id, interactionId: v.id, clientId: null, authorType: 'user', authorUserId: co.ids.agent, body: 'Баярлалаа' });
    await applyInteractionEvent(t.db, co.id, v.id, { type: 'interaction.close', subject: 'Шийдсэн' }, co.ids.agent);
    // Closed and no rating asked for: the widget shows no conversation, so its read mark is ignored.
    v.send({ type: 'read', seq: 1 });
    await new Promise((r) => setTimeout(r, 300));
    const readSeq = async () => (await t.db.select().from(interactions).where(eq(interactions.id, v.id)))[0].contactReadSeq;
    expect(await readSeq()).toBe(0);

    await applyInteractionEvent(t.db, co.id, v.id, { type: 'interaction.requestRating' }, co.ids.agent);
    v.send({ type: 'read', seq: 2 });
    expect(await a.waitFor('interaction.read')).toEqual({ type: 'interaction.read', interaction_id: v.id, side: 'contact', seq: 2 });
    expect(await readSeq()).toBe(2);
    expect(a.items.filter((m) => m.type === 'interaction.read')).toHaveLength(1);
  });
});

describe("another company's conversations", () => {
  it('are refused on every agent event, and nothing reaches their customer', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const theirs = await visitorWithConversation(other.id);
    const plain = await createInteraction(t.db, { companyId: other.id });
    await appendMessage(t.db, { companyId: other.id, interactionId: plain.id, clientId: null, authorType: 'contact', authorUserId: null, body: 'нууц' });
    const spy = await agent(await signIn(t.app, co.emails.admin));
    for (const id of [theirs.id, plain.id]) {
      const events: ClientMessage[] = [
        { type: 'interaction.subscribe', interaction_id: id, after_seq: 0 },
        { type: 'message.send', interaction_id: id, client_id: `spy-message-${id}`, body: 'hi' },
        { type: 'typing', interaction_id: id, typing: true },
        { type: 'read', interaction_id: id, seq: 1 },
      ];
      for (const e of events) spy.send(e);
      await soon(() => spy.items.filter((m) => m.type === 'error' && m.interaction_id === id).length === events.length || undefined, 'four refusals');
      expect(new Set(spy.items.filter((m) => m.type === 'error' && m.interaction_id === id).map((m) => (m as { code: string }).code))).toEqual(
        new Set(['err_interaction_not_found']),
      );
    }
    const rows = await t.db.select().from(interactions).where(eq(interactions.id, theirs.id));
    expect(rows[0]).toMatchObject({ lastSeq: 1, staffReadSeq: 0 });
    expect(await t.db.select().from(interactionReads).where(eq(interactionReads.userId, co.ids.admin))).toEqual([]);
    expect(theirs.items.some((m) => m.type === 'typing' || m.type === 'read' || (m.type === 'message.created' && m.message.seq > 1))).toBe(false);
    expect(JSON.stringify(spy.items)).not.toContain('нууц');
  });
});
