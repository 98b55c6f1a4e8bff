import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, signIn } from './helper';
import { redisRelay } from './redis-relay';
import { siteOf, visitorFixture } from './visitor-fixture';

const redisUrl = process.env.TEST_REDIS_URL;

/** Runs where Redis is (the PostgreSQL pass of `npm test`). */
describe.skipIf(!redisUrl)('a server whose Redis goes away', () => {
  const relay = redisRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let relayUrl = '';
  beforeAll(async () => {
    relayUrl = await relay.start();
  });
  afterAll(() => relay.cut());
  const { live, makeWidget, visitor, agent } = visitorFixture(() => ({ redisUrl: relayUrl }));
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => void unhandled.push(reason);
  beforeAll(() => void process.on('unhandledRejection', note));
  afterAll(() => void process.off('unhandledRejection', note));

  it('keeps its own widget and console talking, and shuts down without waiting for Redis', async () => {
    const { t } = live;
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    const staff = await agent(await signIn(t.app, co.emails.agent));
    await staff.waitFor('presence.snapshot');
    const v = await visitor(w.widgetKey, { origin: siteOf(w) });
    v.send({ type: 'message.send', client_id: 'outage-1', body: 'Сайн байна уу' });
    const id = (await v.waitFor('message.ack')).interaction_id;
    await staff.waitFor('interaction.assigned', (m) => m.interaction.id === id);
    staff.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    await staff.waitFor('messages.resync', (m) => m.interaction_id === id);

    await relay.cut();
    // Broadcasts still reach this server's own sockets; their copies for the other servers wait in
    // the Redis client while it retries (a failed publish is logged: redis-publish.test.ts).
    v.send({ type: 'message.send', client_id: 'outage-2', body: 'Захиалга маань хаана байна?' });
    await staff.waitFor('message.created', (m) => m.message.client_id === 'outage-2');
    staff.send({ type: 'message.send', interaction_id: id, client_id: 'outage-3', body: 'Шалгаад хэлье' });
    await v.waitFor('message.created', (m) => m.message.body === 'Шалгаад хэлье');

    // Look-ups of sockets answer from this server instead of waiting for Redis (cluster-lookup.ts):
    // a new conversation goes to the agent online here, its widget hears of it, and a console
    // opened now sees who is online.
    const newcomer = await visitor(w.widgetKey, { origin: siteOf(w) });
    newcomer.send({ type: 'message.send', client_id: 'outage-4', body: 'Шинэ асуулт байна' });
    const second = (await newcomer.waitFor('message.ack')).interaction_id;
    await newcomer.waitFor('conversation.changed', (m) => m.conversation.interaction_id === second);
    await staff.waitFor('interaction.assigned', (m) => m.interaction.id === second);
    const colleague = await agent(await signIn(t.app, co.emails.manager));
    expect((await colleague.waitFor('presence.snapshot')).users).toContainEqual({ user_id: co.ids.agent, presence: 'online' });
    expect(unhandled).toEqual([]);

    // Nor does it wait for Redis to shut down (its client would retry for more than a minute).
    const closing = performance.now();
    await t.app.close();
    expect(performance.now() - closing).toBeLessThan(5_000);
    expect(unhandled).toEqual([]);
  }, 30_000);
});
