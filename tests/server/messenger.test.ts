import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, contacts, interactions, messages } from '../../server/db/schema';
import { GRAPH_ERRORS, hubSignature, messengerTextEvent, startGraphFake } from '../fakes/graph-api';
import { settled } from './channel-fixture';
import { build, makeCompany, signIn, uniq, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let graph: Awaited<ReturnType<typeof startGraphFake>>;
let co: TestCompany;
let cookie: string;
const PAGE = '1234567890123';
const TOKEN = `EAAG${'x'.repeat(40)}`;
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
let channelId: number;
let verifyToken: string;

beforeAll(async () => {
  graph = await startGraphFake({ pages: { [PAGE]: { name: 'Дэлгүүр Page', token: TOKEN } }, profiles: { 'psid-2': { first_name: 'Болд', last_name: 'Дорж' } } });
  t = await build({ graphBaseUrl: graph.base });
  co = await makeCompany(t.db);
  cookie = await signIn(t.app, co.emails.admin);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const connect = (body: Record<string, unknown>, who = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/channels/messenger',
    headers: { cookie: who },
    payload: { page_id: PAGE, page_token: TOKEN, app_secret: SECRET, description: 'Дэлгүүрийн хуудас', ...body },
  });
const hook = (raw: string, headers: Record<string, string> = { 'x-hub-signature-256': hubSignature(SECRET, raw) }) =>
  t.app.inject({ method: 'POST', url: `/hooks/messenger/${channelId}`, headers: { 'content-type': 'application/json', ...headers }, payload: raw });
const companyMessages = async () =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(messages)
        .where(eq(messages.companyId, co.id))
    )[0].n,
  );

