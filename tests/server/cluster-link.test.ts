import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchClusterLink } from '../../server/realtime/cluster-link';

/** A Redis client as ioredis reports it: a status, 'close' when its connection drops, 'ready' when it is back. */
class FakeClient extends EventEmitter {
  status = 'connecting';
  up() {
    this.status = 'ready';
    this.emit('ready');
  }
  down() {
    this.status = 'reconnecting';
    this.emit('close');
  }
}

const SETTLE = 1_000;

describe('the link to the other processes', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function watched() {
    const pub = new FakeClient();
    const sub = new FakeClient();
    let rejoins = 0;
    const link = watchClusterLink([pub, sub], () => rejoins++, SETTLE);
    return { pub, sub, link, rejoins: () => rejoins };
  }

  it('is reachable only while both the publisher and the subscriber are connected', () => {
    const { pub, sub, link } = watched();
    expect(link.reachable()).toBe(false);
    pub.up();
    expect(link.reachable()).toBe(false);
    sub.up();
    expect(link.reachable()).toBe(true);
    sub.down();
    expect(link.reachable()).toBe(false);
  });

  it('does not catch up after a first connection that simply succeeded', () => {
    const { pub, sub, rejoins } = watched();
    pub.up();
    sub.up();
    vi.advanceTimersByTime(SETTLE * 5);
    expect(rejoins()).toBe(0);
  });

  it('catches up once, a moment after both clients are back from an outage', () => {
    const { pub, sub, rejoins } = watched();
    pub.up();
    sub.up();
    pub.down();
    sub.down();
    pub.up();
    vi.advanceTimersByTime(SETTLE * 5);
    expect(rejoins()).toBe(0);
    sub.up();
    vi.advanceTimersByTime(SETTLE - 1);
    expect(rejoins()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(rejoins()).toBe(1);
    vi.advanceTimersByTime(SETTLE * 5);
    expect(rejoins()).toBe(1);
  });

  it('catches up after a start while Redis was not there yet', () => {
    const { pub, sub, rejoins } = watched();
    pub.down();
    sub.down();
    pub.up();
    sub.up();
    vi.advanceTimersByTime(SETTLE);
    expect(rejoins()).toBe(1);
  });

  it('waits for a flapping link to settle, then catches up once', () => {
    const { pub, sub, rejoins } = watched();
    pub.up();
    sub.up();
    pub.down();
    pub.up();
    vi.advanceTimersByTime(SETTLE / 2);
    pub.down();
    vi.advanceTimersByTime(SETTLE * 2);
    expect(rejoins()).toBe(0);
    pub.up();
    vi.advanceTimersByTime(SETTLE);
    expect(rejoins()).toBe(1);
  });

  it('does not catch up once stopped (shutting down)', () => {
    const { pub, sub, link, rejoins } = watched();
    pub.up();
    sub.up();
    pub.down();
    pub.up();
    link.stop();
    vi.advanceTimersByTime(SETTLE * 2);
    pub.down();
    pub.up();
    vi.advanceTimersByTime(SETTLE * 2);
    expect(rejoins()).toBe(0);
  });
});
