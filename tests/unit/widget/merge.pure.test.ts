import { describe, expect, it } from 'vitest';
import { advanceCursor, lastSeqOf, mergeBySeq } from '../../../contracts/protocol-client/merge';
import { staffMessage } from './fake-transport';

const seqs = (list: { seq: number }[]) => list.map((m) => m.seq);

describe('merge by seq', () => {
  it('orders by seq and keeps each seq once, the held copy winning', () => {
    const held = [staffMessage(1, 'a'), staffMessage(3, 'c')];
    const merged = mergeBySeq(held, [staffMessage(4, 'd'), staffMessage(2, 'b'), staffMessage(3, 'c again')]);
    expect(seqs(merged)).toEqual([1, 2, 3, 4]);
    expect(merged[2].body).toBe('c');
    expect(mergeBySeq(merged, merged)).toEqual(merged);
    expect(lastSeqOf(merged)).toBe(4);
    expect(lastSeqOf([])).toBe(0);
  });

  it('advances the cursor only over contiguous seqs', () => {
    const held = [1, 2, 3, 5, 6].map((s) => staffMessage(s, String(s)));
    expect(advanceCursor(0, held)).toBe(3);
    expect(advanceCursor(4, held)).toBe(6);
    expect(advanceCursor(9, held)).toBe(9);
  });
});
