import type { Presence } from '../../contracts';

interface Entry {
  companyId: number;
  sockets: Set<string>;
  /** What the user chose while connected; 'online' unless they said 'away'. */
  chosen: 'online' | 'away';
}

/**
 * Presence per user of this process: online/away while at least one socket is open, offline
 * otherwise. Answers "what changed" so the caller broadcasts only real changes.
 */
export class PresenceStore {
  private readonly entries = new Map<number, Entry>();

  of(userId: number): Presence {
    const e = this.entries.get(userId);
    return e && e.sockets.size > 0 ? e.chosen : 'offline';
  }

  /** Returns the new presence when the user's presence changed, else null. */
  connect(userId: number, companyId: number, socketId: string): Presence | null {
    const before = this.of(userId);
    const e = this.entries.get(userId) ?? { companyId, sockets: new Set<string>(), chosen: 'online' as const };
    e.sockets.add(socketId);
    this.entries.set(userId, e);
    const after = this.of(userId);
    return after === before ? null : after;
  }

  disconnect(userId: number, socketId: string): Presence | null {
    const e = this.entries.get(userId);
    if (!e) return null;
    const before = this.of(userId);
    e.sockets.delete(socketId);
    if (e.sockets.size === 0) this.entries.delete(userId);
    const after = this.of(userId);
    return after === before ? null : after;
  }

  set(userId: number, presence: 'online' | 'away'): Presence | null {
    const e = this.entries.get(userId);
    if (!e || e.chosen === presence) return null;
    e.chosen = presence;
    return presence;
  }

  snapshot(companyId: number): { user_id: number; presence: Presence }[] {
    return [...this.entries].filter(([, e]) => e.companyId === companyId && e.sockets.size > 0).map(([id, e]) => ({ user_id: id, presence: e.chosen }));
  }
}
