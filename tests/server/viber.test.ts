import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, interactions, messages } from '../../server/db/schema';
import { postViberWebhook, startViberFake, VIBER_STATUSES, viberSignature, viberTextEvent } from '../fakes/viber-api';
import { settled } from './channel-fixture';
import { outboundDeps, publishStaffMessage } from '../../server/channels/outbound';
import { build, makeCompany, signIn, uniq, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let viber: Awaited<ReturnType<typeof startViberFake>>;
let base: string;
let co: TestCompany;
let cookie: string;
const TOKEN = '4453b6ac12345678-e02c5f12174805f9-daec9cbb4b3a9b2c';
let channelId: number;

beforeAll(async () => {
  viber = await startViberFake({ bots: { [TOKEN]: { name: 'Дэлгүүр бот', uri: 'shopbot', icon: 'https://cdn.example/bot.png' } } });
  t = await build({ viberBaseUrl: viber.base });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  t.app.config.publicUrl = base;
  co = await makeCompany(t.db);
  cookie = await signIn(t.app, co.emails.admin);
});
afterAll(async () => {
  await t.close();
  await viber.close();
});

const connect = (token: string) => t.app.inject({ method: 'POST', url: '/api/channels/viber', headers: { cookie }, payload: { token, description: 'Viber бот' } });
const countMessages = async () =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(messages)
        .where(eq(messages.companyId, co.id))
    )[0].n,
  );

describe('connecting a Viber bot', () => {
  it('needs a token, and refuses one Viber rejects, storing nothing', async () => {
    expect((await connect('')).json()).toMatchObject({ code: 'err_channel_viber_token_empty', field: 'token' });
    const rejected = await connect('0000000000000000-0000000000000000-0000000000000000');
    expect(rejected.json().code).toBe('err_channel_viber_token_invalid');
    expect(await t.db.select().from(channels).where(eq(channels.companyId, co.id))).toHaveLength(0);
  });

  it('connects: set_webhook points at our signed webhook, which answers Viber’s check', async () => {
    const res = await connect(TOKEN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    channelId = body.channel.id;
    expect(body.channel).toMatchObject({ type: 'viber', name: 'Дэлгүүр бот', number: 'shopbot', is_active: true });
    expect(res.body).not.toContain(TOKEN);
    expect(viber.webhooks.get(TOKEN)).toBe(`${base}/hooks/viber/${channelId}`);
    expect((await connect(TOKEN)).json().code).toBe('err_channel_already_connected');
  });
});

describe('the Viber webhook', () => {
  it('refuses a missing, wrong or altered-body signature and an oversized body, storing nothing', async () => {
    const raw = JSON.stringify(viberTextEvent('vu-1', 'forged'));
    const post = (headers: Record<string, string>, payload = raw) =>
      t.app.inject({ method: 'POST', url: `/hooks/viber/${channelId}`, headers: { 'content-type': 'application/json', ...headers }, payload });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'x-viber-content-signature': viberSignature('another-token', raw) })).statusCode).toBe(401);
    expect((await post({ 'x-viber-content-signature': viberSignature(TOKEN, raw) }, raw.replace('forged', 'FORGED'))).statusCode).toBe(401);
    const huge = JSON.stringify(viberTextEvent('vu-1', 'x'.repeat(300_000)));
    expect((await post({ 'x-viber-content-signature': viberSignature(TOKEN, huge) }, huge)).statusCode).toBe(413);
    expect(await countMessages()).toBe(0);
  });

  it('stores a message once (a replay of the same callback adds nothing) and names the contact', async () => {
    const event = viberTextEvent('vu-1', 'Сайн байна уу', 'Сараа Бат');
    expect((await postViberWebhook(base, channelId, TOKEN, event)).status).toBe(200);
    expect((await postViberWebhook(base, channelId, TOKEN, event)).status).toBe(200);
    const rows = await t.db.select().from(messages).where(eq(messages.companyId, co.id));
    expect(rows.map((m) => m.body)).toEqual(['Сайн байна уу']);
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, rows[0].interactionId));
    expect(conv.channelIdentity).toBe('vu-1');
  });
});

describe('replies with send_message', () => {
  let interactionId: number;
  const reply = async (body: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${interactionId}/messages`,
      headers: { cookie },
      payload: { client_id: `r-${uniq()}`, body },
    });
    return res.json().message.id as number;
  };
  beforeAll(async () => {
    const [conv] = await t.db.select().from(interactions).where(eq(interactions.channelIdentity, 'vu-1'));
    interactionId = conv.id;
  });

  it('sends with the bot as sender to the right receiver; delivered and seen callbacks move the status', async () => {
    const id = await reply('Тийм ээ, тусална');
    const m = await settled(t.db, id);
    expect(m.deliveryStatus).toBe('sent');
    expect(viber.sends.at(-1)).toMatchObject({
      token: TOKEN,
      body: { receiver: 'vu-1', type: 'text', text: 'Тийм ээ, тусална', sender: { name: 'Дэлгүүр бот', avatar: 'https://cdn.example/bot.png' } },
    });
    await postViberWebhook(base, channelId, TOKEN, { event: 'delivered', timestamp: Date.now(), message_token: Number(m.externalId), user_id: 'vu-1' });
    await postViberWebhook(base, channelId, TOKEN, { event: 'seen', timestamp: Date.now(), message_token: Number(m.externalId), user_id: 'vu-1' });
    const [seen] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(seen.deliveryStatus).toBe('seen');
  });

  it("sends a virtual agent's choices as a keyboard whose buttons answer with the label", async () => {
    const stored = await t.app.messageWriter.append({
      companyId: co.id,
      interactionId,
      clientId: `bot-${uniq()}`,
      authorType: 'bot',
      authorUserId: null,
      body: 'Юу сонирхож байна вэ?\n1. Захиалга\n2. Хүргэлт',
    });
    await publishStaffMessage(outboundDeps(t.app), stored);
    expect((await settled(t.db, stored.message.id)).deliveryStatus).toBe('sent');
    const sent = viber.sends.at(-1)!.body;
    expect(sent.text).toBe('Юу сонирхож байна вэ?');
    expect(sent.keyboard).toMatchObject({
      Type: 'keyboard',
      Buttons: [
        { ActionType: 'reply', ActionBody: 'Захиалга', Text: 'Захиалга' },
        { ActionType: 'reply', ActionBody: 'Хүргэлт', Text: 'Хүргэлт' },
      ],
    });
    // A person's message that happens to hold a numbered list is sent as written.
    const list = 'Алхмууд:\n1. Нэг\n2. Хоёр';
    await settled(t.db, await reply(list));
    expect(viber.sends.at(-1)!.body).toMatchObject({ text: list });
    expect(viber.sends.at(-1)!.body.keyboard).toBeUndefined();
  });

  it("turns Viber's documented refusals into catalogue codes", async () => {
    viber.failNext(VIBER_STATUSES.receiverNotSubscribed);
    expect(await settled(t.db, await reply('a'))).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_recipient_unknown' });
    viber.failNext(VIBER_STATUSES.tooManyRequests);
    expect(await settled(t.db, await reply('b'))).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_rate_limited' });
    const id = await reply('c');
    const sent = await settled(t.db, id);
    await postViberWebhook(base, channelId, TOKEN, { event: 'failed', timestamp: Date.now(), message_token: Number(sent.externalId), user_id: 'vu-1', desc: 'failure' });
    const [failed] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(failed).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_recipient_unknown' });
  });
});
