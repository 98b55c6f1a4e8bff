/** Percentiles of latency samples in ms (nearest-rank on a sorted copy). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

export function summarise(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    p999: percentile(sorted, 99.9),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');

export interface SlowSecond {
  /** Wall-clock second. */
  second: number;
  samples: number;
  over: number;
  max: number;
}

/** The seconds in which some sample took over `overMs`, with how many did and the slowest. */
export function slowSeconds(samples: number[], at: number[], overMs: number): SlowSecond[] {
  const bySecond = new Map<number, SlowSecond>();
  samples.forEach((latency, i) => {
    const second = Math.floor(at[i]);
    const s = bySecond.get(second) ?? { second, samples: 0, over: 0, max: 0 };
    s.samples++;
    if (latency > overMs) s.over++;
    s.max = Math.max(s.max, latency);
    bySecond.set(second, s);
  });
  return [...bySecond.values()].filter((s) => s.over > 0).sort((a, b) => a.second - b.second);
}
