import { eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type ServerMessage } from '../../contracts';
import { interactions } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import type { Publisher } from '../../server/realtime/publisher';
import { createRouting } from '../../server/realtime/routing';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

const GRACE_MS = 1000;
let t: Awaited<ReturnType<typeof build>>;
/** Polled waits here span sockets and routing passes: generous, so a loaded machine still passes. */
const soon = <T>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build({ routingOfflineGraceMs: GRACE_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function agent(cookie: string) {
  const { socket, inbox, send } = await consoleSocket(base, cookie);
  open.push(socket);
  const assigned = () =>
    inbox.filter((m): m is Extract<ServerMessage, { type: 'interaction.assigned' }> => m.type === 'interaction.assigned').map((m) => m.interaction.id);
  return { socket, inbox, assigned, send };
}

const queue = async (companyId: number, n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await createInteraction(t.db, { companyId, subject: `q${i}` })).id);
  return ids;
};
const owners = async (ids: number[]) =>
  Object.fromEntries(
    (await t.db.select({ id: interactions.id, owner: interactions.ownerUserId, stage: interactions.stage }).from(interactions).where(inArray(interactions.id, ids))).map(
      (r) => [r.id, r.owner],
    ),
  );
const event = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'POST', url: `/api/interactions/${id}/events`, headers: { cookie }, payload });

