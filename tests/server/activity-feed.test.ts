import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem } from '../../contracts';
import { createActivityFeed } from '../../server/realtime/activity-feed';

const item = (interaction_id: number, last_seq: number, from_contact = true): ActivityItem => ({ interaction_id, last_seq, from_contact });

function feed(windowMs = 250) {
  const frames: [number, ActivityItem[]][] = [];
  return { frames, feed: createActivityFeed((userId, items) => frames.push([userId, items]), windowMs) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('activity feed (per staff member)', () => {
  it("sends a quiet person's activity at once", () => {
    const { frames, feed: f } = feed();
    f.add(1, item(10, 1));
    expect(frames).toEqual([[1, [item(10, 1)]]]);
    vi.advanceTimersByTime(250);
    expect(frames).toHaveLength(1);
    // The window passed with nothing in it: the next message goes at once again.
    f.add(1, item(10, 2));
    expect(frames).toHaveLength(2);
  });

  it('merges what comes within the window into one frame per person, one item per conversation', () => {
    const { frames, feed: f } = feed();
    f.add(1, item(10, 1));
    f.add(1, item(10, 2, true));
    f.add(1, item(11, 7, false));
    f.add(1, item(10, 3, false));
    vi.advanceTimersByTime(249);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // The customer's message 2 keeps its sound though an agent's reply 3 followed it.
    expect(frames[1]).toEqual([1, [item(10, 3, true), item(11, 7, false)]]);

    // A busy person stays throttled: the next item waits for the end of the window the flush opened.
    vi.advanceTimersByTime(100);
    f.add(1, item(11, 8, false));
    expect(frames).toHaveLength(2);
    vi.advanceTimersByTime(150);
    expect(frames[2]).toEqual([1, [item(11, 8, false)]]);
  });

  it('keeps people apart', () => {
    const { frames, feed: f } = feed();
    f.add(1, item(10, 1));
    f.add(2, item(20, 1));
    f.add(1, item(10, 2));
    expect(frames).toEqual([
      [1, [item(10, 1)]],
      [2, [item(20, 1)]],
    ]);
    vi.advanceTimersByTime(250);
    expect(frames.slice(2)).toEqual([[1, [item(10, 2)]]]);
  });

  it('sends nothing after it is closed', () => {
    const { frames, feed: f } = feed();
    f.add(1, item(10, 1));
    f.add(1, item(10, 2));
    f.close();
    vi.advanceTimersByTime(1000);
    expect(frames).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