describe('connecting a page', () => {
  it('refuses a token the Graph API rejects, with the catalogue message, storing nothing', async () => {
    const res = await connect({ page_token: `EAAG${'y'.repeat(40)}` });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('err_channel_facebook_connect');
    expect(await t.db.select().from(channels).where(eq(channels.companyId, co.id))).toHaveLength(0);
  });

  it('refuses empty and malformed key fields with their field messages', async () => {
    const empty = await connect({ app_secret: '' });
    expect(empty.json()).toMatchObject({ code: 'err_channel_key_empty', field: 'app_secret' });
    const bad = await connect({ page_id: 'not-a-page' });
    expect(bad.json()).toMatchObject({ code: 'err_channel_key_invalid', field: 'page_id' });
    const noDescription = await connect({ description: ' ' });
    expect(noDescription.json()).toMatchObject({ code: 'err_channel_description_empty', field: 'description' });
  });

  it('connects a page the token reads, subscribes the app, and never answers the secrets', async () => {
    const res = await connect({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.channel).toMatchObject({ type: 'messenger', name: 'Дэлгүүр Page', number: PAGE, description: 'Дэлгүүрийн хуудас', is_active: true });
    channelId = body.channel.id;
    verifyToken = body.verify_token;
    // The address the admin used (inject's Host), as PUBLIC_URL is unset.
    expect(body.webhook_url).toBe(`http://localhost:80/hooks/messenger/${channelId}`);
    expect(res.body).not.toContain(TOKEN);
    expect(res.body).not.toContain(SECRET);
    expect(graph.subscribed.at(-1)).toMatchObject({ pageId: PAGE });
    expect(graph.subscribed.at(-1)!.fields).toContain('messages');
    const list = await t.app.inject({ url: `/api/company/${co.id}/channel`, headers: { cookie } });
    expect(list.body).not.toContain(TOKEN);
    const again = await connect({});
    expect(again.json().code).toBe('err_channel_already_connected');
    const other = await makeCompany(t.db);
    const theirs = await connect({}, await signIn(t.app, other.emails.admin));
    expect(theirs.json().code).toBe('err_channel_exists');
  });

  it('answers the subscription check only with the verify token', async () => {
    const q = (token: string) => `/hooks/messenger/${channelId}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=CHALLENGE_42`;
    const ok = await t.app.inject({ url: q(verifyToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('CHALLENGE_42');
    const bad = await t.app.inject({ url: q('guess') });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).not.toContain('CHALLENGE_42');
  });
});

describe('the webhook', () => {
  it('refuses a missing, wrong or foreign signature and an oversized body, storing nothing', async () => {
    const raw = JSON.stringify(messengerTextEvent(PAGE, 'psid-1', 'forged'));
    expect((await hook(raw, {})).statusCode).toBe(401);
    expect((await hook(raw, { 'x-hub-signature-256': 'sha256=' + '0'.repeat(64) })).statusCode).toBe(401);
    expect((await hook(raw, { 'x-hub-signature-256': hubSignature('another-app-secret-000000000000', raw) })).statusCode).toBe(401);
    // The signature of one body does not carry another.
    const other = JSON.stringify(messengerTextEvent(PAGE, 'psid-1', 'changed'));
    expect((await hook(other, { 'x-hub-signature-256': hubSignature(SECRET, raw) })).statusCode).toBe(401);
    const huge = JSON.stringify(messengerTextEvent(PAGE, 'psid-1', 'x'.repeat(300_000)));
    const big = await hook(huge);
    expect(big.statusCode).toBe(413);
    expect(await companyMessages()).toBe(0);
  });

  it('stores a signed message once, whatever Facebook retries or replays', async () => {
    const raw = JSON.stringify(messengerTextEvent(PAGE, 'psid-1', 'Сайн уу, захиалга?', 'm_first'));
    const res = await hook(raw);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('EVENT_RECEIVED');
    expect((await hook(raw)).statusCode).toBe(200);
    expect((await hook(raw)).statusCode).toBe(200);
    const rows = await t.db.select().from(messages).where(eq(messages.companyId, co.id));
    expect(rows.map((m) => [m.body, m.externalId])).toEqual([['Сайн уу, захиалга?', 'm_first']]);
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, rows[0].interactionId));
    expect(conv).toMatchObject({ channelId, channelIdentity: 'psid-1', status: 'open' });
  });

  it('stores postbacks by their title and attachments with their kind and address', async () => {
    const at = Date.now();
    const event = (messaging: Record<string, unknown>) => ({
      object: 'page',
      entry: [{ id: PAGE, time: at, messaging: [{ sender: { id: 'psid-9' }, recipient: { id: PAGE }, timestamp: at, ...messaging }] }],
    });
    await hook(JSON.stringify(event({ postback: { mid: 'm_pb1', title: 'Захиалга шалгах', payload: 'CHECK_ORDER' } })));
    await hook(JSON.stringify(event({ message: { mid: 'm_img1', attachments: [{ type: 'image', payload: { url: 'https://scontent.example/p.jpg' } }] } })));
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.channelIdentity, 'psid-9'));
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, conv.id)).orderBy(messages.seq);
    expect(rows.map((m) => [m.body, m.externalId, m.attachments])).toEqual([
      ['Захиалга шалгах', 'm_pb1', null],
      ['📎', 'm_img1', [{ kind: 'image', url: 'https://scontent.example/p.jpg' }]],
    ]);
  });

  it('ignores echoes of our own sends and entries of another page', async () => {
    const before = await companyMessages();
    const echo = messengerTextEvent(PAGE, 'psid-1', 'echo');
    (echo.entry[0].messaging[0].message as Record<string, unknown>).is_echo = true;
    await hook(JSON.stringify(echo));
    await hook(JSON.stringify(messengerTextEvent('999999999', 'psid-1', 'other page')));
    expect(await companyMessages()).toBe(before);
  });
});

