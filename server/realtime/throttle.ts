/**
 * A per-socket sliding-window limit: at most `limit` events in `windowMs`. In memory on purpose:
 * it guards one connection against flooding, which only the process holding it can see.
 */
export function windowLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const times: number[] = [];
  return () => {
    const t = now();
    while (times.length && times[0] <= t - windowMs) times.shift();
    if (times.length >= limit) return false;
    times.push(t);
    return true;
  };
}
