import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MONITORING_STALE_MS, monitoringConnectionMachine } from '../../../machines/monitoring-connection.machine';

describe('monitoringConnectionMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is live once the feed is synced; a drop is stale at first, then reconnecting, until synced again', () => {
    const actor = createActor(monitoringConnectionMachine).start();
    expect(actor.getSnapshot().value).toBe('connecting');
    actor.send({ type: 'link.down' });
    expect(actor.getSnapshot().value).toBe('connecting');
    actor.send({ type: 'feed.synced' });
    expect(actor.getSnapshot().value).toBe('live');
    actor.send({ type: 'link.down' });
    expect(actor.getSnapshot().value).toBe('stale');
    expect(actor.getSnapshot().hasTag('showsData')).toBe(true);
    vi.advanceTimersByTime(MONITORING_STALE_MS - 1);
    expect(actor.getSnapshot().value).toBe('stale');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    actor.send({ type: 'feed.synced' });
    expect(actor.getSnapshot().value).toBe('live');
  });

  it('a blip shorter than the stale time goes back to live without reconnecting', () => {
    const actor = createActor(monitoringConnectionMachine).start();
    actor.send({ type: 'feed.synced' });
    actor.send({ type: 'link.down' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'feed.synced' });
    vi.advanceTimersByTime(MONITORING_STALE_MS * 2);
    expect(actor.getSnapshot().value).toBe('live');
  });

  it('stops at a refusal', () => {
    const actor = createActor(monitoringConnectionMachine).start();
    actor.send({ type: 'feed.refused' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
