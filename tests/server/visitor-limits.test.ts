import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VisitorServerMessage } from '../../contracts';
import { interactions, visitors } from '../../server/db/schema';
import { makeCompany } from './helper';
import { ROOMY_LIMITS, siteOf, soon, visitorFixture } from './visitor-fixture';

// Behind a trusted proxy, so each test speaks from addresses of its own.
const { live, makeWidget, visitor } = visitorFixture(() => ({ trustProxy: true, webchatLimits: { ...ROOMY_LIMITS, addressChats: 3, widgetChats: 5 } }));
let t: typeof live.t;
beforeAll(() => {
  t = live.t;
});

type Visitor = Awaited<ReturnType<typeof visitor>>;
const answers = (v: Visitor) =>
  v.inbox.filter((m): m is Extract<VisitorServerMessage, { type: 'message.ack' | 'error' }> => (m.type === 'message.ack' || m.type === 'error') && !!m.client_id);

/** Each visitor writes its first message at once; resolves with what each was answered. */
async function firstMessages(vs: Visitor[]) {
  vs.forEach((v, i) => v.send({ type: 'message.send', client_id: `first-message-${i}`, body: 'Сайн байна уу' }));
  await soon(() => vs.every((v) => answers(v).length === 1) || undefined, 'every first message answered');
  return vs.map((v) => answers(v)[0]);
}

describe('web-chat limits', () => {
  it("holds a visitor's message limit across all its sockets", async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const first = await visitor(w.widgetKey, { origin: siteOf(w), address: '10.20.0.1' });
    first.send({ type: 'message.send', client_id: 'tabs-hello', body: 'hello' });
    await first.waitFor('message.ack');
    const tabs = await Promise.all(Array.from({ length: 25 }, () => visitor(w.widgetKey, { origin: siteOf(w), token: first.welcome.token, address: '10.20.0.1' })));
    const began = Date.now();
    tabs.forEach((tab, i) => [0, 1].forEach((n) => tab.send({ type: 'message.send', client_id: `tab-${i}-message-${n}`, body: `${i}/${n}` })));
    await soon(() => tabs.every((tab) => answers(tab).length === 2) || undefined, 'every message answered');
    const all = tabs.flatMap(answers);
    // 20 in 10 s for the visitor, whichever tab: one went before; the bucket earns one back each 0.5 s.
    const stored = all.filter((m) => m.type === 'message.ack').length;
    expect(stored).toBeLessThanOrEqual(19 + Math.ceil((Date.now() - began) / 500));
    const refused = all.filter((m) => m.type === 'error');
    expect(refused.length).toBeGreaterThanOrEqual(50 - stored);
    expect(refused[0]).toMatchObject({ code: 'err_webchat_too_fast', retry_after: expect.any(Number) });
  });

  it('stores nothing for handshakes without a message', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const vs = await Promise.all(Array.from({ length: 60 }, () => visitor(w.widgetKey, { origin: siteOf(w), address: '10.20.1.1' })));
    expect(new Set(vs.map((v) => v.welcome.token)).size).toBe(60);
    // A tab of one of them comes back with its token: still nobody stored.
    await visitor(w.widgetKey, { origin: siteOf(w), address: '10.20.1.1', token: vs[0].welcome.token });
    expect(await t.db.select().from(visitors).where(eq(visitors.webchatId, w.id))).toEqual([]);
  });

  it('refuses new chats from one address past its limit, storing neither the chat nor the visitor', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const vs = await Promise.all(Array.from({ length: 6 }, () => visitor(w.widgetKey, { origin: siteOf(w), address: '10.20.2.1' })));
    const answered = await firstMessages(vs);
    expect(answered.filter((m) => m.type === 'message.ack')).toHaveLength(3);
    const refused = answered.filter((m) => m.type === 'error');
    expect(refused).toHaveLength(3);
    for (const m of refused) expect(m).toMatchObject({ code: 'err_webchat_busy', client_id: 'first-message-' + answered.indexOf(m), retry_after: expect.any(Number) });
    expect(await t.db.select().from(visitors).where(eq(visitors.webchatId, w.id))).toHaveLength(3);
    expect(await t.db.select().from(interactions).where(eq(interactions.channelId, w.channelId))).toHaveLength(3);
    // Another address is not held up by this one.
    const other = await visitor(w.widgetKey, { origin: siteOf(w), address: '10.20.2.2' });
    expect((await firstMessages([other]))[0].type).toBe('message.ack');
  });

  it('refuses new chats on one web chat past its limit, whatever the addresses', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const vs = await Promise.all(Array.from({ length: 8 }, (_, i) => visitor(w.widgetKey, { origin: siteOf(w), address: `10.20.3.${i + 1}` })));
    const answered = await firstMessages(vs);
    expect(answered.filter((m) => m.type === 'message.ack')).toHaveLength(5);
    expect(answered.filter((m) => m.type === 'error').map((m) => m.code)).toEqual(['err_webchat_busy', 'err_webchat_busy', 'err_webchat_busy']);
    expect(await t.db.select().from(interactions).where(eq(interactions.channelId, w.channelId))).toHaveLength(5);
  });
});
