import { describe, expect, it } from 'vitest';
import { groupCommit, type Pending } from '../../server/lib/group-commit';

/** A write that records each batch and answers only when the test lets it go. */
function heldWrites() {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  const write = (batch: Pending<number, string>[]) => {
    batches.push(batch.map((p) => p.item));
    return new Promise<void>((done) =>
      release.push(() => {
        for (const p of batch) {
          if (p.item < 0) p.reject(new Error(`refused ${p.item}`));
          else p.resolve(`stored ${p.item}`);
        }
        done();
      }),
    );
  };
  const turn = () => new Promise((r) => setImmediate(r));
  return { write, batches, release, turn };
}

describe('group commit', () => {
  it('writes what arrives in one turn of the event loop as one batch, and what arrives meanwhile as the next', async () => {
    const w = heldWrites();
    const put = groupCommit(w.write, { maxBatch: 100, inFlight: 1 });
    const first = [1, 2, 3].map(put);
    await w.turn();
    expect(w.batches).toEqual([[1, 2, 3]]);
    const second = [4, 5].map(put);
    await w.turn();
    // One write at a time: 4 and 5 wait for the first.
    expect(w.batches).toEqual([[1, 2, 3]]);
    w.release[0]();
    expect(await Promise.all(first)).toEqual(['stored 1', 'stored 2', 'stored 3']);
    await w.turn();
    expect(w.batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    w.release[1]();
    expect(await Promise.all(second)).toEqual(['stored 4', 'stored 5']);
  });

  it('answers each item on its own, and fails the unanswered ones when the write throws', async () => {
    const w = heldWrites();
    const put = groupCommit(w.write, { maxBatch: 100, inFlight: 1 });
    const answers = [7, -8].map((n) => put(n).catch((e: Error) => e.message));
    await w.turn();
    w.release[0]();
    expect(await Promise.all(answers)).toEqual(['stored 7', 'refused -8']);

    const broken = groupCommit<number, string>(async () => Promise.reject(new Error('connection lost')), { maxBatch: 100, inFlight: 1 });
    expect(await Promise.all([1, 2].map((n) => broken(n).catch((e: Error) => e.message)))).toEqual(['connection lost', 'connection lost']);
  });

  it('keeps up to inFlight writes out, splits at maxBatch, and never puts one key in two writes out at once', async () => {
    const w = heldWrites();
    const put = groupCommit(w.write, { maxBatch: 2, inFlight: 2, keyOf: (n) => n % 10 });
    const all = [11, 12, 13, 21].map(put);
    await w.turn();
    await w.turn();
    // 11 and 12 fill the first write; 13 goes in the second; 21 shares key 1 with 11, so it waits.
    expect(w.batches).toEqual([[11, 12], [13]]);
    w.release[0]();
    await w.turn();
    await w.turn();
    expect(w.batches).toEqual([[11, 12], [13], [21]]);
    w.release[1]();
    w.release[2]();
    expect(await Promise.all(all)).toEqual(['stored 11', 'stored 12', 'stored 13', 'stored 21']);
  });

  it('with lingerMs, holds the oldest item that long for others to join its write, then writes at once', async () => {
    const w = heldWrites();
    const put = groupCommit(w.write, { maxBatch: 100, inFlight: 1, lingerMs: 300 });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const first = put(1);
    await w.turn();
    // Without the linger, 1 would be out by now.
    expect(w.batches).toEqual([]);
    await sleep(200);
    const second = put(2);
    await sleep(200);
    // 2 joined 1's write, which went out when 1 had waited its 300 ms (at 300 ms), not 300 ms after
    // 2 arrived (at 500 ms).
    expect(w.batches).toEqual([[1, 2]]);
    // 3 waits for the write out (inFlight 1); having waited longer than the linger by then, it goes at once.
    const third = put(3);
    await sleep(350);
    w.release[0]();
    expect(await Promise.all([first, second])).toEqual(['stored 1', 'stored 2']);
    await w.turn();
    await w.turn();
    expect(w.batches).toEqual([[1, 2], [3]]);
    w.release[1]();
    expect(await third).toBe('stored 3');
  });
});
