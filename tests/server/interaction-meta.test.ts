import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { channels, interactions, interactionTags } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { createReadMarkWriter } from '../../server/domain/interactions/read-mark-writer';
import { build, makeCompany, signIn, uniq, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const meta = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie }, payload });
const detail = (cookie: string, id: number) => t.app.inject({ url: `/api/interactions/${id}`, headers: { cookie } });
const event = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
const list = async (cookie: string, query: string) =>
  (await t.app.inject({ url: `/api/interactions?${query}`, headers: { cookie } })).json() as { items: { id: number }[]; total: number };
const tag = async (companyId: number, name = `tag-${uniq()}`) => (await t.db.insert(interactionTags).values({ companyId, name }).returning())[0].id;

describe('interaction meta', () => {
  it('sets mood, replaces the tag set and edits the subject', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const [a, b, c] = [await tag(co.id), await tag(co.id), await tag(co.id)];
    const first = await meta(cookie, id, { mood: 'angry', tag_ids: [b, a, a], subject: '  Хүргэлт  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, mood: 'angry', tag_ids: [a, b].sort((x, y) => x - y), subject: 'Хүргэлт' });
    expect((await meta(cookie, id, { tag_ids: [c] })).json()).toMatchObject({ mood: 'angry', tag_ids: [c], subject: 'Хүргэлт' });
    expect((await meta(cookie, id, { mood: null, tag_ids: [] })).json()).toMatchObject({ mood: null, tag_ids: [] });
    // The subject set here is what closing uses.
    await event(cookie, id, { type: 'interaction.assign', userId: co.ids.agent });
    expect((await event(cookie, id, { type: 'interaction.close' })).json()).toMatchObject({ status: 'closed', subject: 'Хүргэлт' });
    // After closing, mood and tags may still change; the subject may not be emptied.
    expect((await meta(cookie, id, { mood: 'grinning' })).json()).toMatchObject({ mood: 'grinning', status: 'closed' });
    const empty = await meta(cookie, id, { subject: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('err_interaction_subject_empty');
    expect((await detail(cookie, id)).json()).toMatchObject({ subject: 'Хүргэлт', mood: 'grinning' });
  });

  it("tells the company's open consoles, and no other company's", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
    const watch = async (cookie: string) => {
      const inbox: ServerMessage[] = [];
      const socket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, auth: { v: PROTOCOL_VERSION }, reconnection: false, forceNew: true });
      socket.on(SOCKET_EVENT, (m: ServerMessage) => inbox.push(m));
      await until(() => inbox.find((m) => m.type === 'hello'), 'hello');
      return { socket, inbox };
    };
    const colleague = await watch(await signIn(t.app, co.emails.manager));
    const stranger = await watch(await signIn(t.app, other.emails.manager));
    try {
      // By an admin: the manager holds it by now, and only they or a supervisor may set its mood.
      await meta(await signIn(t.app, co.emails.admin), id, { mood: 'frowning' });
      // (The colleague coming online was offered it first: that change is in the inbox too.)
      await until(() => colleague.inbox.find((m) => m.type === 'interaction.changed' && m.interaction.id === id && m.interaction.mood === 'frowning'), 'changed');
      expect(stranger.inbox.some((m) => m.type === 'interaction.changed')).toBe(false);
    } finally {
      colleague.socket.disconnect();
      stranger.socket.disconnect();
    }
  });

  it("refuses another company's tags and conversations, guests and bad input, changing nothing", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const mine = await tag(co.id);
    await meta(cookie, id, { tag_ids: [mine], mood: 'normal' });
    const foreign = await tag(other.id);
    const res = await meta(cookie, id, { tag_ids: [mine, foreign], mood: 'angry' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('err_interaction_tag_not_found');
    expect((await meta(cookie, id, { tag_ids: [999999] })).json().code).toBe('err_interaction_tag_not_found');
    expect((await detail(cookie, id)).json()).toMatchObject({ tag_ids: [mine], mood: 'normal' });

    const theirs = await createInteraction(t.db, { companyId: other.id, subject: 'нууц' });
    const peek = await meta(cookie, theirs.id, { mood: 'angry' });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('err_interaction_not_found');
    expect((await t.db.select().from(interactions).where(eq(interactions.id, theirs.id)))[0].mood).toBeNull();
    expect((await meta(await signIn(t.app, co.emails.guest), id, { mood: 'angry' })).json().code).toBe('err_no_permission');
    expect((await meta(cookie, id, { mood: 'furious' })).json().code).toBe('err_wrong_param_structure');
    expect((await meta(cookie, id, { owner_user_id: 1 })).json().code).toBe('err_wrong_param_structure');
    expect((await t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, payload: { mood: 'angry' } })).statusCode).toBe(401);
  });
});

