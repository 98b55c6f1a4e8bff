import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, SOCKET_EVENT, ServerMessageSchema, type ClientMessage, type ServerMessage } from '../../contracts';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn, until } from './helper';

/**
 * Kiosk links: an admin names a read-only wall screen and gets its token once; a TV opens the feed
 * with the token and no session, sees its company's floor and nothing else; revoked, it goes dark.
 */
let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function screenSocket(token: string) {
  const socket = io(base + AGENT_NAMESPACE, { transports: ['websocket'], auth: { v: PROTOCOL_VERSION, screen: token }, reconnection: false, forceNew: true });
  open.push(socket);
  const inbox: ServerMessage[] = [];
  socket.on(SOCKET_EVENT, (m: unknown) => inbox.push(ServerMessageSchema.parse(m)));
  const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
  const connected = await new Promise<boolean>((resolve) => {
    socket.on('connect', () => resolve(true));
    socket.on('connect_error', () => resolve(false));
  });
  return { socket, inbox, connected, closed, send: (m: ClientMessage) => socket.emit(SOCKET_EVENT, m) };
}

async function makeScreen(cookie: string, name = 'Lobby TV') {
  const res = await t.app.inject({ method: 'POST', url: '/api/monitoring/screens', headers: { cookie }, payload: { name } });
  expect(res.statusCode).toBe(200);
  return res.json() as { screen: { id: number; name: string }; token: string };
}

describe('wall-screen links', () => {
  it('opens its company’s feed with no session, and refuses every other event', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const { screen, token } = await makeScreen(admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitoring/screens', headers: { cookie: admin } })).json().items).toEqual([
      expect.objectContaining({ id: screen.id, name: 'Lobby TV' }),
    ]);

    const tv = await screenSocket(token);
    expect(tv.connected).toBe(true);
    tv.send({ type: 'monitoring.subscribe', after_seq: 0 });
    const snap = await until(() => tv.inbox.find((m) => m.type === 'monitoring.snapshot'), 'the snapshot');
    expect(snap.type === 'monitoring.snapshot' && snap.snapshot.agents.map((a) => a.user_id).sort()).toEqual([co.ids.admin, co.ids.manager, co.ids.agent].sort());
    const chat = await createInteraction(t.db, { companyId: co.id });
    await t.app.realtime.interactionChanged(chat);
    await until(() => tv.inbox.find((m) => m.type === 'monitoring.delta' && m.delta.interactions?.some((i) => i.interaction_id === chat.id)), 'the chat on the screen');

    // Nothing but monitoring: a conversation, a message, presence.
    tv.send({ type: 'interaction.subscribe', interaction_id: chat.id, after_seq: 0 });
    tv.send({ type: 'message.send', interaction_id: chat.id, client_id: 'screen-msg-1', body: 'hi' });
    tv.send({ type: 'presence.set', presence: 'online' });
    await until(() => tv.inbox.filter((m) => m.type === 'error' && m.code === 'err_no_permission').length === 3, 'three refusals');
    expect(tv.inbox.some((m) => m.type === 'messages.resync' || m.type === 'message.ack' || m.type === 'message.created')).toBe(false);
    // The token is no session for the REST API.
    const rest = await t.app.inject({ method: 'GET', url: '/api/monitoring/snapshot', headers: { cookie: `sid=${token}` } });
    expect(rest.statusCode).toBe(401);
  });

  it('is refused with a wrong or revoked token, and a revoked screen goes dark at once', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    expect((await screenSocket('not-a-token')).connected).toBe(false);
    const { screen, token } = await makeScreen(admin);
    const tv = await screenSocket(token);
    expect(tv.connected).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/monitoring/screens/${screen.id}`, headers: { cookie: admin } });
    expect(del.statusCode).toBe(200);
    await tv.closed;
    expect((await screenSocket(token)).connected).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitoring/screens', headers: { cookie: admin } })).json().items).toEqual([]);
  });

  it('needs settings.edit to make one, a name of 1 to 60 characters, and another company cannot revoke it', async () => {
    const a = await makeCompany(t.db);
    const b = await makeCompany(t.db);
    const admin = await signIn(t.app, a.emails.admin);
    const post = (cookie: string, name: string) => t.app.inject({ method: 'POST', url: '/api/monitoring/screens', headers: { cookie }, payload: { name } });
    expect((await post(await signIn(t.app, a.emails.agent), 'TV')).json().code).toBe('err_no_permission');
    expect((await post(admin, '  ')).json().code).toBe('err_name_empty');
    expect((await post(admin, 'x'.repeat(61))).json().code).toBe('err_name_too_long');
    const { screen, token } = await makeScreen(admin);
    const other = await t.app.inject({ method: 'DELETE', url: `/api/monitoring/screens/${screen.id}`, headers: { cookie: await signIn(t.app, b.emails.admin) } });
    expect(other.statusCode).toBe(404);
    expect((await screenSocket(token)).connected).toBe(true);
  });
});
