// Which page buttons a pager shows (spec §2), pure so every boundary can be unit-tested.

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to this many pages are shown in full; beyond it the pager always has exactly 7 slots. */
export const MAX_FULL_PAGES = 7;

/**
 * The buttons of a pager at page `current` of `total` (1-based):
 * - total ≤ 7: every page;
 * - current ≤ 4: 1 2 3 4 5 … last;
 * - current within the last 3 pages (≥ total − 2): 1 … last−4 … last;
 * - otherwise (our choice, the spec leaves it open): 1 … current−1 current current+1 … last,
 *   so the active page keeps a neighbour on each side and the row stays 7 slots wide.
 *   At current = total − 3 the trailing ellipsis stands for one page (total − 1): the spec's
 *   "last 3" threshold is kept literally rather than widened to 4.
 * `current` outside 1..total is clamped; total ≤ 0 gives no buttons.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= MAX_FULL_PAGES) return range(1, last);
  if (page <= 4) return [...range(1, 5), 'ellipsis-end', last];
  if (page >= last - 2) return [1, 'ellipsis-start', ...range(last - 4, last)];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
