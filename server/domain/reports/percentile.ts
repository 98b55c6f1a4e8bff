/**
 * percentile_cont over a histogram whose values are the buckets' lower bounds: the p-th position
 * of the sorted values, interpolated between its neighbours. Null for no values.
 */
export function percentileOf(buckets: readonly (readonly [number, number])[], p: number): number | null {
  const n = buckets.reduce((s, [, c]) => s + c, 0);
  if (!n) return null;
  const r = p * (n - 1);
  const at = (pos: number) => {
    let seen = 0;
    for (const [b, c] of buckets) {
      seen += c;
      if (pos < seen) return b;
    }
    return buckets[buckets.length - 1][0];
  };
  const lo = at(Math.floor(r));
  return lo + (r - Math.floor(r)) * (at(Math.ceil(r)) - lo);
}
