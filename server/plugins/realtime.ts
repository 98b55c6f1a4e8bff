import fp from 'fastify-plugin';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  AGENT_NAMESPACE,
  ClientMessageSchema,
  HandshakeAuthSchema,
  PROTOCOL_VERSION,
  SESSION_COOKIE,
  SOCKET_EVENT,
  type Presence,
  type RefusalReason,
  type ServerMessage,
} from '../../contracts';
import { findSession } from '../domain/auth/sessions';
import { PresenceStore } from '../realtime/presence-store';

export interface Realtime {
  io: Server;
  presenceOf(userId: number): Presence;
  toCompany(companyId: number, msg: ServerMessage): void;
  toUser(userId: number, msg: ServerMessage): void;
  /** Closes every socket of a user (deactivated or deleted). */
  disconnectUser(userId: number): void;
}

interface SocketData {
  userId: number;
  companyId: number;
}

const companyRoom = (id: number) => `company:${id}`;
const userRoom = (id: number) => `user:${id}`;

function refuse(reason: RefusalReason) {
  const err = new Error(reason) as Error & { data: { reason: RefusalReason } };
  err.data = { reason };
  return err;
}

/**
 * socket.io on the HTTP server's port. The /agent namespace admits only sockets with a valid
 * session cookie and a protocol version it speaks, then joins them to their company and user rooms.
 * With REDIS_URL the Redis adapter carries room broadcasts between processes.
 */
export default fp(async (app) => {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = new Redis(app.config.redisUrl);
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      pub.disconnect();
      sub.disconnect();
    });
  }
  const presence = new PresenceStore();
  const agents: Namespace = io.of(AGENT_NAMESPACE);

  agents.use(async (socket, next) => {
    try {
      const auth = HandshakeAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success || auth.data.v !== PROTOCOL_VERSION) return next(refuse('version_mismatch'));
      const raw = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const token = raw ? app.unsignCookie(raw) : null;
      const found = token?.valid && token.value ? await findSession(app.db, token.value) : null;
      if (!found) return next(refuse('unauthenticated'));
      if (found.user.status !== 'active') return next(refuse('inactive'));
      if (!found.user.companyId) return next(refuse('no_company'));
      (socket.data as SocketData) = { userId: found.user.id, companyId: found.user.companyId };
      next();
    } catch (err) {
      app.log.error({ err }, 'socket auth failed');
      next(refuse('unauthenticated'));
    }
  });

  const send = (socket: Socket, msg: ServerMessage) => socket.emit(SOCKET_EVENT, msg);
  const broadcast = (userId: number, companyId: number, p: Presence | null) => {
    if (p) agents.to(companyRoom(companyId)).emit(SOCKET_EVENT, { type: 'presence.changed', user_id: userId, presence: p } satisfies ServerMessage);
  };

  agents.on('connection', (socket) => {
    const { userId, companyId } = socket.data as SocketData;
    socket.join([companyRoom(companyId), userRoom(userId)]);
    broadcast(userId, companyId, presence.connect(userId, companyId, socket.id));
    send(socket, { type: 'hello', v: PROTOCOL_VERSION, user_id: userId, company_id: companyId });
    send(socket, { type: 'presence.snapshot', users: presence.snapshot(companyId) });

    // One table of incoming events; each is validated and only touches the sender's own company.
    socket.on(SOCKET_EVENT, (payload: unknown) => {
      const parsed = ClientMessageSchema.safeParse(payload);
      if (!parsed.success) return send(socket, { type: 'error', code: 'err_wrong_param_structure' });
      const msg = parsed.data;
      switch (msg.type) {
        case 'presence.set':
          return broadcast(userId, companyId, presence.set(userId, msg.presence));
      }
    });
    socket.on('disconnect', () => broadcast(userId, companyId, presence.disconnect(userId, socket.id)));
  });

  const realtime: Realtime = {
    io,
    presenceOf: (id) => presence.of(id),
    toCompany: (id, msg) => void agents.to(companyRoom(id)).emit(SOCKET_EVENT, msg),
    toUser: (id, msg) => void agents.to(userRoom(id)).emit(SOCKET_EVENT, msg),
    disconnectUser: (id) => void agents.in(userRoom(id)).disconnectSockets(true),
  };
  app.decorate('realtime', realtime);
  // Close sockets before the HTTP server stops; io.close() would close the HTTP server twice.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});
