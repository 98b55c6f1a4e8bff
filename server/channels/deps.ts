import type { Db } from '../db/client';
import type { MessageWriter } from '../domain/interactions/message-writer';
import type { Realtime } from '../plugins/realtime';
import type { VirtualAgents } from '../domain/virtual-agents/answering';

/**
 * What a channel adapter needs of the server: the database, the one message write path and the
 * publisher of committed changes. `channelDeps(app)` takes them from the app.
 */
export interface ChannelDeps {
  db: Db;
  writer: MessageWriter;
  realtime: Pick<Realtime, 'publishMessage' | 'interactionChanged' | 'routeQueue' | 'toInteraction'>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The virtual agents' hook, called after each customer message is stored (answering.ts). */
  bots?: Pick<VirtualAgents, 'onCustomerMessage'>;
}

export const channelDeps = (app: { db: Db; messageWriter: MessageWriter; realtime: Realtime; log: ChannelDeps['log']; virtualAgents?: VirtualAgents }): ChannelDeps => ({
  db: app.db,
  writer: app.messageWriter,
  realtime: app.realtime,
  log: app.log,
  bots: app.virtualAgents,
});
