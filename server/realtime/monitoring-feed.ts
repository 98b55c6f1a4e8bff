import { eq } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { SOCKET_EVENT, type MonitoredInteraction, type MonitoringDelta, type MonitoringSnapshot, type Presence, type ServerMessage } from '../../contracts';
import type { Db } from '../db/client';
import { appendDelta, lastSeqOf, skipDelta, type DeltaBody } from '../domain/monitoring/feed';
import { todayFigures } from '../domain/monitoring/figures';
import { floorAgents, floorChannels, floorInteractions } from '../domain/monitoring/floor';
import { recordPresences } from '../domain/monitoring/presence-log';
import { monitoringSettingsOf } from '../domain/monitoring/settings';
import { interactions } from '../db/schema';
import { ttlCache } from '../lib/ttl-cache';
import { monitorRoom } from './rooms';

/** A burst of changes within this window becomes one delta (one transaction, one frame). */
export const MONITOR_FLUSH_MS = 50;
/** Today's figures (a few aggregates) are read at most this often per company. */
export const FIGURES_MIN_MS = 1000;
export const FIGURES_MAX_WAIT_MS = 3000;
/** Figures move with time alone too (waiting past the threshold, midnight): refreshed this often while watched. */
export const FIGURES_REFRESH_MS = 15_000;
const RETRY_MS = 1000;
/** How long after its last screen left a company's deltas are still kept for a reconnect. */
export const WATCHED_GRACE_MS = 10 * 60_000;

interface Pending {
  presence: Map<number, { presence: Presence; at: Date }>;
  agents: Set<number>;
  interactions: Set<number>;
  figures: boolean;
  settings: boolean;
}
const empty = (): Pending => ({ presence: new Map(), agents: new Set(), interactions: new Set(), figures: false, settings: false });
const presenceChanges = (p: Pending) => [...p.presence].map(([userId, v]) => ({ userId, ...v }));
const isEmpty = (p: Pending) => !p.presence.size && !p.agents.size && !p.interactions.size && !p.figures && !p.settings;

interface Log {
  warn(obj: object, msg: string): void;
}

export interface MonitoringFeed {
  /** A person's presence changed (after the change, as every console is told). */
  presenceChanged(companyId: number, userId: number, presence: Presence): void;
  /** A committed interaction change or a person's message (first response): its row is read again. */
  interactionTouched(companyId: number, interactionId: number): void;
  /**
   * A person wrote in a conversation: its first such message is its first response (figures, the
   * row's first_response_at). Conversations already seen answered cost nothing.
   */
  staffMessage(interactionId: number): void;
  /** People were added, removed or changed role: their rows are read again. */
  agentsTouched(companyId: number, userIds: number[]): void;
  settingsChanged(companyId: number): void;
  /** A kiosk link was revoked: its screens close, on every process. */
  screenRevoked(screenId: number): void;
  snapshot(companyId: number): Promise<MonitoringSnapshot>;
  stop(): Promise<void>;
}

/**
 * The wall screen's feed: what changed is noted per company and, after a short window, read from
 * the database and stored as the next numbered delta (domain/monitoring/feed.ts), then sent to the
 * company's monitor room. Whatever the event rate, a company costs at most one transaction and
 * one frame per window.
 */
