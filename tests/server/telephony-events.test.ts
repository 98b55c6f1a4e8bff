import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLines, calls, channels, contacts, interactions, messages, users } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { backfillQueue } from '../../server/domain/routing/backfill';
import { netstringReader, parseCallEvent, type CallEvent } from '../../server/telephony/events';
import { recordCallEvent } from '../../server/telephony/record-event';
import { createTelephony } from '../../server/telephony/service';
import { telephonySettings } from '../../server/telephony/settings';
import { closeUnreported } from '../../server/telephony/unreported';
import { build, makeCompany, until, type TestCompany } from './helper';

/**
 * Call events as Kamailio reports them (kamailio.cfg route[EMIT]) into the product, without the
 * SIP server (telephony-calls.test.ts runs the real path): framing, bad input, contact matching,
 * the timeout of calls whose end never came, and a call taking the agent's whole capacity.
 */
let t: Awaited<ReturnType<typeof build>>;
let co: TestCompany;
const LINE = '70002000';
let seq = 0;
const ev = (e: Partial<CallEvent> & Pick<CallEvent, 'event' | 'callid'>): CallEvent => ({
  ts: Math.floor(Date.now() / 1000) + seq++,
  caller: '',
  callee: LINE,
  agent: '',
  ...e,
});

beforeAll(async () => {
  t = await build();
  co = await makeCompany(t.db);
  await t.db.insert(callLines).values({ companyId: co.id, number: LINE });
});
afterAll(() => t.close());

