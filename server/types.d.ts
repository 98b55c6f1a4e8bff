import type { Config } from './config';
import type { Db } from './db/client';
import type { AuthContext } from './auth-context';
import type { Permission } from '../contracts';
import type { Realtime } from './plugins/realtime';
import type { MessageWriter } from './domain/interactions/message-writer';
import type { VirtualAgents } from './domain/virtual-agents/seams';

// In its own file, so the domain can name it without importing what the Fastify instance holds.
export type { AuthContext } from './auth-context';

/** Who may call a route: anyone, any signed-in active user, or a user of a company. */
export type Access = 'public' | 'user' | 'member';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The live message writer's handle (DbHandle.messageDb). */
    messageDb: Db;
    realtime: Realtime;
    /** Every message is stored through it (group commit on `messageDb`): sockets and REST alike. */
    messageWriter: MessageWriter;
    /** The one hook every channel calls after storing a customer's message (virtual agents answer first). */
    virtualAgents: VirtualAgents;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    permission?: Permission;
    /** A server-rendered page's form posts here: a form-encoded body is accepted (plugins/body-types.ts). */
    form?: boolean;
    /** A GET that changes state (the spec's GET /api/logout): checked like a POST (plugins/same-origin.ts). */
    sameOrigin?: boolean;
  }
}
