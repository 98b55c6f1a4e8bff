import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { AGENT_NAMESPACE, SOCKET_EVENT, VISITOR_EVENT } from '../../contracts';
import { build, consoleSocket, makeCompany, makeWebchat, signIn, until, widgetSocket } from './helper';

/**
 * A frame over the transport's own ceiling (1 MB, where WebSocket frames are cut with close code
 * 1009) is answered too: the client gets the protocol's error frame before the connection closes,
 * on both namespaces, over a real WebSocket. (Frames between the protocol's 64 KB limit and the
 * ceiling are answered with the connection kept: http-hardening.test.ts.)
 */
let t: Awaited<ReturnType<typeof build>>;
let origin: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => t.close());

/** About 1.2 MB once encoded: over the transport's 1,000,000-byte ceiling. */
const HUGE = 'я'.repeat(600_000);

/** Resolves with the close's reason and the error frames received before it. */
const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('a socket frame over 1 MB', () => {
  it('gets an error frame on the console’s namespace before the connection closes', async () => {
    const co = await makeCompany(t.db);
    const { socket, inbox } = await consoleSocket(origin + AGENT_NAMESPACE, await signIn(t.app, co.emails.agent));
    open.push(socket);
    await until(() => inbox.find((m) => m.type === 'presence.snapshot'), 'snapshot');
    const gone = closed(socket);
    socket.emit(SOCKET_EVENT, { type: 'message.send', interaction_id: 1, client_id: 'huge-1', body: HUGE });
    const reason = await gone;
    expect(inbox.filter((m) => m.type === 'error')).toEqual([{ type: 'error', code: 'err_body_too_large' }]);
    expect(reason).toBe('transport close');
    // A new connection works as before.
    const again = await consoleSocket(origin + AGENT_NAMESPACE, await signIn(t.app, co.emails.agent));
    open.push(again.socket);
    await until(() => again.inbox.find((m) => m.type === 'presence.snapshot'), 'snapshot after reconnecting');
  });

  it('gets an error frame on the widget’s namespace before the connection closes', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWebchat(t.db, co.id);
    const { socket, inbox } = await widgetSocket(origin, w, (s) => open.push(s));
    const gone = closed(socket);
    socket.emit(VISITOR_EVENT, { type: 'message.send', client_id: 'huge-1', body: HUGE });
    await gone;
    expect(inbox.filter((m) => m.type === 'error')).toEqual([{ type: 'error', code: 'err_body_too_large' }]);
  });
});

describe('a long-polling POST over 1 MB', () => {
  it('gets an error frame on the console’s namespace, not a bare 413, over a polling-only client', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const { socket, inbox } = await consoleSocket(origin + AGENT_NAMESPACE, cookie, ['polling']);
    open.push(socket);
    await until(() => inbox.find((m) => m.type === 'presence.snapshot'), 'snapshot');
    expect(socket.io.engine.transport.name).toBe('polling');
    const gone = closed(socket);
    socket.emit(SOCKET_EVENT, { type: 'message.send', interaction_id: 1, client_id: 'huge-polling', body: HUGE });
    await gone;
    expect(inbox.filter((m) => m.type === 'error')).toEqual([{ type: 'error', code: 'err_body_too_large' }]);
    const again = await consoleSocket(origin + AGENT_NAMESPACE, cookie, ['polling']);
    open.push(again.socket);
    await until(() => again.inbox.find((m) => m.type === 'presence.snapshot'), 'snapshot after reconnecting');
  });

  it('gets an error frame on the widget’s namespace, not a bare 413, over a polling-only client', async () => {
    const co = await makeCompany(t.db);
    const w = await makeWebchat(t.db, co.id);
    const { socket, inbox } = await widgetSocket(origin, w, (s) => open.push(s), ['polling']);
    expect(socket.io.engine.transport.name).toBe('polling');
    const gone = closed(socket);
    socket.emit(VISITOR_EVENT, { type: 'message.send', client_id: 'huge-polling', body: HUGE });
    await gone;
    expect(inbox.filter((m) => m.type === 'error')).toEqual([{ type: 'error', code: 'err_body_too_large' }]);
  });
});