describe('routing', () => {
  it('fills an online agent up to their capacity, oldest first, and backfills when one closes', async () => {
    const co = await makeCompany(t.db);
    const ids = await queue(co.id, 6);
    const cookie = await signIn(t.app, co.emails.agent);
    const a = await agent(cookie);
    // A guest online has no interaction permission and is never offered one.
    await agent(await signIn(t.app, co.emails.guest));
    await soon(() => a.assigned().length === 4 || undefined, 'four assignments');
    expect(a.assigned().sort((x, y) => x - y)).toEqual(ids.slice(0, 4));
    expect(await owners(ids)).toEqual({ [ids[0]]: co.ids.agent, [ids[1]]: co.ids.agent, [ids[2]]: co.ids.agent, [ids[3]]: co.ids.agent, [ids[4]]: null, [ids[5]]: null });
    // The company's lists learned each move.
    expect(a.inbox.filter((m) => m.type === 'interaction.changed' && m.interaction.owner_user_id === co.ids.agent)).toHaveLength(4);

    expect((await event(cookie, ids[1], { type: 'interaction.close', subject: 'Шийдэгдсэн' })).statusCode).toBe(200);
    await soon(() => a.assigned().includes(ids[4]) || undefined, 'the fifth after a close');
    expect((await owners([ids[5]]))[ids[5]]).toBeNull();
  });

  it('gives the least loaded person the next conversation', async () => {
    const co = await makeCompany(t.db);
    const busy = await queue(co.id, 2);
    const admin = await signIn(t.app, co.emails.admin);
    for (const id of busy) await event(admin, id, { type: 'interaction.assign', userId: co.ids.agent });
    const a = await agent(await signIn(t.app, co.emails.agent));
    const m = await agent(await signIn(t.app, co.emails.manager));
    const fresh = await queue(co.id, 3);
    await t.app.realtime.routeQueue(co.id);
    await soon(() => m.assigned().length === 3 || undefined, 'manager catches up');
    expect(a.assigned()).toEqual([]);
    expect(Object.values(await owners(fresh))).toEqual([co.ids.manager, co.ids.manager, co.ids.manager]);
    // Now level (3 and 2… then 3 and 3): the next goes to the agent.
    const [next] = await queue(co.id, 1);
    await t.app.realtime.routeQueue(co.id);
    await soon(() => a.assigned().includes(next) || undefined, 'the agent gets the next');
  });

  it('tells a colleague when a conversation is handed to them by hand', async () => {
    const co = await makeCompany(t.db);
    // The conversation is the agent's before the manager connects: the routing pass their socket
    // starts then has nothing to hand out (it once raced the queue insert on PostgreSQL).
    const [id] = await queue(co.id, 1);
    const cookie = await signIn(t.app, co.emails.agent);
    expect((await event(cookie, id, { type: 'interaction.assign', userId: co.ids.agent })).statusCode).toBe(200);
    const m = await agent(await signIn(t.app, co.emails.manager));
    m.send({ type: 'presence.set', presence: 'away' });
    await soon(() => m.inbox.find((x) => x.type === 'presence.changed' && x.presence === 'away'), 'away');
    expect((await event(cookie, id, { type: 'interaction.escalate', userId: co.ids.manager })).statusCode).toBe(200);
    await soon(() => m.assigned().includes(id) || undefined, 'escalated to the manager');
    expect(m.assigned()).toEqual([id]);
  });

  it('offers nothing to someone away, and fills them when they come back online', async () => {
    const co = await makeCompany(t.db);
    const a = await agent(await signIn(t.app, co.emails.agent));
    a.send({ type: 'presence.set', presence: 'away' });
    await soon(() => a.inbox.find((x) => x.type === 'presence.changed' && x.presence === 'away'), 'away');
    const [id] = await queue(co.id, 1);
    await t.app.realtime.routeQueue(co.id);
    expect((await owners([id]))[id]).toBeNull();
    a.send({ type: 'presence.set', presence: 'online' });
    await soon(() => a.assigned().includes(id) || undefined, 'assigned when online');
  });

  it('gives the conversations of someone offline past the grace period to others, but not after a quick reconnect', async () => {
    const co = await makeCompany(t.db);
    const agentCookie = await signIn(t.app, co.emails.agent);
    const a = await agent(agentCookie);
    const ids = await queue(co.id, 2);
    await t.app.realtime.routeQueue(co.id);
    await soon(() => a.assigned().length === 2 || undefined, 'agent has both');

    // A page reload: gone and back within the grace period keeps them.
    a.socket.disconnect();
    const again = await agent(agentCookie);
    await new Promise((r) => setTimeout(r, GRACE_MS * 2));
    expect(Object.values(await owners(ids))).toEqual([co.ids.agent, co.ids.agent]);

    const m = await agent(await signIn(t.app, co.emails.manager));
    again.socket.disconnect();
    await until(() => (m.assigned().length === 2 ? true : undefined), 'manager takes both over', GRACE_MS + 8000);
    expect(m.assigned().sort((x, y) => x - y)).toEqual(ids);
    expect(Object.values(await owners(ids))).toEqual([co.ids.manager, co.ids.manager]);
    // On the way they were back in the queue, which the company's lists saw.
    expect(m.inbox.some((x) => x.type === 'interaction.changed' && x.interaction.stage === 'queued' && ids.includes(x.interaction.id))).toBe(true);
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, ids[0]));
    expect(row.state).toMatchObject({ value: { open: 'agent' }, context: { assigneeId: co.ids.manager } });
  });

  it("keeps an offline agent's conversations while only this process's sockets can be seen (Redis down), and requeues once all can", async () => {
    const co = await makeCompany(t.db);
    const a = await agent(await signIn(t.app, co.emails.agent));
    const [id] = await queue(co.id, 1);
    await t.app.realtime.routeQueue(co.id);
    await soon(() => a.assigned().includes(id) || undefined, 'assigned');
    // A routing of this process whose look-ups see nobody online, first without the other processes.
    let complete = false;
    const changed: number[] = [];
    const publisher = { interactionChanged: async (row: { id: number }) => void changed.push(row.id) } as unknown as Publisher;
    const routing = createRouting(t.db, publisher, async () => ({ presence: new Map(), complete }), 100, { warn() {} });
    routing.agentOffline(co.id, co.ids.agent);
    await new Promise((r) => setTimeout(r, 450));
    expect((await owners([id]))[id]).toBe(co.ids.agent);
    expect(changed).toEqual([]);
    complete = true;
    await soon(() => changed.includes(id) || undefined, 'requeued once every process is seen');
    expect((await owners([id]))[id]).toBeNull();
    await routing.stop();
  });

  /**
   * A routing of the test's own whose first presence look-up fails (as the database or Redis may),
   * then answers `online`; what it logs goes to `warned`, the rows it changes to `changed`.
   */
  function failingOnce(online: number[], graceMs: number, retryMs?: number) {
    let lookups = 0;
    const changed: number[] = [];
    const warned: string[] = [];
    const publisher = { interactionChanged: async (row: { id: number }) => void changed.push(row.id) } as unknown as Publisher;
    const lookUp = async () => {
      if (++lookups === 1) throw new Error('look-up failed');
      return { presence: new Map(online.map((id) => [id, 'online' as const])), complete: true };
    };
    const routing = createRouting(t.db, publisher, lookUp, graceMs, { warn: (_o, msg) => void warned.push(msg) }, retryMs);
    return { routing, changed, warned, lookups: () => lookups };
  }

  it('tries a failed pass again, so a waiting chat does not wait for the next event', async () => {
    const co = await makeCompany(t.db);
    const [id] = await queue(co.id, 1);
    // Nobody of the company is connected, so the server's own routing leaves the chat alone.
    const { routing, changed, warned, lookups } = failingOnce([co.ids.agent], GRACE_MS, 200);
    await routing.routeQueue(co.id);
    expect(warned).toEqual(['routing pass failed']);
    expect((await owners([id]))[id]).toBeNull();
    await soon(() => changed.includes(id) || undefined, 'assigned by the pass tried again');
    expect((await owners([id]))[id]).toBe(co.ids.agent);
    expect(lookups()).toBe(2);
    await routing.stop();
  });

  it('looks again after a requeue that failed, so an offline agent does not keep their conversations', async () => {
    const co = await makeCompany(t.db);
    await agent(await signIn(t.app, co.emails.agent));
    const [id] = await queue(co.id, 1);
    await t.app.realtime.routeQueue(co.id);
    expect((await owners([id]))[id]).toBe(co.ids.agent);
    // This routing sees nobody online once its look-up works.
    const { routing, changed, warned } = failingOnce([], 100);
    routing.agentOffline(co.id, co.ids.agent);
    await soon(() => changed.includes(id) || undefined, 'requeued by the look-up after the failed one');
    expect(warned[0]).toBe('requeue after going offline failed');
    expect((await owners([id]))[id]).toBeNull();
    await routing.stop();
  });
});
