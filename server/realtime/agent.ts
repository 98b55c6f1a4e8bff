import type { OutboundRegistry } from '../channels/outbound';
import type { Namespace, Socket } from 'socket.io';
import { HandshakeAuthSchema, PROTOCOL_VERSION, SESSION_COOKIE, SOCKET_EVENT, SOCKET_FRAME_MAX, type RefusalReason, type ServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { findSession, sessionIdOf } from '../domain/auth/sessions';
import { isSameOrigin } from '../lib/same-origin';
import type { AgentFrameContext } from './agent-frame-types';
import { dispatchAgentFrame } from './agent-frames';
import { presenceOfUser, snapshotOf, type AgentPresence } from './agent-presence';
import { limitFrames } from './frame-limit';
import type { MonitoringFeed } from './monitoring-feed';
import { admitScreen, isScreenSocket, serveScreen } from './monitoring-screen';
import type { LiveTraffic } from './live-traffic';
import type { AgentSocketData } from './presence';
import type { Publisher } from './publisher';
import { companyRoom, userRoom, userWorkRoom, workRoom } from './rooms';

interface Deps {
  db: Db;
  live: LiveTraffic;
  pub: Publisher;
  presence: AgentPresence;
  /** The wall screen's feed (monitoring, issue 23). */
  monitoring: MonitoringFeed;
  /** Each provider channel's send (app.outbound). */
  outbound: OutboundRegistry;
  /** Whether a user of this role joins the company's work room (access-rooms.ts). */
  mayWork(companyId: number, role: string): Promise<boolean>;
  /** The session cookie: its signed value from a Cookie header, and how long a session lasts. */
  sessions: { parseCookie(header: string): Record<string, string | undefined>; unsignCookie(raw: string): { valid: boolean; value: string | null }; maxAgeMs: number };
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Runs work started by a socket so that server shutdown waits for it; a failure is logged as `failure`. */
  track(failure: string, work: () => Promise<unknown>): void;
  /** The server is shutting down: its sockets close on purpose, which is no presence change. */
  closing(): boolean;
}

function refuse(reason: RefusalReason) {
  const err = new Error(reason) as Error & { data: { reason: RefusalReason } };
  err.data = { reason };
  return err;
}

/**
 * The /agent namespace the console talks to. It admits only sockets with a valid session cookie of
 * an active user and a protocol version it speaks, from this server's own pages, then joins them to
 * their company, user and (with interaction.start) work rooms. Presence follows the sockets; each
 * frame goes through agent-frames.ts.
 */
export function setUpAgentNamespace(ns: Namespace, deps: Deps) {
  const { db, presence, sessions, log, track } = deps;
  // Whether a socket joins its company's work room, worked out while it is admitted (access-rooms.ts).
  const admittedToWork = new WeakMap<Socket, boolean>();

  ns.use(async (socket, next) => {
    try {
      const auth = HandshakeAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success || auth.data.v !== PROTOCOL_VERSION) return next(refuse('version_mismatch'));
      // Browsers always send Origin on WebSocket handshakes: a page of another site (or a sibling
      // subdomain, which SameSite does not stop) must not ride on the agent's cookie.
      const { origin, host } = socket.handshake.headers;
      if (origin && !isSameOrigin(origin, host)) return next(refuse('unauthenticated'));
      // Monitoring: a kiosk's wall-screen token instead of a session (realtime/monitoring-screen.ts).
      if (auth.data.screen !== undefined) return next(await admitScreen(db, socket, auth.data.screen));
      const raw = sessions.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const token = raw ? sessions.unsignCookie(raw) : null;
      const found = token?.valid && token.value ? await findSession(db, token.value, sessions.maxAgeMs) : null;
      if (!found) return next(refuse('unauthenticated'));
      if (found.user.status !== 'active') return next(refuse('inactive'));
      // A user still in onboarding (no company) gets a socket for their own notices only (approval).
      socket.data = { userId: found.user.id, companyId: found.user.companyId ?? 0, presence: 'online', sessionId: sessionIdOf(token!.value!) } satisfies AgentSocketData;
      if (found.user.companyId) admittedToWork.set(socket, await deps.mayWork(found.user.companyId, found.user.role));
      next();
    } catch (err) {
      log.error({ err }, 'socket auth failed');
      next(refuse('unauthenticated'));
    }
  });

  const send = (socket: Socket, msg: ServerMessage) => socket.emit(SOCKET_EVENT, msg);

  ns.on('connection', (socket) => {
    const data = socket.data as AgentSocketData;
    limitFrames(socket, SOCKET_FRAME_MAX, () => send(socket, { type: 'error', code: 'err_body_too_large' }));
    // A kiosk's wall screen: the monitoring feed only (monitoring-screen.ts).
    if (isScreenSocket(socket)) return serveScreen(db, deps.monitoring, socket, track);
    // Registered before any await, so nothing sent early is lost.
    const ctx: AgentFrameContext = { socket, data, db, live: deps.live, pub: deps.pub, presence, monitoring: deps.monitoring, outbound: deps.outbound, log };
    socket.on(SOCKET_EVENT, (payload: unknown) => track('socket event failed', () => dispatchAgentFrame(ctx, payload)));
    if (data.companyId === 0) {
      // No company room, presence or conversations (each frame is refused): only what is sent to
      // this user (approval).
      socket.join(userRoom(data.userId));
      send(socket, { type: 'hello', v: PROTOCOL_VERSION, user_id: data.userId, company_id: 0 });
      return;
    }
    socket.join([companyRoom(data.companyId), userRoom(data.userId), ...(admittedToWork.get(socket) ? [workRoom(data.companyId), userWorkRoom(data.userId)] : [])]);
    socket.on('disconnect', () => {
      // While this process shuts down its sockets close on purpose; other processes see them go.
      if (deps.closing()) return;
      track('presence on disconnect failed', async () => {
        // The socket has left its rooms: what the user was before is what remains plus this socket.
        const after = presenceOfUser(await presence.socketsOf(data.userId), data.userId);
        presence.changed(data, after === 'online' || data.presence === 'online' ? 'online' : 'away', after);
      });
    });

    track('presence on connect failed', async () => {
      send(socket, { type: 'hello', v: PROTOCOL_VERSION, user_id: data.userId, company_id: data.companyId });
      const mine = await presence.socketsOf(data.userId);
      presence.changed(
        data,
        presenceOfUser(
          mine.filter((s) => s.id !== socket.id),
          data.userId,
        ),
        presenceOfUser(mine, data.userId),
      );
      send(socket, snapshotOf((await presence.lookup(data.companyId)).presence));
    });
  });
}
