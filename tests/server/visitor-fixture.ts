import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  AGENT_NAMESPACE,
  VISITOR_EVENT,
  VISITOR_NAMESPACE,
  VISITOR_PROTOCOL_VERSION,
  type ServerMessage,
  type VisitorClientMessage,
  type VisitorServerMessage,
} from '../../contracts';
import { DEFAULT_WEBCHAT_LIMITS } from '../../server/config';
import { build, consoleSocket, makeWebchat, until } from './helper';

/** Polled waits here span sockets and routing passes: generous, so a loaded machine still passes. */
export const soon = <T>(find: () => T | undefined | false, what: string) => until(find, what, 10_000);

/**
 * Every test's visitors come from 127.0.0.1 and many tests share one server: the limits per address
 * and per web chat are out of the way unless a test is about them (visitor-limits.test.ts).
 */
export const ROOMY_LIMITS = { ...DEFAULT_WEBCHAT_LIMITS, addressMessages: 1e6, addressEvents: 1e6, addressChats: 1e6, widgetChats: 1e6 };

/** `address`: the client address a trusted proxy forwards (with `trustProxy`). */
type Opts = { origin?: string | null; token?: string; locale?: 'mn' | 'en'; v?: number; key?: string; address?: string };

/**
 * A test server listening on a port (with `config` over the test defaults), for a suite of widget
 * and console sockets: registers the suite's hooks (sockets opened by a test are closed after it)
 * and answers the clients.
 */
export function visitorFixture(config: () => Parameters<typeof build>[0] = () => ({})) {
  const live = {} as { t: Awaited<ReturnType<typeof build>>; origin: string };
  const open: Socket[] = [];
  beforeAll(async () => {
    live.t = await build({ webchatLimits: ROOMY_LIMITS, ...config() });
    await live.t.app.listen({ port: 0, host: '127.0.0.1' });
    live.origin = `http://127.0.0.1:${(live.t.app.server.address() as { port: number }).port}`;
  });
  afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
  afterAll(() => live.t.close());

  /** A web chat of a company, named in both languages and greeting in both. */
  const makeWidget = (companyId: number, opts: { active?: boolean; nameEn?: string } = {}) =>
    makeWebchat(live.t.db, companyId, { nameEn: opts.nameEn ?? 'Shop', greeting: 'Сайн байна уу', greetingEn: 'Hello', isActive: opts.active ?? true });

  function visitorSocket(key: string, o: Opts = {}) {
    const headers: Record<string, string> = {};
    const pageOrigin = o.origin === undefined ? null : o.origin;
    if (pageOrigin) headers.origin = pageOrigin;
    if (o.address) headers['x-forwarded-for'] = o.address;
    const socket = io(live.origin + VISITOR_NAMESPACE, {
      transports: ['websocket'],
      extraHeaders: headers,
      auth: { v: o.v ?? VISITOR_PROTOCOL_VERSION, key, locale: o.locale ?? 'mn', ...(o.token ? { token: o.token } : {}) },
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    return socket;
  }

  /** Resolves with the refusal reason, or 'connected'. */
  const outcome = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (err: Error & { data?: { reason?: string } }) => resolve(err.data?.reason ?? err.message));
    });

  async function visitor(key: string, o: Opts & { origin: string }) {
    const socket = visitorSocket(key, o);
    const inbox: VisitorServerMessage[] = [];
    socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => inbox.push(m));
    const result = await outcome(socket);
    if (result !== 'connected') throw new Error(`visitor refused: ${result}`);
    const welcome = await soon(() => inbox.find((m) => m.type === 'welcome') as Extract<VisitorServerMessage, { type: 'welcome' }> | undefined, 'welcome');
    const waitFor = <K extends VisitorServerMessage['type']>(type: K, pred: (m: Extract<VisitorServerMessage, { type: K }>) => boolean = () => true) =>
      soon(
        () => inbox.find((m): m is Extract<VisitorServerMessage, { type: K }> => m.type === type && pred(m as Extract<VisitorServerMessage, { type: K }>)),
        `visitor ${type}`,
      );
    return { socket, inbox, welcome, send: (m: VisitorClientMessage) => socket.emit(VISITOR_EVENT, m), waitFor };
  }

  async function agent(cookie: string) {
    const { socket, inbox, send } = await consoleSocket(live.origin + AGENT_NAMESPACE, cookie);
    open.push(socket);
    const waitFor = <K extends ServerMessage['type']>(type: K, pred: (m: Extract<ServerMessage, { type: K }>) => boolean = () => true) =>
      soon(() => inbox.find((m): m is Extract<ServerMessage, { type: K }> => m.type === type && pred(m as Extract<ServerMessage, { type: K }>)), `agent ${type}`);
    return { socket, inbox, send, waitFor };
  }

  return { live, makeWidget, visitorSocket, outcome, visitor, agent };
}

export const siteOf = (w: { domain: string }) => `https://${w.domain}`;
/** The activity items about one conversation, over all the frames received. */
export const activityOf = (inbox: ServerMessage[], id: number) =>
  inbox.flatMap((m) => (m.type === 'interaction.activity' ? m.items.filter((i) => i.interaction_id === id) : []));
