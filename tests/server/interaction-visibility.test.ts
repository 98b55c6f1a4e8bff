import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

// Issue 21 item 4: every read of a conversation by id goes through one rule (find-visible.ts).
let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

const SECRET = 'Миний картын дугаар 4111';

/** A company whose manager took and closed a conversation with a customer's private message. */
async function closedByManager() {
  const co = await makeCompany(t.db);
  const { id } = await createInteraction(t.db, { companyId: co.id, subject: 'Зээлийн хүсэлт' });
  await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body: SECRET });
  const manager = await signIn(t.app, co.emails.manager);
  const event = (payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie: manager }, payload });
  expect((await event({ type: 'interaction.assign', userId: co.ids.manager })).statusCode).toBe(200);
  expect((await event({ type: 'interaction.close', subject: 'Зээлийн хүсэлт' })).statusCode).toBe(200);
  return { co, id, manager, agent: await signIn(t.app, co.emails.agent), guest: await signIn(t.app, co.emails.guest) };
}

describe('who may read a conversation', () => {
  it('answers an agent without "view all closed" and a guest nothing of a colleague’s closed conversation over REST', async () => {
    const { id, manager, agent, guest } = await closedByManager();
    const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
    // The manager (view all closed) reads it; the rule is not simply closed to everyone.
    expect((await get(manager, `/api/interactions/${id}/messages`)).body).toContain(SECRET);
    for (const url of [`/api/interactions/${id}`, `/api/interactions/${id}/messages`, `/api/issues/prefill?interaction_id=${id}`]) {
      const asAgent = await get(agent, url);
      expect([url, asAgent.statusCode, asAgent.json().code]).toEqual([url, 404, 'err_interaction_not_found']);
      const asGuest = await get(guest, url);
      expect([url, asGuest.statusCode]).toEqual([url, 403]);
      for (const res of [asAgent, asGuest]) {
        expect(res.body).not.toContain(SECRET);
        expect(res.body).not.toContain('Зээлийн');
      }
    }
  });

  it('lets nobody move, edit or make an issue from a conversation they may not read', async () => {
    const { co, id, agent } = await closedByManager();
    const rating = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${id}/events`,
      headers: { cookie: agent },
      payload: { type: 'interaction.requestRating' },
    });
    expect([rating.statusCode, rating.json().code]).toEqual([404, 'err_interaction_not_found']);
    const meta = await t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie: agent }, payload: { subject: 'Өөр сэдэв' } });
    expect([meta.statusCode, meta.json().code]).toEqual([404, 'err_interaction_not_found']);
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie: agent },
      payload: { name: 'Асуудал', interaction_id: id, assignee_user_id: co.ids.agent, status: 'open', priority: 'high', platform: 'web' },
    });
    expect([issue.statusCode, issue.json().code]).toEqual([404, 'err_interaction_not_found']);
    const header = await t.app.inject({ url: `/api/interactions/${id}`, headers: { cookie: await signIn(t.app, co.emails.manager) } });
    expect(header.json()).toMatchObject({ subject: 'Зээлийн хүсэлт', rating_requested_at: null });
  });

  it('refuses the socket’s subscribe, typing and read mark of a conversation the user may not read', async () => {
    const { id, manager, agent, guest } = await closedByManager();
    const watch = async (cookie: string) => {
      const c = await consoleSocket(base, cookie);
      open.push(c.socket);
      return c;
    };
    const refusal = (inbox: ServerMessage[], n: number) =>
      until(() => inbox.filter((m) => m.type === 'error').length >= n && inbox.filter((m) => m.type === 'error'), `${n} refusals`);
    const a = await watch(agent);
    a.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    a.send({ type: 'typing', interaction_id: id, typing: true });
    a.send({ type: 'read', interaction_id: id, seq: 1 });
    expect((await refusal(a.inbox, 3)).map((m) => m.type === 'error' && [m.code, m.interaction_id])).toEqual(Array(3).fill(['err_interaction_not_found', id]));
    const g = await watch(guest);
    g.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    expect((await refusal(g.inbox, 1)).map((m) => m.type === 'error' && m.code)).toEqual(['err_no_permission']);
    // The manager subscribes after them and has the transcript: by then theirs would have come.
    const m = await watch(manager);
    m.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
    await until(() => m.inbox.find((x) => x.type === 'messages.resync'), 'the manager’s resync');
    for (const inbox of [a.inbox, g.inbox]) {
      expect(inbox.some((x) => x.type === 'messages.resync')).toBe(false);
      expect(JSON.stringify(inbox)).not.toContain(SECRET);
    }
  });
});
