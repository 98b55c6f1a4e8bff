import type { Namespace } from 'socket.io';
import { SOCKET_EVENT, type Presence, type ServerMessage } from '../../contracts';
import type { ClusterLookup, LookupResult } from './cluster-lookup';
import { presenceOfSockets, type AgentSocketData } from './presence';
import { companyRoom, userRoom } from './rooms';
import type { PresenceLookup, Routing } from './routing';
import type { MonitoringFeed } from './monitoring-feed';

/** An agent socket on any process (a RemoteSocket of fetchSockets, or one of this process). */
export type AgentSock = { id: string; data: AgentSocketData; disconnect(close?: boolean): void };

export interface AgentPresence {
  /** Who of a company is online across processes; an incomplete answer marks the company unsure. */
  lookup: PresenceLookup;
  /** A user's sockets on every process (this one's alone while Redis is away). */
  socketsOf(userId: number): Promise<AgentSock[]>;
  /**
   * A user's presence went from `before` to `after` (by one of their sockets, `data`): the company
   * is told when it changed, and routing follows (online fills the person's capacity, offline
   * starts the grace period). While cut off from the others, the company is marked unsure.
   */
  changed(data: AgentSocketData, before: Presence, after: Presence): void;
  /** Redis is back: the companies this process was unsure of get a snapshot and a routing pass. */
  catchUpAfterOutage(): void;
}

export const presenceOfUser = (sockets: AgentSock[], userId: number): Presence => presenceOfSockets(sockets).get(userId) ?? 'offline';

export const snapshotOf = (presence: Map<number, Presence>): ServerMessage => ({
  type: 'presence.snapshot',
  users: [...presence].map(([user_id, p]) => ({ user_id, presence: p })),
});

interface Deps {
  lookUp: ClusterLookup;
  /** Whether the other processes can be asked now (cluster-link.ts). */
  reachable(): boolean;
  track(failure: string, work: () => Promise<unknown>): void;
  /** Routing, made after presence (it looks presence up). */
  routing(): Routing;
  /** The wall screen's feed (monitoring, issue 23) hears of every presence change. */
  monitoring: Pick<MonitoringFeed, 'presenceChanged'>;
}

/**
 * Presence of agents, derived from their sockets wherever they are (presence.ts), and what this
 * process was unsure of while Redis was away: companies whose presence or routing was worked out
 * from this process's sockets alone, or whose presence changes reached only this process's
 * consoles, looked at again when Redis is back.
 */
export function createAgentPresence(agents: Namespace, deps: Deps): AgentPresence {
  const lookUpIn = async (room: string) => (await deps.lookUp(agents, room)) as unknown as LookupResult<AgentSock>;
  const unsure = new Set<number>();
  const lookup: PresenceLookup = async (companyId) => {
    const { found, complete } = await lookUpIn(companyRoom(companyId));
    if (!complete) unsure.add(companyId);
    return { presence: presenceOfSockets(found), complete };
  };

  return {
    lookup,
    socketsOf: async (userId) => (await lookUpIn(userRoom(userId))).found,
    changed(data, before, after) {
      if (after !== before)
        agents.to(companyRoom(data.companyId)).emit(SOCKET_EVENT, { type: 'presence.changed', user_id: data.userId, presence: after } satisfies ServerMessage);
      if (after !== before) deps.monitoring.presenceChanged(data.companyId, data.userId, after);
      if (!deps.reachable()) unsure.add(data.companyId);
      if (after === 'online') deps.routing().agentOnline(data.companyId, data.userId);
      if (after === 'offline') deps.routing().agentOffline(data.companyId, data.userId);
    },
    // Each company this process was unsure of gets, on every process, a snapshot of who is online
    // (its consoles may have missed changes or seen only half), and a routing pass (what waited in
    // the queue may now go to someone online elsewhere). Until a look-up is complete again, the
    // company stays on the list.
    catchUpAfterOutage() {
      const companies = [...unsure];
      unsure.clear();
      for (const companyId of companies) {
        deps.track('catching up after a Redis outage failed', async () => {
          const { presence, complete } = await lookup(companyId);
          if (!complete) return;
          agents.to(companyRoom(companyId)).emit(SOCKET_EVENT, snapshotOf(presence));
          await deps.routing().routeQueue(companyId);
        });
      }
    },
  };
}