describe('replies through the Send API', () => {
  let interactionId: number;
  const reply = async (body: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${interactionId}/messages`,
      headers: { cookie },
      payload: { client_id: `r-${uniq()}`, body },
    });
    expect(res.statusCode).toBe(200);
    return res.json().message.id as number;
  };
  const ageCustomer = (ms: number) =>
    t.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(and(eq(messages.interactionId, interactionId), eq(messages.authorType, 'contact')));

  beforeAll(async () => {
    await hook(JSON.stringify(messengerTextEvent(PAGE, 'psid-2', 'Hello', `m_${uniq()}`)));
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.channelIdentity, 'psid-2'));
    interactionId = conv.id;
  });

  it("names the contact from Facebook's User Profile API", async () => {
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, interactionId));
    const [person] = await t.db.select().from(contacts).where(eq(contacts.id, conv.contactId!));
    expect(person).toMatchObject({ firstName: 'Болд', lastName: 'Дорж', socialAccounts: [{ platform: 'messenger', id: 'psid-2', name: 'Болд Дорж' }] });
  });

  it('answers with RESPONSE inside 24 hours, to the right recipient, and the status becomes sent then seen', async () => {
    const id = await reply('Сайн байна уу, туслах уу?');
    const m = await settled(t.db, id);
    expect(m.deliveryStatus).toBe('sent');
    expect(graph.sends.at(-1)).toMatchObject({
      token: TOKEN,
      body: { recipient: { id: 'psid-2' }, messaging_type: 'RESPONSE', message: { text: 'Сайн байна уу, туслах уу?' } },
    });
    expect(m.externalId).toMatch(/^m_/);
    const read = {
      object: 'page',
      entry: [
        { id: PAGE, time: Date.now(), messaging: [{ sender: { id: 'psid-2' }, recipient: { id: PAGE }, timestamp: Date.now(), read: { watermark: Date.now() + 1000 } }] },
      ],
    };
    await hook(JSON.stringify(read));
    const [seen] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(seen.deliveryStatus).toBe('seen');
  });

  it('uses the HUMAN_AGENT tag between 24 hours and 7 days, and refuses beyond without calling Facebook', async () => {
    await ageCustomer(2 * 24 * 3600_000);
    const tagged = await settled(t.db, await reply('Two days later'));
    expect(tagged.deliveryStatus).toBe('sent');
    expect(graph.sends.at(-1)!.body).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    await ageCustomer(8 * 24 * 3600_000);
    const sentBefore = graph.sends.length;
    const late = await settled(t.db, await reply('Eight days later'));
    expect(late).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_window_closed' });
    expect(graph.sends.length).toBe(sentBefore);
    await ageCustomer(0);
  });

  it("turns Facebook's documented errors into catalogue codes, and a resend sends it", async () => {
    for (const [f, code] of [
      [GRAPH_ERRORS.expiredToken, 'err_channel_token_expired'],
      [GRAPH_ERRORS.outsideWindow, 'err_channel_window_closed'],
      [GRAPH_ERRORS.rateLimit, 'err_channel_rate_limited'],
      [GRAPH_ERRORS.callsPerHour, 'err_channel_rate_limited'],
    ] as const) {
      graph.failNext(f);
      const m = await settled(t.db, await reply(`fails with ${code}`));
      expect(m).toMatchObject({ deliveryStatus: 'failed', deliveryError: code });
    }
    graph.failNext(GRAPH_ERRORS.rateLimit);
    const id = await reply('retry me');
    expect((await settled(t.db, id)).deliveryStatus).toBe('failed');
    const res = await t.app.inject({ method: 'POST', url: `/api/interactions/${interactionId}/messages/${id}/resend`, headers: { cookie }, payload: {} });
    expect(res.json()).toEqual({ status: 'sent' });
    expect(graph.sends.at(-1)!.body.message.text).toBe('retry me');
    const twice = await t.app.inject({ method: 'POST', url: `/api/interactions/${interactionId}/messages/${id}/resend`, headers: { cookie }, payload: {} });
    expect(twice.json().code).toBe('err_channel_message_not_failed');
  });

  it('an inactive channel takes events and drops them, and sends nothing', async () => {
    await t.app.inject({ method: 'PUT', url: `/api/channels/${channelId}/status`, headers: { cookie }, payload: { is_active: false } });
    const before = await companyMessages();
    const res = await hook(JSON.stringify(messengerTextEvent(PAGE, 'psid-3', 'while off')));
    expect(res.statusCode).toBe(200);
    expect(await companyMessages()).toBe(before);
    const sends = graph.sends.length;
    const m = await settled(t.db, await reply('while off'));
    expect(m).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_inactive' });
    expect(graph.sends.length).toBe(sends);
    await t.app.inject({ method: 'PUT', url: `/api/channels/${channelId}/status`, headers: { cookie }, payload: { is_active: true } });
  });
});
