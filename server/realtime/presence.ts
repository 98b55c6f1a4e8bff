import type { Presence } from '../../contracts';

/** What each agent socket carries; socket.io's fetchSockets returns it from every process. */
export interface AgentSocketData {
  userId: number;
  companyId: number;
  presence: 'online' | 'away';
  /** The session the socket signed in with, so signing out closes that session's sockets. */
  sessionId: string;
}

/**
 * A user's presence is derived from their open sockets, wherever they are connected:
 * online when any socket is online, away when all are away, offline when there is none.
 * Deriving it (instead of keeping a counter per process) keeps it right with several processes.
 */
export function presenceOfSockets(sockets: Iterable<{ data: AgentSocketData }>): Map<number, Presence> {
  const out = new Map<number, Presence>();
  for (const s of sockets) {
    const { userId, presence } = s.data;
    if (out.get(userId) !== 'online') out.set(userId, presence);
  }
  return out;
}
