import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, ServerMessageSchema, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { createSession } from '../../server/domain/auth/sessions';
import { build, makeCompany, makeOnboardingUser, signIn, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await build();
  // build() has already called ready(); listen() on a ready app only binds the port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}${AGENT_NAMESPACE}`;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => t.close());

const WAIT_MS = 3000;

interface Client {
  socket: Socket;
  msgs: ServerMessage[];
  next(match: Partial<ServerMessage> & Record<string, unknown>): Promise<ServerMessage>;
  /**
   * Asserts no matching message arrived before this socket's own `presence.set away` came back:
   * the server sends a socket its frames in order, so anything due earlier would be there by then.
   */
  none(match: (m: ServerMessage) => boolean, userId: number): Promise<void>;
}

function connect(cookie?: string, auth: object = { v: PROTOCOL_VERSION }, headers: Record<string, string> = {}): Client {
  const socket = io(base, { transports: ['websocket'], extraHeaders: { ...(cookie ? { cookie } : {}), ...headers }, auth, reconnection: false, forceNew: true });
  open.push(socket);
  const msgs: ServerMessage[] = [];
  socket.on(SOCKET_EVENT, (m: unknown) => msgs.push(ServerMessageSchema.parse(m)));
  const matches = (m: ServerMessage, want: Record<string, unknown>) => Object.entries(want).every(([k, v]) => (m as Record<string, unknown>)[k] === v);
  return {
    socket,
    msgs,
    next: (want) => until(() => msgs.find((m) => matches(m, want)), JSON.stringify(want)),
    async none(match, userId) {
      socket.emit(SOCKET_EVENT, { type: 'presence.set', presence: 'away' });
      await until(() => msgs.find((m) => matches(m, { type: 'presence.changed', user_id: userId, presence: 'away' })), 'own presence echo');
      expect(msgs.filter(match)).toEqual([]);
    },
  };
}

/** Connects and waits for the greeting, so the server has registered the socket. */
async function online(cookie: string) {
  const c = connect(cookie);
  await c.next({ type: 'presence.snapshot' });
  return c;
}

function refusal(c: Client): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect_error')), WAIT_MS);
    c.socket.on('connect', () => reject(new Error('connected, expected a refusal')));
    c.socket.on('connect_error', (err: Error & { data?: { reason?: string } }) => {
      clearTimeout(timer);
      resolve(err.data?.reason ?? `no reason: ${err.message}`);
    });
  });
}

const presenceOf = async (cookie: string, userId: number) =>
  (await t.app.inject({ url: '/api/users?size=500', headers: { cookie } })).json().items.find((u: { id: number }) => u.id === userId)?.presence;

