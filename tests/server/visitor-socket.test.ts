import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_PROTOCOL_VERSION, type VisitorClientMessage } from '../../contracts';
import { interactions, messages, visitors } from '../../server/db/schema';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { makeCompany, signIn, until } from './helper';
import { activityOf, siteOf, soon, visitorFixture } from './visitor-fixture';

const { live, makeWidget, visitorSocket, outcome, visitor, agent } = visitorFixture();
let t: typeof live.t;
let origin: string;
beforeAll(() => {
  t = live.t;
  origin = live.origin;
});

describe('visitor socket: admission', () => {
  it('refuses unknown and inactive widgets, foreign pages and other protocol versions', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const off = await makeWidget(co.id, { active: false });
    expect(await outcome(visitorSocket('no-such-widget-key', { origin: siteOf(w) }))).toBe('unknown_widget');
    expect(await outcome(visitorSocket(off.widgetKey, { origin: siteOf(off) }))).toBe('inactive_widget');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: 'https://evil.example' }))).toBe('origin_not_allowed');
    // A look-alike that merely ends with the domain is another site.
    expect(await outcome(visitorSocket(w.widgetKey, { origin: `https://evil${w.domain}` }))).toBe('origin_not_allowed');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: null }))).toBe('origin_not_allowed');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: siteOf(w), v: VISITOR_PROTOCOL_VERSION + 1 }))).toBe('version_mismatch');
    // Its own domain, any subdomain of it, and this server's own pages are admitted.
    expect(await outcome(visitorSocket(w.widgetKey, { origin: siteOf(w) }))).toBe('connected');
    expect(await outcome(visitorSocket(w.widgetKey, { origin: `https://www.${w.domain}:8443` }))).toBe('connected');
    expect(await outcome(visitorSocket(w.widgetKey, { origin }))).toBe('connected');
  });

  it('welcomes a new visitor with a token and the look in the page language, and knows it again by that token', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const first = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    expect(first.welcome).toMatchObject({ v: VISITOR_PROTOCOL_VERSION, conversation: null, appearance: { name: 'Shop', greeting: 'Hello', brand_color: w.brandColor } });
    const token = first.welcome.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    // A visitor who has not written is stored nowhere; the first message stores only the token's hash.
    expect(await t.db.select().from(visitors).where(eq(visitors.webchatId, w.id))).toEqual([]);
    first.send({ type: 'message.send', client_id: 'first-visit-msg', body: 'Сайн уу' });
    const ack = await first.waitFor('message.ack');
    const stored = await t.db.select().from(visitors).where(eq(visitors.webchatId, w.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    first.socket.disconnect();

    const again = await visitor(w.widgetKey, { origin: siteOf(w), token, locale: 'mn' });
    expect(again.welcome.token).toBe(token);
    expect(again.welcome.appearance).toMatchObject({ name: 'Дэлгүүр', greeting: 'Сайн байна уу' });
    expect(again.welcome.conversation).toMatchObject({ interaction_id: ack.interaction_id, status: 'open', rating_requested: false, rating_url: null });

    // An unknown token (or one of another web chat) starts a new visitor who sees nothing of the first.
    const other = await makeWidget(co.id);
    const stranger = await visitor(other.widgetKey, { origin: siteOf(other), token });
    expect(stranger.welcome.token).not.toBe(token);
    expect(stranger.welcome.conversation).toBeNull();
  });

  it('shows English names only when they were filled in', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id, { nameEn: '' });
    const v = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    expect(v.welcome.appearance.name).toBe('Дэлгүүр');
  });
});

