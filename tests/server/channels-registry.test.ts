import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions } from '../../server/db/schema';
import { hubSignature, messengerTextEvent, startGraphFake } from '../fakes/graph-api';
import { settled } from './channel-fixture';
import { build, makeCompany, signIn, uniq } from './helper';

// Two apps in one process, each with its own Graph API: a reply goes out through its own app's.
const PAGE = '3234567890123';
const TOKEN = `EAAG${'q'.repeat(40)}`;
const SECRET = 'c1b2c3d4e5f60718293a4b5c6d7e8f90';
type App = Awaited<ReturnType<typeof build>>;
type Fake = Awaited<ReturnType<typeof startGraphFake>>;
let a: App, b: App, graphA: Fake, graphB: Fake;

beforeAll(async () => {
  graphA = await startGraphFake({ pages: { [PAGE]: { name: 'A', token: TOKEN } } });
  graphB = await startGraphFake({ pages: { [PAGE]: { name: 'B', token: TOKEN } } });
  a = await build({ graphBaseUrl: graphA.base });
  b = await build({ graphBaseUrl: graphB.base });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await graphA.close();
  await graphB.close();
});

/** Connects the page in `t`, lets the customer write, and answers: the reply's stored row once sent. */
async function replyThrough(t: App) {
  const co = await makeCompany(t.db);
  const cookie = await signIn(t.app, co.emails.admin);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/channels/messenger',
    headers: { cookie },
    payload: { page_id: PAGE, page_token: TOKEN, app_secret: SECRET, description: 'Хуудас' },
  });
  expect(res.statusCode).toBe(200);
  const channelId = res.json().channel.id as number;
  const raw = JSON.stringify(messengerTextEvent(PAGE, 'psid-a', 'Сайн уу'));
  await t.app.inject({
    method: 'POST',
    url: `/hooks/messenger/${channelId}`,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(SECRET, raw) },
    payload: raw,
  });
  const [conv] = await t.db.select().from(interactions).where(eq(interactions.channelId, channelId));
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/interactions/${conv.id}/messages`,
    headers: { cookie },
    payload: { client_id: `r-${uniq()}`, body: 'Тусалъя' },
  });
  return settled(t.db, reply.json().message.id as number);
}

describe('outbound adapters per app', () => {
  it('each app sends through its own configuration, whatever the other registered since', async () => {
    // b registered its adapters after a: a process-global registry would send a's reply to b's Graph API.
    expect(a.app.outbound.get('messenger')).not.toBe(b.app.outbound.get('messenger'));
    const fromA = await replyThrough(a);
    expect(fromA.deliveryStatus).toBe('sent');
    expect(graphA.sends.map((s) => s.body.message)).toEqual([{ text: 'Тусалъя' }]);
    expect(graphB.sends).toEqual([]);
    const fromB = await replyThrough(b);
    expect(fromB.deliveryStatus).toBe('sent');
    expect(graphA.sends).toHaveLength(1);
    expect(graphB.sends).toHaveLength(1);
  });

  it('an adapter registered in one app is unknown to the other', async () => {
    a.app.outbound.register('only-in-a', { send: async () => ({ externalId: 'x' }) });
    expect(a.app.outbound.get('only-in-a')).toBeDefined();
    expect(b.app.outbound.get('only-in-a')).toBeUndefined();
  });
});
