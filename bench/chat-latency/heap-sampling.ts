import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_HEAP_PROFILE=file: a sampling heap profile of the measured window, keeping only what
 * outlived the young generation (what full collections then have to find). With
 * BENCH_HEAP_PROFILE_ALL=1 it keeps every allocation instead (what makes young collections come
 * often). Open it in Chrome DevTools' Memory tab.
 */
export function heapSampler(file: string | undefined, everything = false) {
  const session = new Session();
  return async (start: boolean) => {
    if (!file) return;
    if (start) {
      session.connect();
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: everything,
      } as never);
      return;
    }
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
