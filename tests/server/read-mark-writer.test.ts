import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionReads, interactions, visitors } from '../../server/db/schema';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { createReadMarkWriter } from '../../server/domain/interactions/read-mark-writer';
import { build, makeCompany, makeWebchat, uniq, type TestCompany } from './helper';
import { watchedStatements } from './watched-statements';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** The test database, recording the marks of each mark_reads statement; with `failFirst`, the first one fails. */
function watchedDb(failFirst = false) {
  const statements: number[] = [];
  const db = watchedStatements(t.db, 'mark_reads(', async (params, run) => {
    statements.push((params[4] as number[]).length);
    if (failFirst && statements.length === 1) throw new Error('connection lost');
    return run();
  });
  return { db, statements };
}

const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: { code?: string }) => ({ ok: false as const, code: error.code }),
  );

/** A web-chat visitor of the company with an open conversation holding `messages` customer messages. */
async function visitorConversation(co: TestCompany, messages: number) {
  const w = await makeWebchat(t.db, co.id);
  const [v] = await t.db
    .insert(visitors)
    .values({ companyId: co.id, webchatId: w.id, tokenHash: `hash-${uniq()}` })
    .returning();
  const conv = await createInteraction(t.db, { companyId: co.id, channelId: w.channelId, visitorId: v.id });
  for (let i = 0; i < messages; i++)
    await appendMessage(t.db, { companyId: co.id, interactionId: conv.id, clientId: null, authorType: 'contact', authorUserId: null, body: `m${i}` });
  return { visitorId: v.id, id: conv.id };
}

const conversation = async (id: number) => (await t.db.select().from(interactions).where(eq(interactions.id, id)))[0];

describe('group commit of read marks', () => {
  it('stores the marks that arrive together in one statement, each answered as on its own', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const a = await visitorConversation(co, 3);
    const b = await visitorConversation(co, 2);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    const idle = await visitorConversation(co, 0);
    const { db, statements } = watchedDb();
    const reads = createReadMarkWriter(db);
    const answers = await Promise.all([
      settled(reads.staff(co.id, a.id, co.ids.agent, 2)),
      settled(reads.staff(co.id, a.id, co.ids.manager, 99)),
      settled(reads.staff(co.id, a.id, co.ids.agent, 1)),
      settled(reads.staff(co.id, a.id, co.ids.guest, 3)),
      settled(reads.staff(co.id, a.id, co.ids.inactive, 3)),
      settled(reads.staff(co.id, theirs.id, co.ids.agent, 1)),
      settled(reads.visitor(b.visitorId, 1)),
      settled(reads.visitor(idle.visitorId, 5)),
    ]);
    expect(statements).toEqual([8]);
    expect(answers).toEqual([
      { ok: true, value: { mySeq: 2, staffSeq: 2, staffMoved: true, visitorId: a.visitorId } },
      // Clamped to the last message; the conversation's mark rises again.
      { ok: true, value: { mySeq: 3, staffSeq: 3, staffMoved: true, visitorId: a.visitorId } },
      // Marks never go back: the agent's own stays at 2, the conversation's at 3.
      { ok: true, value: { mySeq: 2, staffSeq: 3, staffMoved: false, visitorId: a.visitorId } },
      { ok: false, code: 'err_no_permission' },
      { ok: false, code: 'err_auth_failed' },
      { ok: false, code: 'err_interaction_not_found' },
      { ok: true, value: { interactionId: b.id, seq: 1 } },
      // Nothing to read yet: the mark does not move.
      { ok: true, value: null },
    ]);
    expect(await conversation(a.id)).toMatchObject({ staffReadSeq: 3, contactReadSeq: 0 });
    expect(await conversation(b.id)).toMatchObject({ staffReadSeq: 0, contactReadSeq: 1 });
    expect(await conversation(theirs.id)).toMatchObject({ staffReadSeq: 0 });
    const marks = await t.db.select().from(interactionReads).where(eq(interactionReads.interactionId, a.id));
    expect(Object.fromEntries(marks.map((m) => [m.userId, m.seq]))).toEqual({ [co.ids.agent]: 2, [co.ids.manager]: 3 });
  });

  it("marks a customer's current conversation: a closed one only while its rating is asked for", async () => {
    const co = await makeCompany(t.db);
    const c = await visitorConversation(co, 2);
    await applyInteractionEvent(t.db, co.id, c.id, { type: 'interaction.close', subject: 'Шийдсэн' }, co.ids.agent);
    const reads = createReadMarkWriter(t.db);
    expect(await reads.visitor(c.visitorId, 1)).toBeNull();
    await applyInteractionEvent(t.db, co.id, c.id, { type: 'interaction.requestRating' }, co.ids.agent);
    expect(await reads.visitor(c.visitorId, 1)).toEqual({ interactionId: c.id, seq: 1 });
    // A new open conversation of the same visitor comes first.
    const next = await createInteraction(t.db, { companyId: co.id, visitorId: c.visitorId });
    await appendMessage(t.db, { companyId: co.id, interactionId: next.id, clientId: null, authorType: 'contact', authorUserId: null, body: 'Дахиад сайн уу' });
    expect(await reads.visitor(c.visitorId, 1)).toEqual({ interactionId: next.id, seq: 1 });
    expect(await conversation(c.id)).toMatchObject({ contactReadSeq: 1 });
  });

  it('stores a failed batch one mark at a time, with the same answers', async () => {
    const co = await makeCompany(t.db);
    const a = await visitorConversation(co, 2);
    const { db, statements } = watchedDb(true);
    const reads = createReadMarkWriter(db);
    const answers = await Promise.all([
      settled(reads.staff(co.id, a.id, co.ids.agent, 2)),
      settled(reads.staff(co.id, a.id, co.ids.guest, 2)),
      settled(reads.visitor(a.visitorId, 5)),
    ]);
    expect(statements).toEqual([3, 1, 1, 1]);
    expect(answers).toEqual([
      { ok: true, value: { mySeq: 2, staffSeq: 2, staffMoved: true, visitorId: a.visitorId } },
      { ok: false, code: 'err_no_permission' },
      { ok: true, value: { interactionId: a.id, seq: 2 } },
    ]);
    expect(await conversation(a.id)).toMatchObject({ staffReadSeq: 2, contactReadSeq: 2 });
  });
});