describe('call events', () => {
  it('reads netstring frames across chunks and reports a broken stream', () => {
    const frames: string[] = [];
    const broken: string[] = [];
    const feed = netstringReader(
      (f) => frames.push(f),
      (w) => broken.push(w),
    );
    const a = '{"event":"ringing"}';
    const wire = Buffer.from(`${a.length}:${a},${a.length}:${a},`);
    feed(wire.subarray(0, 7));
    feed(wire.subarray(7, 30));
    feed(wire.subarray(30));
    expect(frames).toEqual([a, a]);
    feed(Buffer.from('x5:hello,'));
    expect(broken).toEqual(['bad length']);
  });

  it('a malformed or unknown event is refused with its reason, never thrown', () => {
    expect(parseCallEvent('{nope')).toEqual({ ok: false, reason: 'not JSON' });
    const unknown = parseCallEvent('{"event":"exploded","ts":1,"callid":"x","caller":"1","callee":"2"}');
    expect(unknown.ok).toBe(false);
    expect(parseCallEvent('{"event":"ended","ts":1,"callid":"x","caller":"1","callee":"2","duration":-3}').ok).toBe(false);
    expect(parseCallEvent('{"event":"ended","ts":1,"callid":"x","caller":"1","callee":"2","duration":3,"by":"1"}').ok).toBe(true);
  });

  it('over the evapi link, bad frames are logged and skipped and the link comes back after a drop', async () => {
    const peers: Socket[] = [];
    const server = createServer((s) => peers.push(s));
    await new Promise<void>((r) => server.listen(15098, '127.0.0.1', () => r()));
    const warned: string[] = [];
    const log = Object.assign(Object.create(t.app.log), { warn: (_o: object, msg: string) => warned.push(msg), info: () => {}, error: () => {} });
    const settings = telephonySettings({ SIP_EVAPI_PORT: '15098', SIP_WS_PORT: '15097' }, '/tmp');
    const tel = createTelephony(settings, { db: t.db, writer: t.app.messageWriter, realtime: () => t.app.realtime, log, databaseUrl: '' });
    try {
      await until(() => peers.length === 1, 'the link');
      const frame = (j: string) => `${Buffer.byteLength(j)}:${j},`;
      const good = JSON.stringify(ev({ event: 'call_attempt', callid: 'wire-1', caller: '99445566' }));
      peers[0].write(frame('{"event":"boom"}') + frame('not json') + frame(good));
      await until(() => tel.counts.received === 3, 'three frames');
      await tel.settled();
      const [stored] = await t.db.select().from(calls).where(eq(calls.sipCallId, 'wire-1'));
      expect(stored?.caller).toBe('99445566');
      expect(warned.filter((w) => w === 'malformed or unknown call event skipped')).toHaveLength(2);
      expect(tel.counts).toMatchObject({ received: 3, skipped: 2, stored: 1 });
      peers[0].destroy();
      await until(() => peers.length === 2, 'the link made again', 5000);
      expect(warned).toContain('evapi connection lost');
    } finally {
      await tel.stop();
      for (const p of peers) p.destroy();
      server.close();
    }
  });

  it('a caller is matched to the contact holding the number in any form (Mongolian numbers first)', async () => {
    const [known] = await t.db.insert(contacts).values({ companyId: co.id, firstName: 'Bat', phone: '+97699001122' }).returning();
    const o = await recordCallEvent(t.db, ev({ event: 'call_attempt', callid: 'match-1', caller: '99001122' }));
    expect(o?.opened).toBe(true);
    const [i] = await t.db.select().from(interactions).where(eq(interactions.id, o!.call.interactionId!));
    expect(i.contactId).toBe(known.id);
    const [ch] = await t.db.select().from(channels).where(eq(channels.id, i.channelId!));
    expect(ch.type).toBe('call');
    // A repeat of the same event (a resync) stores nothing twice.
    expect(await recordCallEvent(t.db, ev({ event: 'call_attempt', callid: 'match-1', caller: '99001122' }))).toBeNull();
    // A call to a number no company has is no conversation.
    expect(await recordCallEvent(t.db, ev({ event: 'call_attempt', callid: 'nobody', caller: '99001122', callee: '123' }))).toBeNull();
  });

  it('a call whose end never came is closed after the timeout and marked so', async () => {
    const o = await recordCallEvent(t.db, ev({ event: 'call_attempt', callid: 'stale-1', caller: '88112233', ts: Math.floor(Date.now() / 1000) - 7200 }));
    const closed = await closeUnreported(t.db, { olderThan: new Date(Date.now() - 3600_000) });
    const mine = closed.find((c) => c.call.id === o!.call.id)!;
    expect(mine.call).toMatchObject({ state: 'abandoned', timedOut: true });
    expect(mine.closeWith).toBe('Тасарсан дуудлага');
    expect(mine.note).toEqual([{ key: 'calls:timeline.timed_out', params: {} }]);
    expect(closed.find((c) => c.call.sipCallId === 'match-1')).toBeUndefined();
  });

  it('a call takes the agent’s whole capacity, and calls are never offered as chats', async () => {
    const agent = co.ids.agent;
    await t.db.update(users).set({ chatCapacity: 4 }).where(eq(users.id, agent));
    const talking = await recordCallEvent(t.db, ev({ event: 'call_attempt', callid: 'cap-1', caller: '99887766' }));
    await t.db.update(calls).set({ state: 'talking', agentUserId: agent }).where(eq(calls.id, talking!.call.id));
    const [web] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'Site' }).returning();
    const chat = await createInteraction(t.db, { companyId: co.id, channelId: web.id });
    expect(await backfillQueue(t.db, co.id, [agent])).toEqual([]);
    // The call over (wrap-up closed): the chat goes to them, the queued call conversations do not.
    await t.db.update(calls).set({ state: 'ended' }).where(eq(calls.id, talking!.call.id));
    await t.db.update(interactions).set({ status: 'closed' }).where(eq(interactions.id, talking!.call.interactionId!));
    const given = await backfillQueue(t.db, co.id, [agent]);
    expect(given.map((g) => g.row.id)).toEqual([chat.id]);
    const notes = await t.db.select().from(messages).where(eq(messages.interactionId, chat.id));
    expect(notes).toEqual([]);
  });
});
