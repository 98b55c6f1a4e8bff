import type { Namespace } from 'socket.io';
import { SOCKET_FRAME_MAX, VISITOR_EVENT, VISITOR_PROTOCOL_VERSION, VisitorHandshakeSchema, type VisitorRefusal, type VisitorServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { appearanceOf } from '../domain/visitors/appearance';
import { currentConversation, toVisitorConversation } from '../domain/visitors/conversation';
import { sweepCreationWindows } from '../domain/visitors/creation-limits';
import { resolveVisitor } from '../domain/visitors/identity';
import { originAllowed } from '../domain/visitors/origin';
import { findWidget, widgetName, type WidgetRow } from '../domain/visitors/widget';
import type { Publisher } from './publisher';
import { limitFrames } from './frame-limit';
import { visitorRoom, visitorTokenRoom } from './rooms';
import type { Routing } from './routing';
import { publicBaseOf, type VisitorSocketData } from './visitor-data';
import { serialLanes } from './serial-lanes';
import { visitorEventHandler } from './visitor-events';
import { clientAddressOf, visitorLimiter } from './visitor-limits';
import type { Redis } from 'ioredis';
import type { WebchatLimits } from '../config';
import type { LiveTraffic } from './live-traffic';
import type { VirtualAgents } from '../domain/virtual-agents/answering';

interface Deps extends LiveTraffic {
  db: Db;
  bots: VirtualAgents;
  pub: Publisher;
  routing: Routing;
  secret: string;
  trustProxy: boolean;
  limits: WebchatLimits;
  /** The Redis adapter's client, when there is one: the message limits are then the cluster's. */
  redis?: Redis;
  onRedisError?: (err: unknown) => void;
  log: { error(obj: object, msg: string): void };
  /** Runs work started by a socket so that server shutdown waits for it; a failure is logged as `failure`. */
  track(failure: string, work: () => Promise<unknown>): void;
}

const SWEEP_MS = 10 * 60_000;

function refuse(reason: VisitorRefusal) {
  const err = new Error(reason) as Error & { data: { reason: VisitorRefusal } };
  err.data = { reason };
  return err;
}

/**
 * The /visitor namespace the web-chat widget talks to. The handshake names the widget by key; the
 * page's Origin must belong to the web chat's domain; the visitor is recognised by the token it
 * stored from an earlier `welcome` (or made new). All tabs of a visitor share one room.
 */
export function setUpVisitorNamespace(ns: Namespace, deps: Deps) {
  const { db, pub, routing, secret, trustProxy, log } = deps;
  // What the handshake found, for the welcome; the token itself is never kept beyond it.
  const pending = new WeakMap<object, { token: string; widget: WidgetRow }>();
  const lanes = serialLanes();
  const limits = visitorLimiter(deps.limits, deps.redis, deps.onRedisError);
  // Ended windows of the creation counters go now and then (each process does it; twice is harmless).
  const sweep = setInterval(() => deps.track('sweeping web-chat limit windows failed', () => sweepCreationWindows(db)), SWEEP_MS);
  sweep.unref();

  ns.use(async (socket, next) => {
    try {
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      if (auth.v !== VISITOR_PROTOCOL_VERSION) return next(refuse('version_mismatch'));
      // A malformed stored token is treated like none: the visitor simply starts afresh.
      let parsed = VisitorHandshakeSchema.safeParse(auth);
      if (!parsed.success) parsed = VisitorHandshakeSchema.safeParse({ ...auth, token: undefined });
      if (!parsed.success) return next(refuse('unknown_widget'));
      const widget = await findWidget(db, parsed.data.key);
      if (!widget) return next(refuse('unknown_widget'));
      if (!widget.isActive || !widget.channelActive) return next(refuse('inactive_widget'));
      const { origin, host } = socket.handshake.headers;
      if (!originAllowed(origin, widget.domain, host)) return next(refuse('origin_not_allowed'));
      const locale = parsed.data.locale;
      const { id, token, key } = await resolveVisitor(db, widget, parsed.data.token, locale, secret);
      socket.data = {
        visitorId: id,
        visitorKey: key,
        address: clientAddressOf(socket.handshake, trustProxy),
        companyId: widget.companyId,
        webchatId: widget.id,
        channelId: widget.channelId,
        locale,
        botName: widgetName(widget, locale),
        publicBase: publicBaseOf(socket.handshake.headers, socket.handshake.secure, trustProxy),
      } satisfies VisitorSocketData;
      pending.set(socket, { token, widget });
      next();
    } catch (err) {
      log.error({ err }, 'visitor handshake failed');
      next(refuse('unknown_widget'));
    }
  });

  ns.on('connection', (socket) => {
    const data = socket.data as VisitorSocketData;
    void socket.join(data.visitorId === null ? visitorTokenRoom(data.visitorKey) : [visitorTokenRoom(data.visitorKey), visitorRoom(data.visitorId)]);
    limitFrames(socket, SOCKET_FRAME_MAX, () => socket.emit(VISITOR_EVENT, { type: 'error', code: 'err_body_too_large' } satisfies VisitorServerMessage));
    // Registered before any await, so a `sync` sent right after connecting is not lost.
    const handle = visitorEventHandler(db, deps, pub, routing, { lanes, limits, bots: deps.bots }, socket);
    socket.on(VISITOR_EVENT, (payload: unknown) => deps.track('visitor event failed', () => handle(payload)));

    const { token, widget } = pending.get(socket)!;
    pending.delete(socket);
    deps.track('visitor welcome failed', async () => {
      const conv = data.visitorId === null ? null : await currentConversation(db, data.visitorId);
      socket.emit(VISITOR_EVENT, {
        type: 'welcome',
        v: VISITOR_PROTOCOL_VERSION,
        token,
        appearance: appearanceOf(widget, data.locale),
        conversation: conv ? toVisitorConversation(conv, { publicBase: data.publicBase, secret, locale: data.locale }) : null,
      } satisfies VisitorServerMessage);
    });
  });

  return { stop: () => clearInterval(sweep) };
}