describe('visitor socket: conversation', () => {
  it('starts a conversation with the first message, which agents see, and shows replies by first name', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const staffCookie = await signIn(t.app, co.emails.manager);
    const staff = await agent(staffCookie);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    const tab2 = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });

    v.send({ type: 'message.send', client_id: 'visitor-msg-001', body: 'Захиалга хаана явна?' });
    const ack = await v.waitFor('message.ack');
    expect(ack).toMatchObject({ client_id: 'visitor-msg-001', seq: 1 });
    const id = ack.interaction_id;
    // The company's lists learn of it, with the customer as author; the visitor's other tab too.
    const changed = await staff.waitFor('interaction.changed', (m) => m.interaction.id === id);
    expect(changed.interaction).toMatchObject({ status: 'open', channel_id: w.channelId, channel_type: 'webchat' });
    // Routing offers it to the one person online, whose lists learn of the message with it.
    expect((await staff.waitFor('interaction.assigned', (m) => m.interaction.id === id)).interaction).toMatchObject({
      stage: 'agent',
      owner_user_id: co.ids.manager,
      last_seq: 1,
    });
    expect((await tab2.waitFor('message.created')).message).toMatchObject({ seq: 1, author: 'contact', body: 'Захиалга хаана явна?' });
    expect(await tab2.waitFor('conversation.changed')).toMatchObject({ conversation: { interaction_id: id, status: 'open' } });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row).toMatchObject({ companyId: co.id, channelId: w.channelId, visitorId: expect.any(Number) });

    staff.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    expect((await staff.waitFor('messages.resync', (m) => m.interaction_id === id)).items.map((m) => m.body)).toEqual(['Захиалга хаана явна?']);
    staff.send({ type: 'message.send', interaction_id: id, client_id: 'manager-reply-1', body: 'Маргааш хүргэгдэнэ' });
    const reply = await v.waitFor('message.created', (m) => m.message.seq === 2);
    // The tab that wrote message 1 had its ack; only the visitor's other tab got a copy of it.
    expect(v.inbox.flatMap((m) => (m.type === 'message.created' ? [m.message.seq] : []))).toEqual([2]);
    expect(reply.message).toEqual({ seq: 2, client_id: null, author: 'user', author_name: 'manager', body: 'Маргааш хүргэгдэнэ', created_at: expect.any(String) });
    expect(JSON.stringify(reply)).not.toContain(co.emails.manager);

    // A virtual agent speaks with the web chat's name.
    const bot = await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'bot', authorUserId: null, body: 'Автомат хариу' });
    t.app.realtime.publishMessage(bot);
    expect((await v.waitFor('message.created', (m) => m.message.seq === 3)).message).toMatchObject({ author: 'bot', author_name: 'Дэлгүүр' });

    // The second message goes to the same conversation, and its owner's lists (and sound) hear of it:
    // a tab on the list by activity, the tab following the conversation by the message itself.
    const staffList = await agent(staffCookie);
    v.send({ type: 'message.send', client_id: 'visitor-msg-002', body: 'Баярлалаа' });
    expect(await v.waitFor('message.ack', (m) => m.client_id === 'visitor-msg-002')).toMatchObject({ interaction_id: id, seq: 4 });
    await soon(() => activityOf(staffList.inbox, id).some((i) => i.last_seq === 4 && i.from_contact) || undefined, "the owner's activity");
    expect((await staff.waitFor('message.created', (m) => m.message.seq === 4)).message).toMatchObject({ author_type: 'contact', body: 'Баярлалаа' });
    expect(activityOf(staff.inbox, id)).toEqual([]);
  });

  it('resyncs after a reconnect with nothing lost or repeated, and stores a resend once', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const watcher = await agent(await signIn(t.app, co.emails.manager));
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    const msg = { type: 'message.send', client_id: 'resent-visitor-1', body: 'нэг' } as const;
    v.send(msg);
    v.send(msg);
    await soon(() => v.inbox.filter((m) => m.type === 'message.ack').length === 2 || undefined, 'two acks');
    expect(v.inbox.filter((m) => m.type === 'message.ack').map((m) => (m as { seq: number }).seq)).toEqual([1, 1]);
    const id = (await v.waitFor('message.ack')).interaction_id;
    // Routed to the watcher, the one person online: from now on their lists hear of its messages.
    await watcher.waitFor('interaction.assigned', (m) => m.interaction.id === id);
    v.send({ type: 'message.send', client_id: 'visitor-msg-two', body: 'хоёр' });
    await v.waitFor('message.ack', (m) => m.seq === 2);
    expect(await t.db.select().from(messages).where(eq(messages.interactionId, id))).toHaveLength(2);
    await soon(() => activityOf(watcher.inbox, id).some((i) => i.last_seq === 2) || undefined, 'activity');
    v.socket.disconnect();

    // While the visitor is away, the manager who holds it writes twice.
    for (const body of ['гурав', 'дөрөв']) {
      t.app.realtime.publishMessage(
        await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'user', authorUserId: co.ids.manager, body }),
      );
    }
    const back = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });
    back.send({ type: 'sync', after_seq: 2 });
    const resync = await back.waitFor('messages.resync');
    expect(resync).toMatchObject({ interaction_id: id, last_seq: 4 });
    expect(resync.items.map((m) => [m.seq, m.body, m.author_name])).toEqual([
      [3, 'гурав', 'manager'],
      [4, 'дөрөв', 'manager'],
    ]);
    back.send({ type: 'sync', after_seq: 0 });
    expect((await back.waitFor('messages.resync', (m) => m.items.length === 4)).items.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    await soon(() => activityOf(watcher.inbox, id).some((i) => i.last_seq === 4) || undefined, 'staff activity');
    // Which messages share a frame depends on when the owner's windows end; what the lists end up
    // knowing does not: the last message, and that the customer wrote.
    const seen = activityOf(watcher.inbox, id);
    expect(Math.max(...seen.map((i) => i.last_seq))).toBe(4);
    expect(seen.some((i) => i.from_contact && i.last_seq >= 2)).toBe(true);
  });

  it("keeps visitors apart: one never sees another's conversation", async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const a = await visitor(w.widgetKey, { origin: siteOf(w) });
    const b = await visitor(w.widgetKey, { origin: siteOf(w) });
    a.send({ type: 'message.send', client_id: 'visitor-a-secret', body: 'миний нууц' });
    const ackA = await a.waitFor('message.ack');
    b.send({ type: 'sync', after_seq: 0 });
    b.send({ type: 'message.send', client_id: 'visitor-b-hello', body: 'сайн уу' });
    const ackB = await b.waitFor('message.ack');
    expect(ackB.interaction_id).not.toBe(ackA.interaction_id);
    b.send({ type: 'sync', after_seq: 0 });
    const resync = await b.waitFor('messages.resync');
    expect(resync.interaction_id).toBe(ackB.interaction_id);
    expect(JSON.stringify(b.inbox)).not.toContain('миний нууц');
  });

  it('throttles a flood of messages from one socket', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    for (let i = 0; i < 25; i++) v.send({ type: 'message.send', client_id: `flood-message-${i}`, body: `m${i}` });
    expect(await v.waitFor('error')).toMatchObject({
      code: 'err_webchat_too_fast',
      client_id: expect.stringMatching(/^flood-message-/),
      retry_after: expect.any(Number),
    });
    await until(
      () => v.inbox.filter((m) => m.type === 'message.ack').length + v.inbox.filter((m) => m.type === 'error').length === 25 || undefined,
      'all answered',
      10_000,
    );
    expect(v.inbox.filter((m) => m.type === 'message.ack')).toHaveLength(20);
    v.send({ type: 'typing', typing: true, extra: 1 } as unknown as VisitorClientMessage);
    expect(await v.waitFor('error', (m) => m.code === 'err_wrong_param_structure')).toBeTruthy();
  });
});

