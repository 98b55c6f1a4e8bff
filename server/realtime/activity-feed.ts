import type { ActivityItem } from '../../contracts';

/** How often at most a staff member gets an activity frame while their conversations are busy. */
export const ACTIVITY_WINDOW_MS = 250;

export interface ActivityFeed {
  /** A committed message: its conversation has news for this staff member's badges and sound. */
  add(userId: number, item: ActivityItem): void;
  /** Drops what is pending and the timers (server shutdown). */
  close(): void;
}

interface Window {
  pending: Map<number, ActivityItem>;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * List activity, addressed to the staff a message concerns (the conversation's owner and whoever
 * has opened it: the only unread badges it moves) and throttled per person. A quiet person's first
 * item goes out at once and opens a window; what arrives within it is merged per conversation and
 * goes out as one frame when the window ends, which opens the next. So nobody gets more than one
 * activity frame per window however busy their conversations are, and a quiet one no delay.
 */
export function createActivityFeed(send: (userId: number, items: ActivityItem[]) => void, windowMs = ACTIVITY_WINDOW_MS): ActivityFeed {
  const windows = new Map<number, Window>();

  const open = (userId: number) => {
    const timer = setTimeout(() => end(userId), windowMs);
    timer.unref?.();
    windows.set(userId, { pending: new Map(), timer });
  };

  const end = (userId: number) => {
    const w = windows.get(userId);
    if (!w) return;
    windows.delete(userId);
    if (w.pending.size === 0) return;
    send(userId, [...w.pending.values()]);
    open(userId);
  };

  return {
    add(userId, item) {
      const w = windows.get(userId);
      if (!w) {
        send(userId, [item]);
        open(userId);
        return;
      }
      const before = w.pending.get(item.interaction_id);
      // Messages of a conversation are published in commit order; a customer's message stays
      // known (for the sound) even when a reply follows within the window.
      w.pending.set(item.interaction_id, {
        interaction_id: item.interaction_id,
        last_seq: Math.max(before?.last_seq ?? 0, item.last_seq),
        from_contact: (before?.from_contact ?? false) || item.from_contact,
      });
    },
    close() {
      for (const w of windows.values()) clearTimeout(w.timer);
      windows.clear();
    },
  };
}
