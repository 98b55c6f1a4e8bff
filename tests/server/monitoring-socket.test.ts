import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, type MonitoringDelta, type ServerMessage } from '../../contracts';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

/**
 * The wall screen's feed over a real socket: a snapshot, then numbered deltas of presence and
 * interactions; after a reconnect exactly the deltas missed (or a snapshot when they are no longer
 * kept); refused without dashboard.view; nothing of another company.
 */
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

async function client(cookie: string) {
  const c = await consoleSocket(base, cookie);
  open.push(c.socket);
  return c;
}
const deltas = (inbox: ServerMessage[]): MonitoringDelta[] => inbox.flatMap((m) => (m.type === 'monitoring.delta' ? [m.delta] : []));
const snapshots = (inbox: ServerMessage[]) => inbox.flatMap((m) => (m.type === 'monitoring.snapshot' ? [m.snapshot] : []));

describe('the monitoring feed', () => {
  it('sends a snapshot, then numbered deltas as people come and go and chats arrive and are taken', async () => {
    const co = await makeCompany(t.db);
    // The guest watches (dashboard.view) and takes no chats, so routing has only the agent.
    const screen = await client(await signIn(t.app, co.emails.guest));
    screen.send({ type: 'monitoring.subscribe', after_seq: 0 });
    const snap = await until(() => snapshots(screen.inbox)[0], 'a snapshot');
    expect(snap.agents.map((a) => a.user_id)).not.toContain(co.ids.guest);
    expect(snap.agents.find((a) => a.user_id === co.ids.manager)).toMatchObject({ presence: 'offline' });
    expect(snap.agents.find((a) => a.user_id === co.ids.agent)).toMatchObject({ presence: 'offline' });
    expect(snap.interactions).toEqual([]);

    // A chat arrives while nobody can take it: it waits in the queue.
    const chat = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(chat);
    const queued = await until(() => deltas(screen.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === chat.id)), 'the chat waiting');
    expect(queued.interactions!.find((i) => i.interaction_id === chat.id)).toMatchObject({ stage: 'queued', owner_user_id: null });
    // Today's figures follow in a delta of their own, counting it.
    await until(() => deltas(screen.inbox).find((d) => d.seq >= queued.seq && d.figures && d.figures.by_channel.some((c) => c.count >= 1)), "today's figures");

    // The agent comes online; routing gives them the chat.
    const agent = await client(await signIn(t.app, co.emails.agent));
    await until(() => deltas(screen.inbox).find((d) => d.agents?.some((a) => a.user_id === co.ids.agent && a.presence === 'online')), 'the agent online');
    const taken = await until(
      () => deltas(screen.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === chat.id && i.owner_user_id === co.ids.agent)),
      'the chat taken',
    );
    expect(taken.interactions!.find((i) => i.interaction_id === chat.id)).toMatchObject({ stage: 'agent' });

    // The agent answers: the first response reaches the screen.
    agent.send({ type: 'message.send', interaction_id: chat.id, client_id: 'first-reply-1', body: 'Сайн байна уу' });
    await until(() => deltas(screen.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === chat.id && i.first_response_at)), 'the first response');

    agent.send({ type: 'presence.set', presence: 'away' });
    await until(() => deltas(screen.inbox).find((d) => d.agents?.some((a) => a.user_id === co.ids.agent && a.presence === 'away')), 'the agent away');

    // Numbers follow one another from the snapshot's, each once (a delta the snapshot already
    // reflects may come too, as the socket joins the room before the snapshot is read).
    const seqs = deltas(screen.inbox)
      .map((d) => d.seq)
      .filter((seq) => seq > snap.seq);
    expect(seqs, JSON.stringify(deltas(screen.inbox))).toEqual(seqs.map((_, i) => snap.seq + 1 + i));
  });

  it('after a reconnect sends exactly the deltas missed, and a snapshot when asked from a number it no longer has', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const first = await client(cookie);
    first.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(first.inbox)[0], 'a snapshot');
    const one = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(one);
    const seen = await until(() => deltas(first.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === one.id)), 'the first chat');
    first.socket.disconnect();

    // While the screen is away: another chat, and the first one closes unanswered.
    const two = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(two);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${one.id}/events`,
      headers: { cookie },
      payload: { type: 'interaction.close', subject: 'Left' },
    });
    expect(closed.statusCode).toBe(200);
    const last = async () => (await t.app.inject({ method: 'GET', url: '/api/monitoring/snapshot', headers: { cookie } })).json().seq as number;
    await until2(async () => (await last()) >= seen.seq + 2, 'the missed deltas stored');

    const again = await client(cookie);
    again.send({ type: 'monitoring.subscribe', after_seq: seen.seq });
    const target = await last();
    await until(() => deltas(again.inbox).some((d) => d.seq === target), 'caught up');
    expect(snapshots(again.inbox)).toEqual([]);
    // The catch-up ends with the number it reached, so a screen knows it is whole again.
    await until(() => again.inbox.find((m) => m.type === 'monitoring.synced'), 'the end of the catch-up');
    // The catch-up and live deltas may interleave and overlap (the socket is in the room while it
    // catches up, so a delta committed meanwhile may come both ways; floor$ applies it once): together
    // they hold every number after the screen's, none missing.
    const missed = [...new Map(deltas(again.inbox).map((d) => [d.seq, d])).values()].sort((x, y) => x.seq - y.seq);
    expect(missed.map((d) => d.seq)).toEqual(missed.map((_, i) => seen.seq + 1 + i));
    expect(missed.some((d) => d.interactions?.some((i) => i.interaction_id === two.id))).toBe(true);
    expect(missed.some((d) => d.closed_interactions?.includes(one.id))).toBe(true);

    again.send({ type: 'monitoring.subscribe', after_seq: target + 1000 });
    const fresh = await until(() => snapshots(again.inbox)[0], 'a snapshot for an unknown number');
    expect(fresh.interactions.map((i) => i.interaction_id)).toEqual([two.id]);
  });

  it('refuses a role without dashboard.view and sends it nothing after', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/guest/permissions', headers: { cookie: admin }, payload: { permissions: [] } });
    expect(res.statusCode).toBe(200);
    const guest = await client(await signIn(t.app, co.emails.guest));
    guest.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => guest.inbox.find((m) => m.type === 'error' && m.code === 'err_no_permission'), 'the refusal');
    const chat = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(chat);
    // A watcher of the same company gets the delta; by then the guest would have had it too.
    const watcher = await client(admin);
    watcher.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(watcher.inbox)[0], 'the admin watching');
    const later = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(later);
    await until(() => deltas(watcher.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === later.id)), 'the admin sees it');
    expect(guest.inbox.filter((m) => m.type === 'monitoring.delta' || m.type === 'monitoring.snapshot')).toEqual([]);
  });

  it('stops sending to a screen whose role loses dashboard.view while it watches', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const guest = await client(await signIn(t.app, co.emails.guest));
    guest.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(guest.inbox)[0], 'the guest watching');
    const watcher = await client(admin);
    watcher.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(watcher.inbox)[0], 'the admin watching');
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/guest/permissions', headers: { cookie: admin }, payload: { permissions: [] } });
    expect(res.statusCode).toBe(200);
    const seen = guest.inbox.length;
    const chat = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(chat);
    await until(() => deltas(watcher.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === chat.id)), 'the admin sees it');
    expect(guest.inbox.slice(seen).filter((m) => m.type === 'monitoring.delta')).toEqual([]);
  });

  it('sends a change of presence at once, not after the figures held back for their second', async () => {
    const co = await makeCompany(t.db);
    const screen = await client(await signIn(t.app, co.emails.admin));
    screen.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(screen.inbox)[0], 'a snapshot');
    const first = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(first);
    await until(() => deltas(screen.inbox).find((d) => d.figures), "today's figures", 5000);
    const figuresSeen = performance.now();
    // A second chat within the second: its row goes now, its figures wait until a second after
    // the last ones (FIGURES_MIN_MS). A change of presence meanwhile must not wait with them.
    const second = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(second);
    await until(() => deltas(screen.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === second.id)), 'the second chat', 5000);
    t.app.realtime.monitoring.presenceChanged(co.id, co.ids.agent, 'away');
    await until(() => deltas(screen.inbox).find((d) => d.agents?.some((a) => a.user_id === co.ids.agent && a.presence === 'away')), 'the agent away', 5000);
    expect(performance.now() - figuresSeen).toBeLessThan(900);
  });

  it("gives a screen only its own company's floor", async () => {
    const a = await makeCompany(t.db);
    const b = await makeCompany(t.db);
    const screenB = await client(await signIn(t.app, b.emails.admin));
    screenB.send({ type: 'monitoring.subscribe', after_seq: 0 });
    const snap = await until(() => snapshots(screenB.inbox)[0], 'B snapshot');
    expect(snap.agents.every((p) => Object.values(b.ids).includes(p.user_id))).toBe(true);
    const screenA = await client(await signIn(t.app, a.emails.admin));
    screenA.send({ type: 'monitoring.subscribe', after_seq: 0 });
    await until(() => snapshots(screenA.inbox)[0], 'A snapshot');
    const chatA = await createInteraction(t.db, { companyId: a.id });
    await t.app.realtime.interactionChanged(chatA);
    await client(await signIn(t.app, a.emails.agent));
    await until(() => deltas(screenA.inbox).find((d) => d.agents?.some((p) => p.user_id === a.ids.agent)), 'A agent online on A screen');
    const chatB = await createInteraction(t.db, { companyId: b.id });
    await t.app.realtime.interactionChanged(chatB);
    await until(() => deltas(screenB.inbox).find((d) => d.interactions?.some((i) => i.interaction_id === chatB.id)), "B's own chat");
    const leak = JSON.stringify(screenB.inbox);
    expect(
      deltas(screenB.inbox)
        .flatMap((d) => d.interactions ?? [])
        .map((i) => i.interaction_id),
    ).not.toContain(chatA.id);
    expect(
      deltas(screenB.inbox)
        .flatMap((d) => d.agents ?? [])
        .map((p) => p.user_id),
    ).not.toContain(a.ids.agent);
    expect(leak).not.toContain(`"interaction_id":${chatA.id},`);
  });
});

async function until2(check: () => Promise<boolean>, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
