// Why: pins the wall screen's pipeline: snapshot + numbered deltas applied once and in order, exact
// resync by number after a reconnect or a hole, and at most one repaint per batch window.
import { describe, expect, it } from 'vitest';
import { map, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import {
  MONITORING_SETTINGS_DEFAULT,
  type MonitoredAgent,
  type MonitoredInteraction,
  type MonitoringDelta,
  type MonitoringSnapshot,
} from '../../../contracts/monitoring.schema';
import type { ClientMessage, ServerMessage } from '../../../contracts/socket/protocol';
import { FakeTransport } from '../../../streams/fake-transport';
import { floor$, type FloorState } from '../../../streams/monitoring/floor';
import type { RealtimeTransport, TransportStatus } from '../../../streams/transport';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const at = (s = 0) => new Date(T0 + s * 1000).toISOString();
const agent = (user_id: number, presence: MonitoredAgent['presence'] = 'online'): MonitoredAgent => ({
  user_id,
  name: `P${user_id}`,
  presence,
  presence_since: at(),
  capacity: 4,
});
const chat = (interaction_id: number, o: Partial<MonitoredInteraction> = {}): MonitoredInteraction => ({
  interaction_id,
  kind: 'chat',
  channel_id: 1,
  channel_type: 'webchat',
  stage: 'queued',
  owner_user_id: null,
  created_at: at(),
  first_response_at: null,
  ...o,
});
const snapshot = (seq: number, s: Partial<MonitoringSnapshot> = {}): ServerMessage => ({
  type: 'monitoring.snapshot',
  snapshot: {
    seq,
    at: at(),
    agents: [],
    interactions: [],
    channels: [{ id: 1, type: 'webchat', name: 'Site' }],
    figures: null as never,
    settings: MONITORING_SETTINGS_DEFAULT,
    ...s,
  },
});
const delta = (seq: number, d: Partial<MonitoringDelta> = {}): ServerMessage => ({ type: 'monitoring.delta', delta: { seq, at: at(seq), ...d } });
const subscribes = (t: FakeTransport) => t.sent.filter((m) => m.type === 'monitoring.subscribe');

/** A fake transport driven by hand, the stream's batching in virtual time. */
function setUp() {
  const transport = new FakeTransport('disconnected');
  const scheduler = new TestScheduler(() => undefined);
  // Outside run(), virtual time stops at 750 frames by default: a test with many steps needs more.
  scheduler.maxFrames = Number.POSITIVE_INFINITY;
  const seen: FloorState[] = [];
  const sub = floor$(transport, { scheduler, now: () => T0 }).subscribe((s) => seen.push(s));
  const step = () => {
    transport.flush();
    scheduler.flush();
  };
  return { transport, seen, sub, step, last: () => seen[seen.length - 1] };
}

// Snapshot figures are irrelevant here: a valid object keeps the fake's schema check happy.
const FIGURES = {
  day_start: at(),
  threshold_seconds: 20,
  offered: 0,
  answered: 0,
  answered_within: 0,
  abandoned: 0,
  service_level: null,
  abandon_rate: null,
  avg_first_response_seconds: null,
  avg_handle_seconds: null,
  by_channel: [],
  issues_due_today: 0,
};
const snap = (seq: number, s: Partial<MonitoringSnapshot> = {}) => snapshot(seq, { figures: FIGURES, ...s });

describe('floor$', () => {
  it('asks for a snapshot on connect, then applies deltas after its number and drops older ones', () => {
    const { transport, step, last, seen } = setUp();
    transport.setStatus('connected');
    step();
    expect(subscribes(transport)).toEqual([{ type: 'monitoring.subscribe', after_seq: 0 }]);
    expect(seen).toEqual([]);

    // The socket joined before the snapshot was read: delta 4 may come too, and is already in it.
    transport.receive(snap(4, { agents: [agent(1)], interactions: [chat(10)] })).receive(delta(4, { agents: [agent(1, 'away')] }));
    step();
    expect(last()).toMatchObject({ seq: 4, synced: true });
    expect(last().agents.get(1)?.presence).toBe('online');

    transport
      .receive(delta(5, { interactions: [chat(10, { stage: 'agent', owner_user_id: 1 })], agents: [agent(2, 'away')] }))
      .receive(delta(6, { closed_interactions: [10] }));
    step();
    expect(last().seq).toBe(6);
    expect([...last().interactions.keys()]).toEqual([]);
    expect(last().agents.get(2)?.presence).toBe('away');
    expect(subscribes(transport)).toHaveLength(1);
  });

  it('after a reconnect asks from its last number and applies catch-up and live deltas in order, each once', () => {
    const { transport, step, last } = setUp();
    transport.setStatus('connected').receive(snap(2, { interactions: [] }));
    step();
    transport.setStatus('connecting');
    step();
    expect(last().synced).toBe(false);

    transport.setStatus('connected');
    step();
    expect(subscribes(transport).at(-1)).toEqual({ type: 'monitoring.subscribe', after_seq: 2 });
    // A live delta overtakes the catch-up: it waits for 3 and 4.
    transport.receive(delta(5, { interactions: [chat(12)] }));
    step();
    expect(last()).toMatchObject({ seq: 2, synced: false });
    transport
      .receive(delta(3, { interactions: [chat(11)] }))
      .receive(delta(4, { closed_interactions: [11] }))
      .receive(delta(5, { interactions: [chat(99)] }));
    step();
    // Applied in order, each once; synced once the server says the catch-up is over.
    expect(last()).toMatchObject({ seq: 5, synced: false });
    transport.receive({ type: 'monitoring.synced', seq: 4, at: at(60) });
    step();
    expect(last()).toMatchObject({ seq: 5, synced: true, clockOffsetMs: 60_000 });
    expect([...last().interactions.keys()]).toEqual([12]);
    // Still one subscribe per connect: the hole was the catch-up's to fill.
    expect(subscribes(transport)).toHaveLength(2);
  });

  it('asks again from its last number when a live delta shows a hole, once until it is filled', () => {
    const { transport, step, last } = setUp();
    transport.setStatus('connected').receive(snap(1));
    step();
    transport.receive(delta(3)).receive(delta(4));
    step();
    expect(subscribes(transport).map((m) => (m as Extract<ClientMessage, { type: 'monitoring.subscribe' }>).after_seq)).toEqual([0, 1]);
    transport.receive(delta(2)).receive(delta(3)).receive(delta(4)).receive({ type: 'monitoring.synced', seq: 4, at: at() });
    step();
    expect(last()).toMatchObject({ seq: 4, synced: true });
    expect(subscribes(transport)).toHaveLength(2);
  });

  it('is synced again after a reconnect that missed nothing, and asks again if the server is ahead', () => {
    const { transport, step, last } = setUp();
    transport.setStatus('connected').receive(snap(7));
    step();
    transport.setStatus('connecting');
    step();
    transport.setStatus('connected');
    step();
    expect(last().synced).toBe(false);
    transport.receive({ type: 'monitoring.synced', seq: 7, at: at() });
    step();
    expect(last()).toMatchObject({ seq: 7, synced: true });
    // Told it is at 9 while it has 7 (a delta lost on the way): it asks from 7 again.
    transport.receive({ type: 'monitoring.synced', seq: 9, at: at() });
    step();
    expect(subscribes(transport).at(-1)).toEqual({ type: 'monitoring.subscribe', after_seq: 7 });
  });

  it('says when the server refuses the feed', () => {
    const { transport, step, last } = setUp();
    transport.setStatus('connected').receive({ type: 'error', code: 'err_no_permission' });
    step();
    expect(last()).toMatchObject({ refused: true, synced: false });
  });

  it('tells the server it stops watching when unsubscribed while connected', () => {
    const { transport, step, sub } = setUp();
    transport.setStatus('connected').receive(snap(1));
    step();
    sub.unsubscribe();
    expect(transport.sent.at(-1)).toEqual({ type: 'monitoring.unsubscribe' });
  });
});

describe('floor$ batching', () => {
  /** A transport whose streams are marble observables. */
  const marbles = (status$: Observable<TransportStatus>, messages$: Observable<ServerMessage>): RealtimeTransport => ({
    connect() {},
    disconnect() {},
    send() {},
    status$,
    messages$,
  });

  it('repaints once per 250 ms window with the state at its end, whatever the event rate', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ hot, expectObservable }) => {
      const msgs = {
        s: snap(1, { agents: [agent(1)] }),
        a: delta(2, { agents: [agent(1, 'away')] }),
        b: delta(3, { agents: [agent(1, 'online')] }),
        c: delta(4, { agents: [agent(1, 'away')] }),
      };
      const transport = marbles(hot('c', { c: 'connected' as const }), hot('s 299ms abc', msgs));
      const painted = floor$(transport).pipe(map((f) => `${f.seq}:${f.agents.get(1)?.presence}`));
      expectObservable(painted).toBe('250ms S 299ms A', { S: '1:online', A: '4:away' });
    });
  });
});