describe('the /agent handshake', () => {
  it('refuses a socket without a valid session', async () => {
    expect(await refusal(connect())).toBe('unauthenticated');
    expect(await refusal(connect('sid=forged.token'))).toBe('unauthenticated');
  });

  it("refuses a page of another site riding on the agent's cookie", async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    expect(await refusal(connect(cookie, undefined, { origin: 'https://evil.example' }))).toBe('unauthenticated');
    const host = new URL(base).host;
    const same = connect(cookie, undefined, { origin: `http://${host}` });
    await same.next({ type: 'hello' });
  });

  it('closes the sockets of a session when it signs out, and only those', async () => {
    const co = await makeCompany(t.db);
    const first = await signIn(t.app, co.emails.agent);
    const second = await signIn(t.app, co.emails.agent);
    const a = connect(first);
    const b = connect(second);
    await a.next({ type: 'hello' });
    await b.next({ type: 'hello' });
    const closed = new Promise<string>((resolve) => a.socket.on('disconnect', (reason) => resolve(reason)));
    expect((await t.app.inject({ url: '/api/logout', headers: { cookie: first } })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The other session's socket still answers.
    b.socket.emit(SOCKET_EVENT, { type: 'presence.set', presence: 'away' });
    await b.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'away' });
    expect(b.socket.connected).toBe(true);
  });

  it('refuses a protocol version it does not speak', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    expect(await refusal(connect(cookie, { v: PROTOCOL_VERSION + 1 }))).toBe('version_mismatch');
    expect(await refusal(connect(cookie, {}))).toBe('version_mismatch');
  });

  it('refuses inactive users', async () => {
    const co = await makeCompany(t.db);
    const { token } = await createSession(t.db, co.ids.inactive, { ip: '', userAgent: 'test' });
    expect(await refusal(connect(`sid=${encodeURIComponent(t.app.signCookie(token))}`))).toBe('inactive');
  });

  it('gives a user in onboarding a socket for their own notices only', async () => {
    const onboarding = await makeOnboardingUser(t.db, 'pending');
    const c = connect(await signIn(t.app, onboarding.email));
    expect(await c.next({ type: 'hello' })).toEqual({ type: 'hello', v: PROTOCOL_VERSION, user_id: onboarding.user.id, company_id: 0 });
    // Approval reaches the waiting user at once.
    t.app.realtime.toUser(onboarding.user.id, { type: 'permissions.changed' });
    await c.next({ type: 'permissions.changed' });
    // Nothing of any company: every event is refused, and no presence was ever sent.
    c.socket.emit('msg', { type: 'interaction.subscribe', interaction_id: 1, after_seq: 0 });
    expect(await c.next({ type: 'error' })).toEqual({ type: 'error', code: 'err_no_permission' });
    expect(c.msgs.some((m) => m.type === 'presence.snapshot' || m.type === 'presence.changed')).toBe(false);
  });

  it('greets a signed-in user with hello, then the presence snapshot', async () => {
    const co = await makeCompany(t.db);
    const c = connect(await signIn(t.app, co.emails.agent));
    await c.next({ type: 'presence.snapshot' });
    expect(c.msgs[0]).toEqual({ type: 'hello', v: PROTOCOL_VERSION, user_id: co.ids.agent, company_id: co.id });
    expect(c.msgs.find((m) => m.type === 'presence.snapshot')).toEqual({ type: 'presence.snapshot', users: [{ user_id: co.ids.agent, presence: 'online' }] });
    // Besides the greeting the socket hears at most its own user coming online.
    expect(c.msgs.filter((m) => m.type !== 'hello' && m.type !== 'presence.snapshot')).toEqual(
      c.msgs.some((m) => m.type === 'presence.changed') ? [{ type: 'presence.changed', user_id: co.ids.agent, presence: 'online' }] : [],
    );
  });
});

