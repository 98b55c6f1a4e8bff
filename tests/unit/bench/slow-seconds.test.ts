// Why: bench:chat's BENCH_GC_LOG lists the seconds that held slow messages, to set beside the logged collections.
import { describe, expect, it } from 'vitest';
import { slowSeconds } from '../../../bench/chat-latency/stats';

describe('slowSeconds', () => {
  it('lists, in order, the wall-clock seconds with samples over the limit, how many and the slowest', () => {
    const samples = [3, 80, 2, 120, 51, 4, 50];
    const at = [100.2, 101.9, 101.1, 103.5, 103.0, 104.4, 104.9];
    expect(slowSeconds(samples, at, 50)).toEqual([
      { second: 101, samples: 2, over: 1, max: 80 },
      { second: 103, samples: 2, over: 2, max: 120 },
    ]);
  });
});
