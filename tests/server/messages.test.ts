import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const send = (cookie: string, id: number, client_id: string, body = 'Сайн байна уу') =>
  t.app.inject({ method: 'POST', url: `/api/interactions/${id}/messages`, headers: { cookie }, payload: { client_id, body } });
const list = (cookie: string, id: number, after = 0) => t.app.inject({ url: `/api/interactions/${id}/messages?after_seq=${after}`, headers: { cookie } });

describe('conversation messages', () => {
  it('numbers messages 1, 2, 3… and lists those after a number', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id, subject: 'Төлбөр' });
    for (let i = 1; i <= 3; i++) {
      const res = await send(cookie, id, `client-msg-${i}`, `мессеж ${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ duplicate: false, message: { seq: i, body: `мессеж ${i}`, author_type: 'user', author_user_id: co.ids.agent } });
    }
    const after1 = (await list(cookie, id, 1)).json();
    expect(after1.items.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(after1.last_seq).toBe(3);
  });

  it('stores a resend with the same client id once, and leaves no gap', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const first = (await send(cookie, id, 'same-client-id')).json();
    const again = await send(cookie, id, 'same-client-id');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ duplicate: true, message: first.message });
    expect((await send(cookie, id, 'another-client-id')).json().message.seq).toBe(2);
    expect((await list(cookie, id)).json().items).toHaveLength(2);
  });

  it('gives concurrent senders distinct, gap-free numbers, even with resends among them', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const base = { companyId: co.id, interactionId: id, authorType: 'contact' as const, authorUserId: null };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => appendMessage(t.db, { ...base, clientId: `concurrent-${i % 20}`, body: `m${i}` })));
    const stored = results
      .filter((r) => !r.duplicate)
      .map((r) => r.message.seq)
      .sort((a, b) => a - b);
    expect(stored).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row.lastSeq).toBe(20);
  });

  it('records the first response time at the first staff message only', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body: 'Hello' });
    expect((await t.db.select().from(interactions).where(eq(interactions.id, id)))[0].firstResponseAt).toBeNull();
    const reply = (await send(cookie, id, 'first-reply-1')).json().message;
    await send(cookie, id, 'second-reply');
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, id));
    expect(row.firstResponseAt?.toISOString()).toBe(reply.created_at);
  });

  it("refuses another company's conversation, a closed one, guests and bad input", async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const theirs = await createInteraction(t.db, { companyId: other.id });
    await appendMessage(t.db, { companyId: other.id, interactionId: theirs.id, clientId: null, authorType: 'contact', authorUserId: null, body: 'secret' });
    const foreign = await send(cookie, theirs.id, 'foreign-send-1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('err_interaction_not_found');
    const peek = await list(cookie, theirs.id);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('secret');

    const mine = await createInteraction(t.db, { companyId: co.id });
    await t.db.update(interactions).set({ status: 'closed' }).where(eq(interactions.id, mine.id));
    const closed = await send(cookie, mine.id, 'closed-send-1');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('err_interaction_closed');
    // Closed and never the agent's: without interaction.view_all_closed its transcript is not theirs to read.
    const unread = await list(cookie, mine.id);
    expect([unread.statusCode, unread.json().code]).toEqual([404, 'err_interaction_not_found']);

    const open = await createInteraction(t.db, { companyId: co.id });
    const guest = await send(await signIn(t.app, co.emails.guest), open.id, 'guest-send-1');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('err_no_permission');
    expect((await send(cookie, open.id, 'short')).json().code).toBe('err_wrong_param_structure');
    expect((await send(cookie, open.id, 'blank-body-1', '   ')).json()).toMatchObject({ code: 'err_value_required', field: 'body' });
    expect((await send(cookie, open.id, 'long-body-1', 'x'.repeat(4001))).json()).toMatchObject({ code: 'err_text_too_long', field: 'body', max: 4000 });
    expect((await t.app.inject({ method: 'POST', url: `/api/interactions/${open.id}/messages`, payload: { client_id: 'anon-send-1', body: 'hi' } })).statusCode).toBe(
      401,
    );
  });
});
