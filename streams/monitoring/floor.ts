// Why: the wall screen's one pipeline: snapshot + numbered deltas → the floor as it is, each delta
// applied once and in order, resynced by number after any reconnect or hole, batched for repaint.
import { Observable, asyncScheduler, auditTime, defer, map, type SchedulerLike } from 'rxjs';
import {
  MONITORING_SETTINGS_DEFAULT,
  type MonitoredAgent,
  type MonitoredChannel,
  type MonitoredInteraction,
  type MonitoringDelta,
  type MonitoringFigures,
  type MonitoringSettings,
  type MonitoringSnapshot,
} from '../../contracts/monitoring.schema';
import type { RealtimeTransport } from '../transport';

/** A wall screen repaints at most four times a second, whatever the event rate. */
export const FLOOR_BATCH_MS = 250;

export interface FloorState {
  /** The last delta applied (or the snapshot's number). */
  readonly seq: number;
  /** False until the first snapshot, and from a lost link until the feed is caught up again. */
  readonly synced: boolean;
  /** The server refused the feed (no dashboard.view). */
  readonly refused: boolean;
  readonly agents: ReadonlyMap<number, MonitoredAgent>;
  readonly interactions: ReadonlyMap<number, MonitoredInteraction>;
  readonly channels: readonly MonitoredChannel[];
  readonly figures: MonitoringFigures | null;
  readonly settings: MonitoringSettings;
  /** Server clock minus this screen's when the last frame came, so durations tick right. */
  readonly clockOffsetMs: number;
}

export interface FloorStreamOptions {
  batchMs?: number;
  scheduler?: SchedulerLike;
  /** This screen's clock (injected so tests pin the offset). */
  now?: () => number;
}

/**
 * Subscribes on every (re)connect from the last number applied (0 at first: a snapshot). The
 * server may interleave its catch-up with live deltas, so deltas past a hole wait in order until
 * it is filled; the catch-up ends with `monitoring.synced` (or is a snapshot), and only then is
 * the screen synced again. A delta past a hole while nothing is being fetched (a broadcast lost
 * between server processes) asks again from the last number, once until the hole is filled. A
 * delta at or below the last number is dropped. Emits at most once per `batchMs`, nothing before
 * the first snapshot.
 */
export function floor$(
  transport: RealtimeTransport,
  { batchMs = FLOOR_BATCH_MS, scheduler = asyncScheduler, now = () => Date.now() }: FloorStreamOptions = {},
): Observable<FloorState> {
  return defer(() => {
    const agents = new Map<number, MonitoredAgent>();
    const interactions = new Map<number, MonitoredInteraction>();
    const waiting = new Map<number, MonitoringDelta>();
    let channels: readonly MonitoredChannel[] = [];
    let figures: MonitoringFigures | null = null;
    let settings = MONITORING_SETTINGS_DEFAULT;
    let seq = 0;
    let hasSnapshot = false;
    let synced = false;
    let refused = false;
    let connected = false;
    let fetching = false;
    let clockOffsetMs = 0;
    const state = (): FloorState => ({
      seq,
      synced,
      refused,
      agents: new Map(agents),
      interactions: new Map(interactions),
      channels,
      figures,
      settings,
      clockOffsetMs,
    });

    return new Observable<void>((subscriber) => {
      const changed = () => subscriber.next();
      const subscribe = () => {
        fetching = true;
        transport.send({
          type: 'monitoring.subscribe',
          after_seq: hasSnapshot ? seq : 0,
        });
      };
      const clock = (at: string) => {
        clockOffsetMs = Date.parse(at) - now();
      };
      const apply = (d: MonitoringDelta) => {
        for (const a of d.agents ?? []) agents.set(a.user_id, a);
        for (const id of d.removed_agents ?? []) agents.delete(id);
        for (const i of d.interactions ?? []) interactions.set(i.interaction_id, i);
        for (const id of d.closed_interactions ?? []) interactions.delete(id);
        if (d.figures) figures = d.figures;
        if (d.settings) settings = d.settings;
        seq = d.seq;
        // A replayed delta's time is when it happened, not now: only live ones set the clock.
        if (!fetching) clock(d.at);
      };
      const drain = () => {
        for (let next = waiting.get(seq + 1); next; next = waiting.get(seq + 1)) {
          waiting.delete(next.seq);
          apply(next);
        }
        for (const k of waiting.keys()) if (k <= seq) waiting.delete(k);
      };
      /** A catch-up (snapshot, or deltas then `monitoring.synced`) is over: synced, or ask again for a hole left. */
      const settle = (upTo: number) => {
        fetching = false;
        drain();
        if (waiting.size || upTo > seq) {
          if (connected) subscribe();
        } else synced = connected;
      };

      const status = transport.status$.subscribe((s) => {
        const nowConnected = s === 'connected';
        if (nowConnected && !connected) {
          connected = true;
          refused = false;
          subscribe();
        } else if (!nowConnected && connected) {
          connected = false;
          fetching = false;
          synced = false;
          waiting.clear();
          if (hasSnapshot) changed();
        }
      });
      const messages = transport.messages$.subscribe((msg) => {
        if (msg.type === 'monitoring.snapshot') {
          const s: MonitoringSnapshot = msg.snapshot;
          agents.clear();
          interactions.clear();
          s.agents.forEach((a) => agents.set(a.user_id, a));
          s.interactions.forEach((i) => interactions.set(i.interaction_id, i));
          ({ channels, figures, settings, seq } = s);
          clock(s.at);
          hasSnapshot = true;
          settle(s.seq);
          changed();
        } else if (msg.type === 'monitoring.delta') {
          if (!hasSnapshot || msg.delta.seq <= seq) return;
          waiting.set(msg.delta.seq, msg.delta);
          const before = seq;
          drain();
          if (waiting.size && !fetching && connected) subscribe();
          if (seq !== before) changed();
        } else if (msg.type === 'monitoring.synced') {
          if (!hasSnapshot) return;
          clock(msg.at);
          settle(msg.seq);
          changed();
        } else if (msg.type === 'error' && msg.code === 'err_no_permission' && msg.interaction_id === undefined && fetching) {
          refused = true;
          fetching = false;
          changed();
        }
      });
      return () => {
        status.unsubscribe();
        messages.unsubscribe();
        if (connected) transport.send({ type: 'monitoring.unsubscribe' });
      };
    }).pipe(auditTime(batchMs, scheduler), map(state));
  });
}
