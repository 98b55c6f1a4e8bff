/**
 * Work queued per key runs one at a time, in the order it was queued; keys are independent. A
 * visitor's messages go through one lane (whichever of its sockets they came by), so the first one
 * starts the conversation and each of the others is stored after the one sent before it.
 * A lane without work is forgotten.
 */
export type SerialLanes = ReturnType<typeof serialLanes>;

export function serialLanes() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      const before = tails.get(key);
      const result = before ? before.then(work) : work();
      // The next in line waits for this one to end, however it ends.
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Lanes with work queued or running (for tests and leak checks). */
    get size() {
      return tails.size;
    },
  };
}