describe('presence', () => {
  it('tells the company, and only the company, who comes online, goes away and leaves', async () => {
    const co = await makeCompany(t.db);
    const stranger = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const first = await online(admin);
    const outsider = await online(await signIn(t.app, stranger.emails.agent));

    const second = await online(await signIn(t.app, co.emails.agent));
    expect(await first.next({ type: 'presence.changed', user_id: co.ids.agent })).toEqual({ type: 'presence.changed', user_id: co.ids.agent, presence: 'online' });
    const snapshot = second.msgs.find((m) => m.type === 'presence.snapshot');
    expect(snapshot && snapshot.type === 'presence.snapshot' && [...snapshot.users].sort((a, b) => a.user_id - b.user_id)).toEqual([
      { user_id: co.ids.admin, presence: 'online' },
      { user_id: co.ids.agent, presence: 'online' },
    ]);
    expect(await presenceOf(admin, co.ids.agent)).toBe('online');

    second.socket.emit(SOCKET_EVENT, { type: 'presence.set', presence: 'away' });
    await first.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'away' });
    await second.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'away' });
    expect(await presenceOf(admin, co.ids.agent)).toBe('away');

    second.socket.disconnect();
    await first.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'offline' });
    expect(await presenceOf(admin, co.ids.agent)).toBe('offline');

    await outsider.none((m) => m.type === 'presence.changed' && (m.user_id === co.ids.agent || m.user_id === co.ids.admin), stranger.ids.agent);
    expect(outsider.msgs.find((m) => m.type === 'presence.snapshot')).toEqual({
      type: 'presence.snapshot',
      users: [{ user_id: stranger.ids.agent, presence: 'online' }],
    });
  });

  it('broadcasts only real changes: a second tab or a repeated choice says nothing', async () => {
    const co = await makeCompany(t.db);
    const admin = await online(await signIn(t.app, co.emails.admin));
    const cookie = await signIn(t.app, co.emails.agent);
    const tab1 = await online(cookie);
    await admin.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'online' });
    const tab2 = await online(cookie);
    tab1.socket.emit(SOCKET_EVENT, { type: 'presence.set', presence: 'online' });
    tab2.socket.disconnect();
    // The last tab's going is a real change, and its frame comes after any the two above caused.
    tab1.socket.disconnect();
    await admin.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'offline' });
    expect(admin.msgs.filter((m) => m.type === 'presence.changed' && m.user_id === co.ids.agent)).toEqual([
      { type: 'presence.changed', user_id: co.ids.agent, presence: 'online' },
      { type: 'presence.changed', user_id: co.ids.agent, presence: 'offline' },
    ]);
  });

  it('answers an invalid message with err_wrong_param_structure and stays usable', async () => {
    const co = await makeCompany(t.db);
    const c = await online(await signIn(t.app, co.emails.agent));
    for (const bad of [{ type: 'presence.set', presence: 'offline' }, { type: 'nope' }, 'hello', { type: 'presence.set', presence: 'away', extra: 1 }]) {
      const before = c.msgs.length;
      c.socket.emit(SOCKET_EVENT, bad);
      await until(() => (c.msgs.length > before ? true : undefined), `error for ${JSON.stringify(bad)}`);
      expect(c.msgs[before], JSON.stringify(bad)).toEqual({ type: 'error', code: 'err_wrong_param_structure' });
    }
    c.socket.emit(SOCKET_EVENT, { type: 'presence.set', presence: 'away' });
    await c.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'away' });
    expect(c.socket.connected).toBe(true);
  });
});

describe('REST actions reaching sockets', () => {
  it('deactivating a user closes their socket and the company sees them offline', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const admin = await online(cookie);
    const agent = await online(await signIn(t.app, co.emails.agent));
    const closed = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not closed')), WAIT_MS);
      agent.socket.on('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${co.ids.agent}/status`, headers: { cookie }, payload: { status: 'inactive' } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await admin.next({ type: 'presence.changed', user_id: co.ids.agent, presence: 'offline' });
    expect(admin.socket.connected).toBe(true);
  });

  it('tells a user whose role changed, and nobody else, to reload permissions', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const admin = await online(cookie);
    const agent = await online(await signIn(t.app, co.emails.agent));
    const guest = await online(await signIn(t.app, co.emails.guest));
    await t.app.inject({ method: 'PUT', url: `/api/users/${co.ids.agent}/role`, headers: { cookie }, payload: { role: 'manager' } });
    await agent.next({ type: 'permissions.changed' });
    await guest.none((m) => m.type === 'permissions.changed', co.ids.guest);
    await admin.none((m) => m.type === 'permissions.changed', co.ids.admin);
  });

  it('tells the whole company, and no other, when role settings change', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const agent = await online(await signIn(t.app, co.emails.agent));
    const stranger = await online(await signIn(t.app, other.emails.agent));
    const res = await t.app.inject({ method: 'PUT', url: '/api/roles/agent/permissions', headers: { cookie }, payload: { permissions: ['settings.view'] } });
    expect(res.statusCode).toBe(200);
    await agent.next({ type: 'permissions.changed' });
    await stranger.none((m) => m.type === 'permissions.changed', other.ids.agent);
  });
});
