import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, DEFAULT_ROLE_PERMISSIONS, type ServerMessage } from '../../contracts';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

// Issue 21 item 5: what a socket is pushed follows its user's permissions as they change.
let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build({ redisUrl: process.env.TEST_REDIS_URL ?? '' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function watch(cookie: string) {
  const c = await consoleSocket(base, cookie);
  open.push(c.socket);
  await until(() => c.inbox.find((m) => m.type === 'presence.snapshot'), 'the presence snapshot');
  return c;
}
const created = (inbox: ServerMessage[], body: string) => inbox.some((m) => m.type === 'message.created' && m.message.body === body);
const changed = (inbox: ServerMessage[], subject: string) => inbox.some((m) => m.type === 'interaction.changed' && m.interaction.subject === subject);

async function subscribed(cookie: string, id: number) {
  const c = await watch(cookie);
  c.send({ type: 'interaction.subscribe', interaction_id: id, after_seq: 0 });
  await until(() => c.inbox.find((m) => m.type === 'messages.resync'), 'resync');
  return c;
}

describe('sockets keep only the rooms their permissions allow', () => {
  it('stops pushing a conversation to an agent whose role loses interaction.start, and its news to a guest', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const customer = (body: string) =>
      appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body }).then((r) =>
        t.app.realtime.publishMessage(r),
      );
    const agent = await subscribed(await signIn(t.app, co.emails.agent), id);
    const manager = await subscribed(await signIn(t.app, co.emails.manager), id);
    const guest = await watch(await signIn(t.app, co.emails.guest));
    await customer('before');
    await until(() => created(agent.inbox, 'before'), 'the agent has the first message');

    const revoked = DEFAULT_ROLE_PERMISSIONS.agent.filter((p) => p !== 'interaction.start');
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie: admin }, payload: { permissions: revoked } });
    expect(res.statusCode).toBe(200);
    await customer('after');
    const meta = await t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie: admin }, payload: { subject: 'Нууц сэдэв' } });
    expect(meta.statusCode).toBe(200);
    // The manager, still allowed, has both; by then the agent's copies would have come too.
    await until(() => created(manager.inbox, 'after') && changed(manager.inbox, 'Нууц сэдэв'), 'the manager has the later frames');
    expect(created(agent.inbox, 'after')).toBe(false);
    expect(changed(agent.inbox, 'Нууц сэдэв')).toBe(false);
    expect(agent.inbox.some((m) => m.type === 'permissions.changed')).toBe(true);
    // A guest never had interaction rights: no conversation news at all.
    expect(guest.inbox.some((m) => m.type === 'interaction.changed' || m.type === 'message.created')).toBe(false);
    expect(JSON.stringify(guest.inbox)).not.toContain('Нууц сэдэв');

    // Given back, the right brings the company's news back (the conversation needs a new subscribe).
    await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie: admin }, payload: { permissions: DEFAULT_ROLE_PERMISSIONS.agent } });
    await t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie: admin }, payload: { subject: 'Дахин' } });
    await until(() => agent.inbox.some((m) => m.type === 'interaction.changed' && m.interaction.subject === 'Дахин'), 'news again');
  });

  it('stops pushing to a user demoted to guest, while a colleague still gets it', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const agent = await subscribed(await signIn(t.app, co.emails.agent), id);
    const manager = await subscribed(await signIn(t.app, co.emails.manager), id);
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${co.ids.agent}/role`, headers: { cookie: admin }, payload: { role: 'guest' } });
    expect(res.statusCode).toBe(200);
    const stored = await appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body: 'after demotion' });
    t.app.realtime.publishMessage(stored);
    await t.app.inject({ method: 'PUT', url: `/api/interactions/${id}/meta`, headers: { cookie: admin }, payload: { subject: 'Шинэ сэдэв' } });
    await until(() => created(manager.inbox, 'after demotion') && changed(manager.inbox, 'Шинэ сэдэв'), 'the manager has the later frames');
    expect(created(agent.inbox, 'after demotion')).toBe(false);
    expect(changed(agent.inbox, 'Шинэ сэдэв')).toBe(false);
  });

  it('stops the list badges (interaction.activity) of a conversation a user had opened once they are demoted or lose interaction.start', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const customer = (body: string) =>
      appendMessage(t.db, { companyId: co.id, interactionId: id, clientId: null, authorType: 'contact', authorUserId: null, body }).then((r) => {
        t.app.realtime.publishMessage(r);
        return r.message.seq;
      });
    // Both opened the conversation (a read mark) and keep a list tab that does not follow it.
    const opened = async (email: string) => {
      const cookie = await signIn(t.app, email);
      const [list, marker] = [await watch(cookie), await watch(cookie)];
      marker.send({ type: 'read', interaction_id: id, seq: 0 });
      await until(() => list.inbox.find((m) => m.type === 'interaction.read'), 'the read mark');
      marker.socket.disconnect();
      return list;
    };
    const badges = (inbox: ServerMessage[], seq: number) =>
      inbox.some((m) => m.type === 'interaction.activity' && m.items.some((i) => i.interaction_id === id && i.last_seq === seq));
    const agent = await opened(co.emails.agent);
    const manager = await opened(co.emails.manager);
    const first = await customer('before');
    await until(() => badges(agent.inbox, first) && badges(manager.inbox, first), 'both lists have the first badge');

    const revoked = DEFAULT_ROLE_PERMISSIONS.agent.filter((p) => p !== 'interaction.start');
    expect((await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie: admin }, payload: { permissions: revoked } })).statusCode).toBe(
      200,
    );
    const second = await customer('after the right was revoked');
    await until(() => badges(manager.inbox, second), 'the manager has the second badge');
    // The feed sends each user's batch at the same tick; a little longer for a frame in flight.
    await new Promise((r) => setTimeout(r, 300));
    expect(badges(agent.inbox, second)).toBe(false);

    // Given back, the badges come back without a reconnect; then a demotion to guest stops them.
    await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie: admin }, payload: { permissions: DEFAULT_ROLE_PERMISSIONS.agent } });
    const third = await customer('the right is back');
    await until(() => badges(agent.inbox, third), 'the agent has the third badge');
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${co.ids.agent}/role`, headers: { cookie: admin }, payload: { role: 'guest' } })).statusCode).toBe(200);
    const fourth = await customer('after demotion');
    await until(() => badges(manager.inbox, fourth), 'the manager has the fourth badge');
    await new Promise((r) => setTimeout(r, 300));
    expect(badges(agent.inbox, fourth)).toBe(false);
  });
});
