import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`, for texts like "5 minutes ago" that age on screen.
 * A `fixed` time (tests) is answered as is. Read on mount and on each tick, not on every render.
 */
export function useNow(fixed?: number, everyMs = 30_000): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [fixed, everyMs]);
  return fixed ?? now;
}