describe('interaction detail and lists', () => {
  it('shows one conversation to its company, and closed ones of others only with "view all closed"', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const manager = await signIn(t.app, co.emails.manager);
    const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'email', name: 'support' }).returning();
    const { id } = await createInteraction(t.db, { companyId: co.id, channelId: ch.id, subject: 'Нэхэмжлэх' });
    expect((await detail(agent, id)).json()).toMatchObject({ id, channel_type: 'email', contact_name: '', tag_ids: [], status: 'open' });
    const theirs = await createInteraction(t.db, { companyId: other.id });
    expect((await detail(agent, theirs.id)).json().code).toBe('err_interaction_not_found');
    expect((await detail(await signIn(t.app, co.emails.guest), id)).json().code).toBe('err_no_permission');

    await event(manager, id, { type: 'interaction.assign', userId: co.ids.manager });
    await event(manager, id, { type: 'interaction.close' });
    expect((await detail(manager, id)).statusCode).toBe(200);
    const hidden = await detail(agent, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('err_interaction_not_found');
  });

  it('filters open lists by scope and closed lists by closing time, with channel types, tags and read marks', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'site' }).returning();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await createInteraction(t.db, { companyId: co.id, channelId: ch.id, subject: `s${i}` })).id);
    await event(agent, ids[0], { type: 'interaction.assign', userId: co.ids.agent });
    await event(agent, ids[1], { type: 'interaction.assign', userId: co.ids.manager });
    const vip = await tag(co.id);
    await meta(agent, ids[0], { tag_ids: [vip] });
    await createReadMarkWriter(t.db).staff(co.id, ids[0], co.ids.agent, 0);

    const ofIds = (r: { items: { id: number }[] }) => r.items.map((i) => i.id);
    expect(ofIds(await list(agent, 'status=open&scope=mine'))).toEqual([ids[0]]);
    expect(ofIds(await list(agent, 'status=open&scope=queued'))).toEqual([ids[2], ids[3]]);
    const all = await list(agent, 'status=open');
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ id: ids[0], channel_type: 'webchat', tag_ids: [vip], my_read_seq: 0, owner_user_id: co.ids.agent });

    // Closed at different times: the range on closed_at is inclusive.
    await event(agent, ids[2], { type: 'interaction.close' });
    await event(agent, ids[3], { type: 'interaction.close' });
    await t.db
      .update(interactions)
      .set({ closedAt: new Date('2026-01-10T10:00:00Z'), ownerUserId: co.ids.agent })
      .where(eq(interactions.id, ids[2]));
    await t.db
      .update(interactions)
      .set({ closedAt: new Date('2026-02-10T10:00:00Z'), ownerUserId: co.ids.agent })
      .where(eq(interactions.id, ids[3]));
    const admin = await signIn(t.app, co.emails.admin);
    const range = (from: string, to: string) => list(admin, `status=closed&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(ofIds(await range('2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z'))).toEqual([ids[2]]);
    expect(ofIds(await range('2026-01-10T10:00:00Z', '2026-02-10T10:00:00Z'))).toEqual([ids[3], ids[2]]);
    expect((await range('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')).total).toBe(0);
    expect((await t.app.inject({ url: '/api/interactions?status=closed&from=yesterday', headers: { cookie: admin } })).json().code).toBe('err_wrong_param_structure');
  });
});
