import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema';
import { makeCompany } from './helper';
import { siteOf, soon, visitorFixture } from './visitor-fixture';

const { live, makeWidget, visitor } = visitorFixture();
let t: typeof live.t;
beforeAll(() => {
  t = live.t;
});

const ids = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}-m${String(i).padStart(2, '0')}`);
type Visitor = Awaited<ReturnType<typeof visitor>>;

/** Sends every message at once, as the widget's outbox does after a (re)connect, and waits for every answer. */
async function burst(v: Visitor, clientIds: string[]) {
  for (const client_id of clientIds) v.send({ type: 'message.send', client_id, body: client_id });
  const answered = (id: string) => v.inbox.some((m) => (m.type === 'message.ack' || m.type === 'error') && m.client_id === id);
  await soon(() => clientIds.every(answered) || undefined, 'every message answered');
  const ack = v.inbox.find((m) => m.type === 'message.ack' && m.client_id === clientIds[0]);
  expect(ack, 'the first message is stored').toBeTruthy();
  return (ack as { interaction_id: number }).interaction_id;
}

const storedOrder = async (interactionId: number) =>
  (await t.db.select({ clientId: messages.clientId }).from(messages).where(eq(messages.interactionId, interactionId)).orderBy(asc(messages.seq))).map((m) => m.clientId);

describe('visitor messages keep their send order', () => {
  it('a new visitor sending ten at once, twenty times over', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    for (let round = 0; round < 20; round++) {
      const v = await visitor(w.widgetKey, { origin: siteOf(w) });
      const sent = ids(`new${round}`, 10);
      const id = await burst(v, sent);
      expect(await storedOrder(id), `round ${round}`).toEqual(sent);
      v.socket.disconnect();
    }
  });

  it('a returning visitor whose outbox is resent on a new socket while the old one still sends', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWidget(co.id);
    for (let round = 0; round < 20; round++) {
      const first = await visitor(w.widgetKey, { origin: siteOf(w) });
      const token = first.welcome.token;
      first.send({ type: 'message.send', client_id: `old${round}-hello`, body: 'hello' });
      await first.waitFor('message.ack');
      // The old socket starts sending the outbox; a reconnect races it with the same outbox.
      const sent = ids(`old${round}`, 10);
      for (const client_id of sent.slice(0, 3)) first.send({ type: 'message.send', client_id, body: client_id });
      const again = await visitor(w.widgetKey, { origin: siteOf(w), token });
      const id = await burst(again, sent);
      expect(await storedOrder(id), `round ${round}`).toEqual([`old${round}-hello`, ...sent]);
      first.socket.disconnect();
      again.socket.disconnect();
    }
  });
});
