import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import {
  AGENT_NAMESPACE,
  SOCKET_EVENT,
  type InteractionSummary,
  VISITOR_NAMESPACE,
  type Message,
  type Presence,
  type ServerMessage,
  type SessionEndReason,
  type VisitorServerMessage,
} from '../../contracts';
import type { InteractionRow } from '../domain/interactions/apply-event';
import { offlineGraceMs } from '../domain/routing/grace';
import { createMessageWriter } from '../domain/interactions/message-writer';
import { createReadMarkWriter } from '../domain/interactions/read-mark-writer';
import { createTypingLookup } from '../domain/interactions/typing-lookup';
import { createPublisher } from '../realtime/publisher';
import { userRoom } from '../realtime/rooms';
import { createAccessRooms } from '../realtime/access-rooms';
import { createRouting, type Routing } from '../realtime/routing';
import { setUpVisitorNamespace } from '../realtime/visitor';
import { setUpAgentNamespace } from '../realtime/agent';
import { createAgentPresence } from '../realtime/agent-presence';
import { setUpAdapter } from '../realtime/adapter';
import type { RedisErrors } from '../realtime/redis-errors';
import { createClusterLookup } from '../realtime/cluster-lookup';
// Monitoring (issue 23): the wall screen's feed.
import { createMonitoringFeed, type MonitoringFeed } from '../realtime/monitoring-feed';
import { publisherWatchedBy } from '../realtime/monitoring';
import { endOpenPresence } from '../domain/monitoring/presence-log';
import { publishStaffMessage } from '../channels/outbound';
import { createVirtualAgents } from '../domain/virtual-agents/answering';
import { answerRetriever, flowRuntime } from '../domain/virtual-agents/wiring';

export interface Realtime {
  io: Server;
  /** Presence of a company's users across every server process (absent = offline). */
  companyPresence(companyId: number): Promise<Map<number, Presence>>;
  toCompany(companyId: number, msg: ServerMessage): void;
  toUser(userId: number, msg: ServerMessage): void;
  /** Everyone following one conversation (channels: a message's delivery status). */
  toInteraction(interactionId: number, msg: ServerMessage): void;
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
   * Answers the summary it sent.
   */
  interactionChanged(row: InteractionRow, opts?: { assignedTo?: number; visitor?: boolean }): Promise<InteractionSummary>;
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
  /** Whether the other processes can be reached (Redis connected; always true with one process). */
  clusterReachable(): boolean;
  /** Hears each Redis adapter error (connection, publish, look-up): the metrics count them. */
  onRedisError: RedisErrors['watch'];
  /** The wall screen's feed: tell it of changes it cannot see (settings, people). */
  monitoring: MonitoringFeed;
}

/** The transport's hard ceiling on a frame (and on a long-polling body), socket.io's default. */
const TRANSPORT_FRAME_MAX = 1_000_000;

/**
 * socket.io on the HTTP server's port: the Redis adapter when REDIS_URL is set (realtime/adapter.ts),
 * the /agent namespace of the console (realtime/agent.ts) and the /visitor namespace of the web-chat
 * widget (realtime/visitor.ts), the publisher everything pushed goes through, routing, and shutdown.
 */
export default fp(async (app) => {
  // CORS lets the widget's long-polling fallback work from any site; it never carries credentials,
  // and /agent checks the Origin itself.
  // A frame over the protocol's limit is answered (realtime/frame-limit.ts); only one over this
  // ceiling, far above anything the protocol sends, is cut off by the transport (close code 1009).
  const io = new Server(app.server, { serveClient: false, cors: { origin: true, credentials: false }, maxHttpBufferSize: TRANSPORT_FRAME_MAX });
  // Before the namespaces are made. When Redis is back after an outage, presence catches up.
  const adapter = await setUpAdapter(io, app.config.redisUrl, app.log, () => presence.catchUpAfterOutage());
  const { link } = adapter;
  app.addHook('onClose', () => adapter.close());
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

  // With Redis down, look-ups answer from this process's sockets instead of waiting (cluster-lookup.ts).
  const lookUp = createClusterLookup(
    () => link.reachable(),
    app.log,
    undefined,
    () => adapter.errors.note('lookup'),
  );
  // Monitoring: the feed hears of every presence change, and of every interaction change and staff
  // message the publisher sends.
  const monitoring = createMonitoringFeed(app.db, agents, app.config.companyTimeZone, app.log, { singleProcess: !app.config.redisUrl });
  if (!app.config.redisUrl) await endOpenPresence(app.db);
  const presence = createAgentPresence(agents, { lookUp, reachable: () => link.reachable(), track, routing: () => routing, monitoring });
  const publisher = publisherWatchedBy(createPublisher(app.db, agents, visitors, app.config.sessionSecret, app.log, lookUp), monitoring);
  const access = createAccessRooms(app.db, agents, lookUp);
  const routing: Routing = createRouting(app.db, publisher, presence.lookup, offlineGraceMs(app.config), app.log);
  // Live traffic of both namespaces goes to the database with group commit (live-traffic.ts).
  // The message writer is also the REST route's (app.messageWriter): one write path for messages.
  const live = { writer: createMessageWriter(app.messageDb), reads: createReadMarkWriter(app.db), typing: createTypingLookup(app.db) };
  app.decorate('messageWriter', live.writer);
  // Virtual agents answer first on channels they are switched on for (every channel calls this one hook).
  const virtualAgents = createVirtualAgents({
    db: app.db,
    writer: live.writer,
    // A bot's reply goes out like a person's: through the channel's provider where it has one.
    pub: { ...publisher, publishMessage: (stored) => void publishStaffMessage({ db: app.db, adapters: app.outbound, pub: publisher, log: app.log }, stored) },
    routeQueue: routing.routeQueue,
    retrieve: answerRetriever,
    flows: flowRuntime(app.config.fetchAllowedHosts),
    log: app.log,
  });
  app.decorate('virtualAgents', virtualAgents);
  const visitorNs = setUpVisitorNamespace(visitors, {
    db: app.db,
    ...live,
    bots: virtualAgents,
    pub: publisher,
    routing,
    secret: app.config.sessionSecret,
    trustProxy: app.config.trustProxy,
    limits: app.config.webchatLimits,
    redis: adapter.client,
    onRedisError: (err) => app.log.warn({ err }, 'web-chat limit check in redis failed; this process counts alone meanwhile'),
    log: app.log,
    track,
  });
  setUpAgentNamespace(agents, {
    db: app.db,
    live,
    pub: publisher,
    presence,
    monitoring,
    outbound: app.outbound,
    mayWork: access.mayWork,
    sessions: { parseCookie: (header) => app.parseCookie(header), unsignCookie: (raw) => app.unsignCookie(raw), maxAgeMs: app.config.sessionMaxAgeMs },
    log: app.log,
    track,
    closing: () => closing,
  });

  app.decorate('realtime', {
    io,
    companyPresence: async (companyId) => (await presence.lookup(companyId)).presence,
    toCompany: publisher.toCompany,
    toUser: publisher.toUser,
    toInteraction: publisher.toInteraction,
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
      for (const s of await presence.socketsOf(userId)) if (s.data.sessionId === sessionId) s.disconnect(true);
    },
    clusterReachable: () => link.reachable(),
    onRedisError: adapter.errors.watch,
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
