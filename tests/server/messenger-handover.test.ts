import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions, messages } from '../../server/db/schema';
import { hubSignature, messengerTextEvent, startGraphFake } from '../fakes/graph-api';
import { settled } from './channel-fixture';
import { build, makeCompany, signIn, uniq } from './helper';

/**
 * Facebook's Handover Protocol: another app (the page's inbox) takes a customer's thread; its
 * messages then come as standby events; our agent's reply takes the thread back first, or, when
 * this app is only a secondary receiver, fails with the message that says how to set the page up.
 */
let t: Awaited<ReturnType<typeof build>>;
let graph: Awaited<ReturnType<typeof startGraphFake>>;
let cookie: string;
let channelId: number;
let interactionId: number;
const PAGE = '2234567890123';
const TOKEN = `EAAG${'h'.repeat(40)}`;
const SECRET = 'b1b2c3d4e5f60718293a4b5c6d7e8f90';
const PSID = 'psid-handover';

const hook = (body: unknown) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/hooks/messenger/${channelId}`,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(SECRET, raw) },
    payload: raw,
  });
};
/** A handover event as Facebook posts it to this app's webhook. */
const handover = (kind: 'pass_thread_control' | 'take_thread_control', list: 'messaging' | 'standby' = 'messaging') => ({
  object: 'page',
  entry: [
    {
      id: PAGE,
      time: Date.now(),
      [list]: [
        {
          sender: { id: PSID },
          recipient: { id: PAGE },
          timestamp: Date.now(),
          [kind]: { previous_owner_app_id: '111', new_owner_app_id: '263902037430900', metadata: 'inbox' },
        },
      ],
    },
  ],
});
const standbyText = (text: string) => {
  const e = messengerTextEvent(PAGE, PSID, text, `m_${uniq()}`);
  return { object: 'page', entry: [{ id: PAGE, time: e.entry[0].time, standby: e.entry[0].messaging }] };
};
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
/** What the conversation shows, in order: customer and agent bodies, and system lines by their locale key. */
const transcript = async () =>
  (await t.db.select().from(messages).where(eq(messages.interactionId, interactionId)).orderBy(asc(messages.seq))).map((m) =>
    m.authorType === 'system' ? (m.note?.map((p) => p.key).join(' ') ?? m.body) : m.body,
  );

beforeAll(async () => {
  graph = await startGraphFake({ pages: { [PAGE]: { name: 'Handover Page', token: TOKEN } } });
  t = await build({ graphBaseUrl: graph.base });
  const co = await makeCompany(t.db);
  cookie = await signIn(t.app, co.emails.admin);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channels/messenger',
    headers: { cookie },
    payload: { page_id: PAGE, page_token: TOKEN, app_secret: SECRET, description: 'Хуудас' },
  });
  if (res.statusCode !== 200) throw new Error(`connecting the page: ${res.body}`);
  channelId = res.json().channel.id;
  await hook(messengerTextEvent(PAGE, PSID, 'Сайн байна уу', `m_${uniq()}`));
  const [conv] = await t.db
    .select()
    .from(interactions)
    .where(and(eq(interactions.channelId, channelId), eq(interactions.channelIdentity, PSID)));
  interactionId = conv.id;
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

describe('the Messenger handover protocol', () => {
  it('replies without taking anything while this app holds the thread', async () => {
    expect((await settled(t.db, await reply('Тусалъя'))).deliveryStatus).toBe('sent');
    expect(graph.calls.map((c) => c.path)).toEqual(['messages']);
  });

  it('tells the conversation when another app takes the thread, stores its standby messages, and takes it back before replying', async () => {
    expect((await hook(handover('take_thread_control'))).statusCode).toBe(200);
    expect((await hook(standbyText('Inbox-оор бичлээ'))).statusCode).toBe(200);
    // Told once: the standby message says what the handover already said.
    expect(await transcript()).toEqual(['Сайн байна уу', 'Тусалъя', 'channels:timeline.thread_taken', 'Inbox-оор бичлээ']);

    const before = graph.calls.length;
    const id = await reply('Бид хариулж байна');
    expect((await settled(t.db, id)).deliveryStatus).toBe('sent');
    expect(graph.calls.slice(before)).toEqual([
      { path: 'take_thread_control', psid: PSID },
      { path: 'messages', psid: PSID },
    ]);
    expect((await transcript()).slice(-2)).toEqual(['Бид хариулж байна', 'channels:timeline.thread_taken_back']);
    // The thread is ours again: the next reply goes straight out.
    const next = graph.calls.length;
    expect((await settled(t.db, await reply('Өөр асуулт байна уу?'))).deliveryStatus).toBe('sent');
    expect(graph.calls.slice(next).map((c) => c.path)).toEqual(['messages']);
  });

  it('as a secondary receiver, fails the reply with the message that says how to set the page up, sending nothing', async () => {
    await hook(handover('take_thread_control'));
    graph.setSecondaryReceiver(true);
    try {
      const sendsBefore = graph.sends.length;
      const failed = await settled(t.db, await reply('Энэ очихгүй'));
      expect(failed).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'err_channel_thread_held' });
      expect(graph.sends.length).toBe(sendsBefore);
    } finally {
      graph.setSecondaryReceiver(false);
    }
  });

  it('when the thread is passed back, says so, and replies go straight out', async () => {
    await hook(handover('pass_thread_control'));
    expect((await transcript()).at(-1)).toBe('channels:timeline.thread_passed');
    const before = graph.calls.length;
    expect((await settled(t.db, await reply('Буцаад ирлээ'))).deliveryStatus).toBe('sent');
    expect(graph.calls.slice(before).map((c) => c.path)).toEqual(['messages']);
  });

  it('stores the system lines in the default language with their keys, for every reader', async () => {
    const lines = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.interactionId, interactionId), eq(messages.authorType, 'system')))
      .orderBy(asc(messages.seq));
    expect(lines.map((m) => m.body)).toEqual([
      'Facebook: энэ харилцааг өөр апп (жишээ нь хуудасны мессежийн хайрцаг) авлаа; эндээс хариулбал буцааж авна',
      'Facebook: хариу илгээхийн тулд харилцааг буцааж авлаа',
      'Facebook: энэ харилцааг өөр апп (жишээ нь хуудасны мессежийн хайрцаг) авлаа; эндээс хариулбал буцааж авна',
      'Facebook: харилцааг бидэнд буцааж шилжүүллээ',
    ]);
  });
});
