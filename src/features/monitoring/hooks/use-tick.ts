import { useEffect, useState } from 'react';

/** The clock, refreshed every `everyMs`, so durations on the wall screen tick. */
export function useTick(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