describe('visitor socket: rating', () => {
  it('rates once inline while a rating is asked for, and sees every lifecycle change', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const cookie = await signIn(t.app, co.emails.agent);
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    v.send({ type: 'message.send', client_id: 'rate-me-msg-1', body: 'Тусламж хэрэгтэй' });
    const id = (await v.waitFor('message.ack')).interaction_id;
    const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });

    v.send({ type: 'rate', rating: 5 });
    expect(await v.waitFor('error')).toMatchObject({ code: 'err_service_rate_not_requested' });
    await event({ type: 'interaction.assign', userId: co.ids.agent });
    await event({ type: 'interaction.close', subject: 'Тусламж' });
    expect(await v.waitFor('conversation.changed', (m) => m.conversation.status === 'closed')).toMatchObject({
      conversation: { interaction_id: id, rating_requested: false, rating_url: null },
    });
    expect((await event({ type: 'interaction.requestRating' })).statusCode).toBe(200);
    const asked = await v.waitFor('conversation.changed', (m) => m.conversation.rating_requested);
    expect(asked.conversation.rating_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/servicerate\\?t=${id}\\.[A-Za-z0-9_-]{43}$`));

    // The link opens the rating page's data for this conversation.
    const page = await t.app.inject({ url: `/pub/servicerate?t=${new URL(asked.conversation.rating_url!).searchParams.get('t')}` });
    expect(page.json()).toMatchObject({ state: 'requested', agent_name: 'agent', brand_color: w.brandColor });

    // A reconnecting widget still shows the stars.
    const back = await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token });
    expect(back.welcome.conversation).toMatchObject({ interaction_id: id, status: 'closed', rating_requested: true, rating_url: asked.conversation.rating_url });

    back.send({ type: 'rate', rating: 9 });
    expect(await back.waitFor('error')).toMatchObject({ code: 'err_wrong_param_structure' });
    back.send({ type: 'rate', rating: 4 });
    expect(await v.waitFor('conversation.changed', (m) => m.conversation.rating === 4)).toMatchObject({ conversation: { rating_requested: false, rating_url: null } });
    back.send({ type: 'rate', rating: 1 });
    expect(await back.waitFor('error', (m) => m.code !== 'err_wrong_param_structure')).toMatchObject({ code: 'err_service_rate_given' });
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row.rating).toBe(4);
    // Rated: a new visit starts clean.
    expect((await visitor(w.widgetKey, { origin: siteOf(w), token: v.welcome.token })).welcome.conversation).toBeNull();
  });

  it('sends an English-speaking visitor a rating link that opens in English', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const cookie = await signIn(t.app, co.emails.agent);
    const v = await visitor(w.widgetKey, { origin: siteOf(w), locale: 'en' });
    v.send({ type: 'message.send', client_id: 'english-rate-1', body: 'Hello' });
    const id = (await v.waitFor('message.ack')).interaction_id;
    const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });
    await event({ type: 'interaction.assign', userId: co.ids.agent });
    await event({ type: 'interaction.close', subject: 'Help' });
    await event({ type: 'interaction.requestRating' });
    const asked = await v.waitFor('conversation.changed', (m) => m.conversation.rating_requested);
    expect(asked.conversation.rating_url).toMatch(new RegExp(`/servicerate\\?t=${id}\\.[A-Za-z0-9_-]{43}&lang=en$`));
  });
});
