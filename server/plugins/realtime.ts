import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  AGENT_NAMESPACE,
  ClientMessageSchema,
  HandshakeAuthSchema,
  PROTOCOL_VERSION,
  SESSION_COOKIE,
  SOCKET_EVENT,
  SOCKET_FRAME_MAX,
  VISITOR_NAMESPACE,
  type Message,
  type Presence,
  type RefusalReason,
  type ServerMessage,
  type SessionEndReason,
  type VisitorServerMessage,
} from '../../contracts';
import { findSession, sessionIdOf } from '../domain/auth/sessions';
import { isSameOrigin } from '../lib/same-origin';
import { limitFrames } from '../realtime/frame-limit';
import type { InteractionRow } from '../domain/interactions/apply-event';
import { offlineGraceMs } from '../domain/routing/grace';
import { presenceOfSockets, type AgentSocketData } from '../realtime/presence';
import { handleConversationMessage } from '../realtime/conversations';
import { createMessageWriter } from '../domain/interactions/message-writer';
import { createReadMarkWriter } from '../domain/interactions/read-mark-writer';
import { createTypingLookup } from '../domain/interactions/typing-lookup';
import { createPublisher } from '../realtime/publisher';
import { companyRoom, userRoom, workRoom } from '../realtime/rooms';
import { createAccessRooms } from '../realtime/access-rooms';
import { createRouting } from '../realtime/routing';
import { setUpVisitorNamespace } from '../realtime/visitor';
import { publishingSafely } from '../realtime/redis-publish';
import { createClusterLookup, type LookupResult } from '../realtime/cluster-lookup';
import { watchClusterLink, type ClusterLink } from '../realtime/cluster-link';
// Monitoring (issue 23): the wall screen's feed and its subscription.
import { createMonitoringFeed, type MonitoringFeed } from '../realtime/monitoring-feed';
import { handleMonitoringMessage, publisherWatchedBy } from '../realtime/monitoring';
import { endOpenPresence } from '../domain/monitoring/presence-log';
import { admitScreen, isScreenSocket, serveScreen } from '../realtime/monitoring-screen';

export interface Realtime {
  io: Server;
  /** Presence of a company's users across every server process (absent = offline). */
  companyPresence(companyId: number): Promise<Map<number, Presence>>;
  toCompany(companyId: number, msg: ServerMessage): void;
  toUser(userId: number, msg: ServerMessage): void;
  /** All tabs of one web-chat visitor. */
  toVisitor(visitorId: number, msg: VisitorServerMessage): void;
  /** Tells every socket of a user why their access ended (`session.ended`), then closes them. */
  endUserSessions(userId: number, reason: SessionEndReason): void;
  /**
   * Publishes a committed message (as appendMessage answers it) to its subscribers, the lists of
   * the staff it concerns and the visitor's widget.
   */
  publishMessage(stored: { message: Message; notify: number[] }): void;
  /**
   * A committed lifecycle or meta change: `interaction.changed` to the company, `interaction.assigned`
   * to a new owner, and with `visitor` `conversation.changed` to the visitor's widget (close, rating).
   */
  interactionChanged(row: InteractionRow, opts?: { assignedTo?: number; visitor?: boolean }): Promise<void>;
  /** Offers the company's waiting conversations to online agents (call after creating one or freeing capacity). */
  routeQueue(companyId: number): Promise<void>;
  /**
   * After a role's permissions (the whole company) or one user's role changed: each socket leaves
   * the rooms its user lost the right to (the work room, conversations no longer readable) and
   * joins the work room if it gained it. Resolves once done, so what is published next follows it.
   */
  refreshAccess(companyId: number, userId?: number): Promise<void>;
  /** Closes the sockets opened with one session (signed out). */
  disconnectSession(userId: number, sessionId: string): Promise<void>;
  /** The wall screen's feed: tell it of changes it cannot see (settings, people). */
  monitoring: MonitoringFeed;
}

/** The transport's hard ceiling on a frame (and on a long-polling body), socket.io's default. */
const TRANSPORT_FRAME_MAX = 1_000_000;

