// Why: the delivery guarantee's arithmetic, shared by the console and the widget (DESIGN.md §3):
// messages of one conversation merged by seq, and the cursor below which nothing is missing.
// Dependency-free on purpose: the widget bundles it (25 KB budget).

/** What the merge needs of a message: its server sequence number. */
export interface Sequenced {
  readonly seq: number;
}

/**
 * Messages of one conversation in seq order, each seq once: a message already held wins over a
 * copy arriving again (after a reconnect, a resync and a live event may carry the same one).
 * Answers `held` itself when nothing new arrived, so a caller can compare by reference.
 */
export function mergeBySeq<M extends Sequenced>(held: readonly M[], incoming: readonly M[]): M[] {
  const heldSeqs = new Set(held.map((m) => m.seq));
  const fresh = incoming.filter((m) => !heldSeqs.has(m.seq));
  if (!fresh.length) return held as M[];
  const bySeq = new Map<number, M>();
  for (const m of fresh) bySeq.set(m.seq, m);
  for (const m of held) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (list: readonly Sequenced[]): number => (list.length ? list[list.length - 1].seq : 0);

/**
 * The sequence cursor: `seq` is known complete up to here (nothing missing below). A number more
 * than one past it means events were missed, and the client asks for everything after the cursor.
 */
export function advanceCursor(cursor: number, held: readonly Sequenced[]): number {
  const seqs = new Set(held.map((m) => m.seq));
  let c = cursor;
  while (seqs.has(c + 1)) c++;
  return c;
}

/** True while a hole is known: something past the cursor arrived before what fills it. */
export const hasGap = (cursor: number, held: readonly Sequenced[]): boolean => lastSeqOf(held) > cursor;