export function createMonitoringFeed(db: Db, agents: Namespace, timeZone: string, log: Log, opts: { singleProcess: boolean }): MonitoringFeed {
  // With one process its own rooms are all the rooms: a company nobody has watched for a while
  // costs no reads (a screen that drops and comes back within WATCHED_GRACE_MS still catches up by
  // number; later it takes a snapshot).
  const lastWatched = new Map<number, number>();
  const watched = (companyId: number) => {
    if (!opts.singleProcess || (agents.adapter.rooms.get(monitorRoom(companyId))?.size ?? 0) > 0) {
      lastWatched.set(companyId, Date.now());
      return true;
    }
    return Date.now() - (lastWatched.get(companyId) ?? -Infinity) < WATCHED_GRACE_MS;
  };
  const pending = new Map<number, Pending>();
  // The timer of each company's next flush, with when it is due: news moves a later one forward.
  const timers = new Map<number, { timer: NodeJS.Timeout; due: number }>();
  const running = new Map<number, Promise<void>>();
  const figuresAt = new Map<number, number>();
  // Which company a conversation belongs to never changes; which are answered only grows.
  const companyOf = ttlCache<number, number | null>(10 * 60_000);
  const answered = new Set<number>();
  const noteAnswered = (rows: MonitoredInteraction[]) => {
    if (answered.size > 50_000) answered.clear();
    for (const r of rows) if (r.first_response_at) answered.add(r.interaction_id);
  };
  let stopped = false;

  const pendingOf = (companyId: number) => {
    let p = pending.get(companyId);
    if (!p) pending.set(companyId, (p = empty()));
    return p;
  };
  const schedule = (companyId: number, ms = MONITOR_FLUSH_MS) => {
    if (stopped || running.has(companyId)) return;
    // A flush may be waiting for figures (up to FIGURES_MIN_MS): a change of presence or a chat
    // must not wait behind it, so a sooner flush replaces it (bench/RESULTS.md bench:wallboard).
    const due = Date.now() + ms;
    const waiting = timers.get(companyId);
    if (waiting && waiting.due <= due) return;
    if (waiting) clearTimeout(waiting.timer);
    timers.set(companyId, {
      due,
      timer: setTimeout(() => {
        timers.delete(companyId);
        const run = flush(companyId).finally(() => {
          running.delete(companyId);
          const left = pending.get(companyId);
          if (left && !isEmpty(left)) schedule(companyId, figuresOnly(left) ? figuresWait(companyId) : MONITOR_FLUSH_MS);
        });
        running.set(companyId, run);
      }, ms),
    });
  };
  const figuresOnly = (p: Pending) => p.figures && !p.settings && !p.presence.size && !p.agents.size && !p.interactions.size;
  const figuresWait = (companyId: number) => Math.max(MONITOR_FLUSH_MS, (figuresAt.get(companyId) ?? 0) + FIGURES_MIN_MS - Date.now());

  async function flush(companyId: number) {
    const p = pending.get(companyId);
    if (!p || isEmpty(p)) return;
    // Figures (a few aggregates) go in a delta of their own when there is other
    // news, so a change of presence or a new chat never waits behind them (unless they have waited
    // FIGURES_MAX_WAIT_MS under a steady stream of news).
    const since = Date.now() - (figuresAt.get(companyId) ?? 0);
    const figuresDue = p.settings || (p.figures && since >= FIGURES_MIN_MS && (figuresOnly(p) || since >= FIGURES_MAX_WAIT_MS));
    // What this delta takes; figures not yet due stay pending for a later one.
    const taken: Pending = { ...p, figures: figuresDue };
    pending.set(companyId, { ...empty(), figures: p.figures && !figuresDue });
    try {
      if (!watched(companyId)) {
        await skipDelta(db, companyId, async (tx) => {
          await recordPresences(tx, companyId, presenceChanges(taken));
        });
        return;
      }
      const delta = await appendDelta(db, companyId, (tx) => readDelta(tx, companyId, taken));
      if (figuresDue) figuresAt.set(companyId, Date.now());
      if (delta) agents.to(monitorRoom(companyId)).emit(SOCKET_EVENT, { type: 'monitoring.delta', delta } satisfies ServerMessage);
    } catch (err) {
      log.warn({ err, companyId }, 'monitoring delta failed');
      // Put it back (later changes win) and try again shortly: a screen must not keep a stale row.
      const now = pendingOf(companyId);
      for (const [id, v] of taken.presence) if (!now.presence.has(id)) now.presence.set(id, v);
      taken.agents.forEach((id) => now.agents.add(id));
      taken.interactions.forEach((id) => now.interactions.add(id));
      now.figures ||= taken.figures;
      now.settings ||= taken.settings;
      await new Promise((r) => setTimeout(r, stopped ? 0 : RETRY_MS));
    }
  }

  async function readDelta(tx: Db, companyId: number, p: Pending): Promise<DeltaBody | null> {
    const body: DeltaBody = {};
    await recordPresences(tx, companyId, presenceChanges(p));
    const agentIds = [...new Set([...p.presence.keys(), ...p.agents])];
    if (agentIds.length) {
      const rows = await floorAgents(tx, companyId, agentIds);
      const found = new Set(rows.map((a) => a.user_id));
      if (rows.length) body.agents = rows;
      const removed = agentIds.filter((id) => !found.has(id));
      if (removed.length) body.removed_agents = removed;
    }
    if (p.interactions.size) {
      const { open, closed } = await floorInteractions(tx, companyId, [...p.interactions]);
      noteAnswered(open);
      if (open.length) body.interactions = open;
      if (closed.length) body.closed_interactions = closed;
    }
    const settings = p.settings || p.figures ? await monitoringSettingsOf(tx, companyId) : null;
    if (p.settings) body.settings = settings!;
    if (p.figures) body.figures = await todayFigures(tx, companyId, timeZone, settings!.service_level_seconds);
    return Object.keys(body).length ? body : null;
  }

  function touch(companyId: number, interactionId: number) {
    const p = pendingOf(companyId);
    p.interactions.add(interactionId);
    p.figures = true;
    schedule(companyId);
  }

  // Watched companies get their figures read again now and then (time moves them too).
  const refresh = setInterval(() => {
    for (const room of agents.adapter.rooms.keys()) {
      const m = /^monitor:(\d+)$/.exec(room);
      if (!m) continue;
      const companyId = Number(m[1]);
      pendingOf(companyId).figures = true;
      schedule(companyId, figuresWait(companyId));
    }
  }, FIGURES_REFRESH_MS);
  refresh.unref();

  return {
    presenceChanged(companyId, userId, presence) {
      pendingOf(companyId).presence.set(userId, { presence, at: new Date() });
      schedule(companyId);
    },
    interactionTouched: touch,
    staffMessage(interactionId) {
      if (answered.has(interactionId)) return;
      void companyOf
        .get(
          interactionId,
          async () =>
            (await db.select({ companyId: interactions.companyId }).from(interactions).where(eq(interactions.id, interactionId)).limit(1))[0]?.companyId ?? null,
        )
        .then((companyId) => {
          if (companyId) touch(companyId, interactionId);
        })
        .catch((err: unknown) => log.warn({ err }, 'monitoring look-up failed'));
    },
    agentsTouched(companyId, userIds) {
      const p = pendingOf(companyId);
      userIds.forEach((id) => p.agents.add(id));
      schedule(companyId);
    },
    settingsChanged(companyId) {
      const p = pendingOf(companyId);
      p.settings = true;
      p.figures = true;
      schedule(companyId);
    },
    screenRevoked(screenId) {
      agents.in(`screen:${screenId}`).disconnectSockets(true);
    },
    async snapshot(companyId) {
      // The number first: every delta after it reports rows as they were read after this point,
      // so applying them over what is read next can only bring the screen forward.
      const seq = await lastSeqOf(db, companyId);
      const settings = await monitoringSettingsOf(db, companyId);
      const [people, { open }, channels, figures] = [
        await floorAgents(db, companyId),
        await floorInteractions(db, companyId).then((r) => (noteAnswered(r.open), r)),
        await floorChannels(db, companyId),
        await todayFigures(db, companyId, timeZone, settings.service_level_seconds),
      ];
      return { seq, at: new Date().toISOString(), agents: people, interactions: open, channels, figures, settings };
    },
    async stop() {
      stopped = true;
      clearInterval(refresh);
      for (const t of timers.values()) clearTimeout(t.timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
  };
}

export type { MonitoringDelta };
