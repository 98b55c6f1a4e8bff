import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions, messages } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { createMessageWriter } from '../../server/domain/interactions/message-writer';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createReadMarkWriter } from '../../server/domain/interactions/read-mark-writer';
import { build, makeCompany } from './helper';
import { watchedStatements } from './watched-statements';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/**
 * The test database, with each append_messages statement held back `delayMs` and recorded: which
 * conversations it carried and how many were out at once. `failFirst` makes the first one fail.
 */
function watchedDb(delayMs: number, failFirst = false) {
  const out: number[][] = [];
  const seen: { concurrent: number; overlap: boolean }[] = [];
  let calls = 0;
  const db = watchedStatements(t.db, 'append_messages(', async (params, run) => {
    const ids = params[0] as number[];
    seen.push({ concurrent: out.length + 1, overlap: out.some((held) => held.some((id) => ids.includes(id))) });
    out.push(ids);
    try {
      await new Promise((r) => setTimeout(r, delayMs));
      if (failFirst && calls++ === 0) throw new Error('connection lost');
      return await run();
    } finally {
      out.splice(out.indexOf(ids), 1);
    }
  });
  return { db, seen };
}

const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string }) => ({ ok: false as const, code: error.code }),
  );

describe('group commit of live messages', () => {
  it('numbers a burst over several conversations 1, 2, 3… per conversation, in arrival order, with no gap', async () => {
    const co = await makeCompany(t.db);
    const a = await createInteraction(t.db, { companyId: co.id });
    const b = await createInteraction(t.db, { companyId: co.id });
    const writer = createMessageWriter(t.db);
    const sends = Array.from({ length: 60 }, (_, i) => {
      const id = i % 3 === 0 ? b.id : a.id;
      return writer.append({ companyId: co.id, interactionId: id, clientId: `burst-${i}-xxxx`, authorType: 'contact', authorUserId: null, body: `m${i}` });
    });
    const results = await Promise.all(sends);
    for (const id of [a.id, b.id]) {
      const rows = await t.db.select().from(messages).where(eq(messages.interactionId, id)).orderBy(messages.seq);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      // Arrival order is sequence order.
      const bodies = results.filter((r) => r.message.interaction_id === id).map((r) => r.message.body);
      expect(rows.map((r) => r.body)).toEqual(bodies);
      const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
      expect(row.lastSeq).toBe(rows.length);
    }
  });

  it('answers a resend with the stored message, in the same batch or a later one, storing it once', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const writer = createMessageWriter(t.db);
    const m = { companyId: co.id, interactionId: id, clientId: 'resend-me-123', authorType: 'contact' as const, authorUserId: null, body: 'Сайн уу' };
    const [first, sameBatch] = await Promise.all([writer.append(m), writer.append(m), writer.append({ ...m, clientId: 'other-one-123', body: 'дараагийн' })]);
    const later = await writer.append(m);
    expect(first.duplicate).toBe(false);
    expect(sameBatch).toEqual({ message: first.message, duplicate: true, notify: [] });
    expect(later).toEqual({ message: first.message, duplicate: true, notify: [] });
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, id));
    expect(rows.map((r) => r.seq).sort()).toEqual([1, 2]);
  });

  it("refuses a closed conversation and another company's, without failing the rest of the batch", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const open = await createInteraction(t.db, { companyId: co.id });
    const closed = await createInteraction(t.db, { companyId: co.id, subject: 'done' });
    await applyInteractionEvent(t.db, co.id, closed.id, { type: 'interaction.close' }, co.ids.agent);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    const writer = createMessageWriter(t.db);
    const base = { companyId: co.id, authorType: 'user' as const, authorUserId: co.ids.agent, body: 'x' };
    const [ok, toClosed, toTheirs] = await Promise.all([
      settled(writer.append({ ...base, interactionId: open.id, clientId: 'fine-msg-123' })),
      settled(writer.append({ ...base, interactionId: closed.id, clientId: 'closed-msg-123' })),
      settled(writer.append({ ...base, interactionId: theirs.id, clientId: 'theirs-msg-123' })),
    ]);
    expect(ok).toMatchObject({ ok: true, value: { duplicate: false, message: { seq: 1 } } });
    expect(toClosed).toEqual({ ok: false, code: 'err_interaction_closed' });
    expect(toTheirs).toEqual({ ok: false, code: 'err_interaction_not_found' });
    expect(await t.db.select().from(messages).where(eq(messages.interactionId, theirs.id))).toEqual([]);
    // A staff reply sets the first response time at its own commit time.
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, open.id));
    expect(row.firstResponseAt?.toISOString()).toBe((ok as { value: { message: { created_at: string } } }).value.message.created_at);
  });

  it("never stores a message into another company's conversation, even batched with a legitimate one", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    const writer = createMessageWriter(t.db);
    const [forged, legit] = await Promise.all([
      settled(writer.append({ companyId: co.id, interactionId: theirs.id, clientId: 'forged-msg-1', authorType: 'user', authorUserId: co.ids.agent, body: 'spam' })),
      settled(writer.append({ companyId: other.id, interactionId: theirs.id, clientId: 'legit-msg-1', authorType: 'contact', authorUserId: null, body: 'Сайн уу' })),
    ]);
    expect(forged).toEqual({ ok: false, code: 'err_interaction_not_found' });
    expect(legit).toMatchObject({ ok: true, value: { duplicate: false, message: { seq: 1, body: 'Сайн уу' } } });
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, theirs.id));
    expect(rows.map((r) => r.body)).toEqual(['Сайн уу']);
    // Nor can a forged resend read another company's stored message by its client id.
    expect(
      await settled(writer.append({ companyId: co.id, interactionId: theirs.id, clientId: 'legit-msg-1', authorType: 'user', authorUserId: co.ids.agent, body: 'x' })),
    ).toEqual({
      ok: false,
      code: 'err_interaction_not_found',
    });
  });

  it('stores a staff message only for an active user of the company allowed to work on interactions, one batch or one at a time', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const conv = await createInteraction(t.db, { companyId: co.id });
    const writer = createMessageWriter(t.db);
    const by = (authorUserId: number, clientId: string) =>
      settled(writer.append({ companyId: co.id, interactionId: conv.id, clientId, authorType: 'user', authorUserId, body: clientId }));
    const answers = await Promise.all([
      by(co.ids.guest, 'guest-reply-1'),
      by(co.ids.inactive, 'inactive-reply-1'),
      by(other.ids.agent, 'outsider-reply-1'),
      by(co.ids.agent, 'agent-reply-1'),
      settled(writer.append({ companyId: co.id, interactionId: conv.id, clientId: 'customer-1', authorType: 'contact', authorUserId: null, body: 'customer-1' })),
    ]);
    expect(answers.map((a) => (a.ok ? a.value.message.seq : a.code))).toEqual(['err_no_permission', 'err_auth_failed', 'err_auth_failed', 1, 2]);
    // A resend of a stored message is refused too once the author may no longer work (the check comes first).
    await t.db.execute(sql`delete from role_permissions where company_id = ${co.id} and role = 'agent' and permission = 'interaction.start'`);
    expect(await by(co.ids.agent, 'agent-reply-1')).toEqual({ ok: false, code: 'err_no_permission' });
    expect(await by(co.ids.agent, 'agent-reply-2')).toEqual({ ok: false, code: 'err_no_permission' });
    // The one-at-a-time path (a failed batch, the REST route) answers the same.
    expect(
      await settled(
        appendMessage(t.db, { companyId: co.id, interactionId: conv.id, clientId: 'agent-reply-3', authorType: 'user', authorUserId: co.ids.agent, body: 'x' }),
      ),
    ).toEqual({
      ok: false,
      code: 'err_no_permission',
    });
    expect(
      await settled(
        appendMessage(t.db, { companyId: co.id, interactionId: conv.id, clientId: 'inactive-reply-2', authorType: 'user', authorUserId: co.ids.inactive, body: 'x' }),
      ),
    ).toEqual({
      ok: false,
      code: 'err_auth_failed',
    });
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, conv.id)).orderBy(messages.seq);
    expect(rows.map((r) => r.body)).toEqual(['agent-reply-1', 'customer-1']);
  });

  it('names the staff each new message concerns: the owner and whoever has opened the conversation', async () => {
    const co = await makeCompany(t.db);
    const queued = await createInteraction(t.db, { companyId: co.id });
    const owned = await createInteraction(t.db, { companyId: co.id });
    await t.db.update(interactions).set({ ownerUserId: co.ids.agent, stage: 'agent' }).where(eq(interactions.id, owned.id));
    await createReadMarkWriter(t.db).staff(co.id, owned.id, co.ids.manager, 0);
    await createReadMarkWriter(t.db).staff(co.id, owned.id, co.ids.agent, 0);
    const writer = createMessageWriter(t.db);
    const [first, second, resend] = await Promise.all([
      writer.append({ companyId: co.id, interactionId: queued.id, clientId: 'notify-msg-1', authorType: 'contact', authorUserId: null, body: 'a' }),
      writer.append({ companyId: co.id, interactionId: owned.id, clientId: 'notify-msg-2', authorType: 'contact', authorUserId: null, body: 'b' }),
      writer.append({ companyId: co.id, interactionId: queued.id, clientId: 'notify-msg-1', authorType: 'contact', authorUserId: null, body: 'a' }),
    ]);
    // Waiting in the queue, nobody's badge moves yet (routing's assignment carries the count).
    expect(first.notify).toEqual([]);
    expect([...second.notify].sort((x, y) => x - y)).toEqual([co.ids.manager, co.ids.agent].sort((x, y) => x - y));
    // A resend publishes nothing, so it names nobody.
    expect(resend).toMatchObject({ duplicate: true });
    expect(resend.notify).toEqual([]);
    // A message stored on its own (the REST send, the writer's fallback) names the same people.
    const single = await appendMessage(t.db, {
      companyId: co.id,
      interactionId: owned.id,
      clientId: 'notify-msg-3',
      authorType: 'user',
      authorUserId: co.ids.agent,
      body: 'c',
    });
    expect([...single.notify].sort((x, y) => x - y)).toEqual([co.ids.manager, co.ids.agent].sort((x, y) => x - y));
    // Under another company, the conversation is not found, and nobody is named.
    expect(
      await settled(
        appendMessage(t.db, { companyId: co.id + 100000, interactionId: owned.id, clientId: 'notify-msg-x', authorType: 'contact', authorUserId: null, body: 'x' }),
      ),
    ).toEqual({
      ok: false,
      code: 'err_interaction_not_found',
    });
    // An owner who has not opened it yet is named too, once.
    const unread = await createInteraction(t.db, { companyId: co.id });
    await t.db.update(interactions).set({ ownerUserId: co.ids.agent, stage: 'agent' }).where(eq(interactions.id, unread.id));
    await createReadMarkWriter(t.db).staff(co.id, unread.id, co.ids.manager, 0);
    const third = await writer.append({ companyId: co.id, interactionId: unread.id, clientId: 'notify-msg-4', authorType: 'contact', authorUserId: null, body: 'd' });
    expect([...third.notify].sort((x, y) => x - y)).toEqual([co.ids.manager, co.ids.agent].sort((x, y) => x - y));
  });

  it("stores a message by its conversation's key, however many conversations its company has open", async () => {
    const co = await makeCompany(t.db);
    await t.db.execute(sql`insert into interactions (company_id, status) select ${co.id}, 'open' from generate_series(1, 4000)`);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const writer = createMessageWriter(t.db);
    const send = (n: number) => writer.append({ companyId: co.id, interactionId: id, clientId: `by-key-${n}`, authorType: 'contact', authorUserId: null, body: 'b' });
    for (let n = 0; n < 8; n++) await send(n);
    // The pages one more message reads: a handful, not the pages of the company's 4,000 open conversations (about 70 when it walked them).
    const explained = (await t.db.execute(sql`
      explain (analyze, buffers, format json)
      select * from append_messages(array[${id}]::int[], array[${co.id}]::int[], array['by-key-x']::text[], array['contact']::text[], array[null]::int[], array['b']::text[])
    `)) as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }[] };
    const plan = explained.rows[0]['QUERY PLAN'][0].Plan;
    expect(plan['Shared Hit Blocks'] + plan['Shared Read Blocks']).toBeLessThan(40);
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, id));
    expect(rows.map((r) => r.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps a second batch going while one is out, never two holding the same conversation, numbering still in arrival order', async () => {
    const co = await makeCompany(t.db);
    const convs = await Promise.all(Array.from({ length: 4 }, () => createInteraction(t.db, { companyId: co.id })));
    const { db, seen } = watchedDb(30);
    const writer = createMessageWriter(db);
    const sends: Promise<unknown>[] = [];
    // Five waves a few milliseconds apart, each touching the first conversation and one other.
    for (let wave = 0; wave < 5; wave++) {
      for (const c of [convs[0], convs[1 + (wave % 3)]]) {
        sends.push(
          writer.append({ companyId: co.id, interactionId: c.id, clientId: `wave-${wave}-${c.id}`, authorType: 'contact', authorUserId: null, body: `w${wave}` }),
        );
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(sends);
    expect(Math.max(...seen.map((s) => s.concurrent))).toBe(2);
    expect(seen.filter((s) => s.overlap)).toEqual([]);
    for (const c of convs) {
      const rows = await t.db.select().from(messages).where(eq(messages.interactionId, c.id)).orderBy(messages.seq);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      // Sent in wave order, numbered in wave order.
      expect(rows.map((r) => r.body)).toEqual([...rows.map((r) => r.body)].sort());
    }
    const first = await t.db.select().from(messages).where(eq(messages.interactionId, convs[0].id)).orderBy(messages.seq);
    expect(first.map((r) => r.body)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
  });

  it('stores a failed batch one message at a time, in arrival order, each answered on its own', async () => {
    const co = await makeCompany(t.db);
    const conv = await createInteraction(t.db, { companyId: co.id });
    const closed = await createInteraction(t.db, { companyId: co.id, subject: 'done' });
    await applyInteractionEvent(t.db, co.id, closed.id, { type: 'interaction.close' }, co.ids.agent);
    const { db } = watchedDb(1, true);
    const writer = createMessageWriter(db);
    const base = { companyId: co.id, authorType: 'contact' as const, authorUserId: null };
    const results = await Promise.all([
      settled(writer.append({ ...base, interactionId: conv.id, clientId: 'fallback-1', body: 'one' })),
      settled(writer.append({ ...base, interactionId: closed.id, clientId: 'fallback-x', body: 'late' })),
      settled(writer.append({ ...base, interactionId: conv.id, clientId: 'fallback-2', body: 'two' })),
      settled(writer.append({ ...base, interactionId: conv.id, clientId: 'fallback-3', body: 'three' })),
    ]);
    expect(results.map((r) => (r.ok ? r.value.message.seq : r.code))).toEqual([1, 'err_interaction_closed', 2, 3]);
    const rows = await t.db.select().from(messages).where(eq(messages.interactionId, conv.id)).orderBy(messages.seq);
    expect(rows.map((r) => r.body)).toEqual(['one', 'two', 'three']);
  });
});