function refuse(reason: RefusalReason) {
  const err = new Error(reason) as Error & { data: { reason: RefusalReason } };
  err.data = { reason };
  return err;
}

/**
 * socket.io on the HTTP server's port. The /agent namespace admits only sockets with a valid
 * session cookie and a protocol version it speaks, then joins them to their company and user rooms;
 * the /visitor namespace serves the web-chat widget (realtime/visitor.ts). With REDIS_URL the Redis
 * adapter carries broadcasts and socket look-ups of both namespaces between processes.
 */
export default fp(async (app) => {
  // CORS lets the widget's long-polling fallback work from any site; it never carries credentials,
  // and /agent checks the Origin itself.
  // A frame over the protocol's limit is answered (realtime/frame-limit.ts); only one over this
  // ceiling, far above anything the protocol sends, is cut off by the transport (close code 1009).
  const io = new Server(app.server, { serveClient: false, cors: { origin: true, credentials: false }, maxHttpBufferSize: TRANSPORT_FRAME_MAX });
  // Whether the other processes can be asked (always, with one process and no Redis), and what
  // happens when they can be again after a while they could not.
  let link: ClusterLink = { reachable: () => true, stop() {} };
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = publishingSafely(new Redis(app.config.redisUrl), app.log);
    const sub = pub.duplicate();
    // Without a listener ioredis prints each connection error itself; the log says which server.
    for (const client of [pub, sub]) client.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
    io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
    link = watchClusterLink([pub, sub], () => catchUpAfterOutage());
    app.addHook('onClose', async () => {
      // quit() lets the adapter's last commands finish; disconnect() would reject them. But with
      // Redis unreachable, quit() would wait in the offline queue through more than a minute of retries.
      await Promise.allSettled([pub, sub].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
    });
  }
  const agents = io.of(AGENT_NAMESPACE);
  const visitors = io.of(VISITOR_NAMESPACE);
  let closing = false;
  // Socket work under way (events of both namespaces, presence on connect and disconnect): shutdown
  // waits for it, so no look-up across processes is left half-sent when Redis closes.
  // A failure is logged as `failure`, never left unhandled.
  const underWay = new Set<Promise<unknown>>();
  const track = (failure: string, work: () => Promise<unknown>) => {
    const running = work().catch((err) => app.log.warn({ err }, failure));
    underWay.add(running);
    void running.finally(() => underWay.delete(running));
  };

  type Sock = { id: string; data: AgentSocketData; disconnect(close?: boolean): void };
  // With Redis down, look-ups answer from this process's sockets instead of waiting (cluster-lookup.ts).
  const lookUp = createClusterLookup(() => link.reachable(), app.log);
  const lookUpIn = async (room: string) => (await lookUp(agents, room)) as unknown as LookupResult<Sock>;
  const socketsIn = async (room: string) => (await lookUpIn(room)).found;
  // Companies whose presence or routing was worked out from this process's sockets alone, or whose
  // presence changes reached only this process's consoles: looked at again when Redis is back.
  const unsure = new Set<number>();
  const presenceLookup = async (companyId: number) => {
    const { found, complete } = await lookUpIn(companyRoom(companyId));
    if (!complete) unsure.add(companyId);
    return { presence: presenceOfSockets(found), complete };
  };
  const companyPresence = async (companyId: number) => (await presenceLookup(companyId)).presence;
  // Monitoring: the feed hears of every interaction change and staff message the publisher sends.
  const monitoring = createMonitoringFeed(app.db, agents, app.config.companyTimeZone, app.log, { singleProcess: !app.config.redisUrl });
  if (!app.config.redisUrl) await endOpenPresence(app.db);
  const publisher = publisherWatchedBy(createPublisher(app.db, agents, visitors, app.config.sessionSecret, app.log, lookUp), monitoring);
  const access = createAccessRooms(app.db, agents, lookUp);
  // Whether a socket joins its company's work room, worked out while it is admitted (access-rooms.ts).
  const admittedToWork = new WeakMap<Socket, boolean>();
  const routing = createRouting(app.db, publisher, presenceLookup, offlineGraceMs(app.config), app.log);
  // Live traffic of both namespaces goes to the database with group commit (live-traffic.ts).
  const live = { writer: createMessageWriter(app.messageDb), reads: createReadMarkWriter(app.db), typing: createTypingLookup(app.db) };
  const visitorNs = setUpVisitorNamespace(visitors, {
    db: app.db,
    ...live,
    pub: publisher,
    routing,
    secret: app.config.sessionSecret,
    trustProxy: app.config.trustProxy,
    limits: app.config.webchatLimits,
    log: app.log,
    track,
  });

  agents.use(async (socket, next) => {
    try {
      const auth = HandshakeAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success || auth.data.v !== PROTOCOL_VERSION) return next(refuse('version_mismatch'));
      // Browsers always send Origin on WebSocket handshakes: a page of another site (or a sibling
      // subdomain, which SameSite does not stop) must not ride on the agent's cookie.
      const { origin, host } = socket.handshake.headers;
      if (origin && !isSameOrigin(origin, host)) return next(refuse('unauthenticated'));
      // Monitoring: a kiosk's wall-screen token instead of a session (realtime/monitoring-screen.ts).
      if (auth.data.screen !== undefined) return next(await admitScreen(app.db, socket, auth.data.screen));
      const raw = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const token = raw ? app.unsignCookie(raw) : null;
      const found = token?.valid && token.value ? await findSession(app.db, token.value, app.config.sessionMaxAgeMs) : null;
      if (!found) return next(refuse('unauthenticated'));
      if (found.user.status !== 'active') return next(refuse('inactive'));
      // A user still in onboarding (no company) gets a socket for their own notices only (approval).
      socket.data = { userId: found.user.id, companyId: found.user.companyId ?? 0, presence: 'online', sessionId: sessionIdOf(token!.value!) } satisfies AgentSocketData;
      if (found.user.companyId) admittedToWork.set(socket, await access.mayWork(found.user.companyId, found.user.role));
      next();
    } catch (err) {
      app.log.error({ err }, 'socket auth failed');
      next(refuse('unauthenticated'));
    }
  });

  const presenceOfUser = (sockets: Sock[], userId: number): Presence => presenceOfSockets(sockets).get(userId) ?? 'offline';
  const changed = (data: AgentSocketData, before: Presence, after: Presence) => {
    if (after !== before) agents.to(companyRoom(data.companyId)).emit(SOCKET_EVENT, { type: 'presence.changed', user_id: data.userId, presence: after } satisfies ServerMessage);
    if (after !== before) monitoring.presenceChanged(data.companyId, data.userId, after);
    if (!link.reachable()) unsure.add(data.companyId);
    // Routing follows presence: online fills the person's capacity, offline starts the grace period.
    if (after === 'online') routing.agentOnline(data.companyId, data.userId);
    if (after === 'offline') routing.agentOffline(data.companyId, data.userId);
  };
  const send = (socket: Socket, msg: ServerMessage) => socket.emit(SOCKET_EVENT, msg);
  const snapshotOf = (presence: Map<number, Presence>): ServerMessage => ({ type: 'presence.snapshot', users: [...presence].map(([user_id, p]) => ({ user_id, presence: p })) });

  // Redis is back: each company this process was unsure of gets, on every process, a snapshot of
  // who is online (its consoles may have missed changes or seen only half), and a routing pass
  // (what waited in the queue may now go to someone online elsewhere). Until a look-up is complete
  // again, the company stays on the list.
  function catchUpAfterOutage() {
    const companies = [...unsure];
    unsure.clear();
    for (const companyId of companies) {
      track('catching up after a Redis outage failed', async () => {
        const { presence, complete } = await presenceLookup(companyId);
        if (!complete) return;
        agents.to(companyRoom(companyId)).emit(SOCKET_EVENT, snapshotOf(presence));
        await routing.routeQueue(companyId);
      });
    }
  }

  agents.on('connection', (socket) => {
    const data = socket.data as AgentSocketData;
    limitFrames(socket, SOCKET_FRAME_MAX, () => send(socket, { type: 'error', code: 'err_body_too_large' }));
    if (isScreenSocket(socket)) return serveScreen(app.db, monitoring, socket, track);
    if (data.companyId === 0) {
      // No company room, presence or conversations: only what is sent to this user (approval).
      socket.join(userRoom(data.userId));
      socket.on(SOCKET_EVENT, () => send(socket, { type: 'error', code: 'err_no_permission' }));
      send(socket, { type: 'hello', v: PROTOCOL_VERSION, user_id: data.userId, company_id: 0 });
      return;
    }
    socket.join([companyRoom(data.companyId), userRoom(data.userId), ...(admittedToWork.get(socket) ? [workRoom(data.companyId)] : [])]);

    // One table of incoming events, registered before any await so nothing sent early is lost;
    // each is validated and only ever touches the sender's own company.
    const handle = async (payload: unknown) => {
      const parsed = ClientMessageSchema.safeParse(payload);
      if (!parsed.success) return send(socket, { type: 'error', code: 'err_wrong_param_structure' });
      const msg = parsed.data;
      switch (msg.type) {
        case 'interaction.subscribe':
        case 'interaction.unsubscribe':
        case 'message.send':
        case 'typing':
        case 'read':
          return handleConversationMessage(app.db, live, publisher, socket, msg);
        case 'monitoring.subscribe':
        case 'monitoring.unsubscribe':
          return handleMonitoringMessage(app.db, monitoring, socket, msg);
        case 'presence.set': {
          const before = presenceOfUser(await socketsIn(userRoom(data.userId)), data.userId);
          data.presence = msg.presence;
          return changed(data, before, presenceOfUser(await socketsIn(userRoom(data.userId)), data.userId));
        }
      }
    };
    socket.on(SOCKET_EVENT, (payload: unknown) => track('socket event failed', () => handle(payload)));
    socket.on('disconnect', () => {
      // While this process shuts down its sockets close on purpose; other processes see them go.
      if (closing) return;
      track('presence on disconnect failed', async () => {
        // The socket has left its rooms: what the user was before is what remains plus this socket.
        const after = presenceOfUser(await socketsIn(userRoom(data.userId)), data.userId);
        changed(data, after === 'online' || data.presence === 'online' ? 'online' : 'away', after);
      });
    });

    track('presence on connect failed', async () => {
      send(socket, { type: 'hello', v: PROTOCOL_VERSION, user_id: data.userId, company_id: data.companyId });
      const mine = await socketsIn(userRoom(data.userId));
      changed(data, presenceOfUser(mine.filter((s) => s.id !== socket.id), data.userId), presenceOfUser(mine, data.userId));
      send(socket, snapshotOf((await presenceLookup(data.companyId)).presence));
    });
  });

  app.decorate('realtime', {
    io,
    companyPresence,
    toCompany: publisher.toCompany,
    toUser: publisher.toUser,
    toVisitor: publisher.toVisitor,
    publishMessage: publisher.publishMessage,
    interactionChanged: publisher.interactionChanged,
    routeQueue: routing.routeQueue,
    refreshAccess: access.refresh,
    // The frame goes before the close on the same connection (and through Redis, in order).
    endUserSessions: (id, reason) => {
      agents.to(userRoom(id)).emit(SOCKET_EVENT, { type: 'session.ended', reason } satisfies ServerMessage);
      agents.in(userRoom(id)).disconnectSockets(true);
    },
    monitoring,
    disconnectSession: async (userId, sessionId) => {
      for (const s of await socketsIn(userRoom(userId))) if (s.data.sessionId === sessionId) s.disconnect(true);
    },
  } satisfies Realtime);

  // Close sockets before the HTTP server stops; io.close() would close the HTTP server twice.
  // Socket work (which includes every message the writer is storing), routing passes and the
  // visitor copies under way finish first: they write to the database and publish through Redis,
  // which both close after.
  app.addHook('preClose', async () => {
    closing = true;
    link.stop();
    visitorNs.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.allSettled(underWay);
    await routing.stop();
    await monitoring.stop();
    await publisher.close();
  });
});
