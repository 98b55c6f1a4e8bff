import type { ActivityItem } from '../../contracts';

/** How often at most a company's agents get an activity frame while its conversations are busy. */
export const ACTIVITY_WINDOW_MS = 250;

export interface ActivityFeed {
  /** A committed message: its conversation has news for the company's lists and notifications. */
  add(companyId: number, item: ActivityItem): void;
  /** Drops what is pending and the timers (server shutdown). */
  close(): void;
}

interface Window {
  pending: Map<number, ActivityItem>;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Company-wide activity, throttled per company. Every agent of a company hears of every message of
 * every conversation (unread badges, the sound), so one frame per message would cost agents ×
 * messages frames. A quiet company's first item goes out at once and opens a window; what arrives
 * within it is merged per conversation and goes out as one frame when the window ends, which opens
 * the next. So each agent gets at most one activity frame per window, and a quiet company no delay.
 */
export function createActivityFeed(send: (companyId: number, items: ActivityItem[]) => void, windowMs = ACTIVITY_WINDOW_MS): ActivityFeed {
  const windows = new Map<number, Window>();

  const open = (companyId: number) => {
    const timer = setTimeout(() => end(companyId), windowMs);
    timer.unref?.();
    windows.set(companyId, { pending: new Map(), timer });
  };

  const end = (companyId: number) => {
    const w = windows.get(companyId);
    if (!w) return;
    windows.delete(companyId);
    if (w.pending.size === 0) return;
    send(companyId, [...w.pending.values()]);
    open(companyId);
  };

  return {
    add(companyId, item) {
      const w = windows.get(companyId);
      if (!w) {
        send(companyId, [item]);
        open(companyId);
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
