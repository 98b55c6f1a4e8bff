import type { Socket } from 'socket.io';
import type { ClientMessage } from '../../contracts';
import type { Db } from '../db/client';
import type { AgentPresence } from './agent-presence';
import type { LiveTraffic } from './live-traffic';
import type { MonitoringFeed } from './monitoring-feed';
import type { AgentSocketData } from './presence';
import type { Publisher } from './publisher';
import type { OutboundRegistry } from '../channels/outbound';

/** What a handler of an agent's frame works with: the sending socket and the server's parts. */
export interface AgentFrameContext {
  socket: Socket;
  /** The socket's user, of a company (frames of a socket without one are refused before dispatch). */
  data: AgentSocketData;
  db: Db;
  live: LiveTraffic;
  pub: Publisher;
  presence: AgentPresence;
  /** The wall screen's feed (monitoring.subscribe / unsubscribe). */
  monitoring: MonitoringFeed;
  /** Each provider channel's send (a staff message on Messenger, Viber, e-mail). */
  outbound: OutboundRegistry;
  /** Failures that no frame answers (a channel's send). */
  log: { warn(obj: object, msg: string): void };
}

export type AgentFrameType = ClientMessage['type'];
export type AgentFrame<K extends AgentFrameType> = Extract<ClientMessage, { type: K }>;
/** Handles one validated frame; an AppError it throws becomes the sender's `error` frame. */
export type AgentFrameHandler<K extends AgentFrameType> = (ctx: AgentFrameContext, msg: AgentFrame<K>) => Promise<unknown>;
