import type { VisitorMessage } from '../../../contracts/socket/visitor';

/**
 * Messages of one conversation in seq order, each seq once: a message already held wins over a
 * copy arriving again (after a reconnect, a resync and a live event may carry the same one).
 */
export function mergeBySeq(held: readonly VisitorMessage[], incoming: readonly VisitorMessage[]): VisitorMessage[] {
  if (!incoming.length) return held as VisitorMessage[];
  const bySeq = new Map<number, VisitorMessage>();
  for (const m of incoming) bySeq.set(m.seq, m);
  for (const m of held) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (list: readonly VisitorMessage[]) => (list.length ? list[list.length - 1].seq : 0);

/**
 * The sequence cursor: `seq` is known complete up to here (nothing missing below). A number more
 * than one past it means events were missed, and the widget asks for everything after the cursor.
 */
export function advanceCursor(cursor: number, held: readonly VisitorMessage[]): number {
  const seqs = new Set(held.map((m) => m.seq));
  let c = cursor;
  while (seqs.has(c + 1)) c++;
  return c;
}
