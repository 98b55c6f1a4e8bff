import { PerformanceObserver, constants, performance, type PerformanceEntry } from 'node:perf_hooks';

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'young',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'full',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** Wall-clock seconds, the same clock in every process of the run. */
export const wallClock = (at = performance.now()) => (performance.timeOrigin + at) / 1000;

/**
 * BENCH_GC_LOG=1: each garbage collection of this process that took over 4 ms, and every full one,
 * on stderr with its wall-clock time, to set beside the slow seconds the run prints.
 */
export function logCollections(label: string): void {
  if (!process.env.BENCH_GC_LOG) return;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      if (e.duration <= 4 && kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      process.stderr.write(`[gc ${label}] ${wallClock(e.startTime).toFixed(2)} ${KINDS[kind] ?? kind} ${e.duration.toFixed(1)} ms\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}
