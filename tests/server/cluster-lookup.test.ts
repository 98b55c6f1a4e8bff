import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClusterLookup } from '../../server/realtime/cluster-lookup';

function recorder() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_: object, msg: string) => void warnings.push(msg) } };
}

const ROOM = 'company:1';
/** A namespace whose ROOM holds 'local-socket' on this process; `everywhere` answers for all of them. */
const namespace = (everywhere: () => Promise<string[]>) => ({
  in: (room: string) => ({ fetchSockets: () => (room === ROOM ? everywhere() : Promise.resolve([])) }),
  local: { in: (room: string) => ({ fetchSockets: async () => (room === ROOM ? ['local-socket'] : []) }) },
});

describe('socket look-ups across processes', () => {
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => void unhandled.push(reason);
  beforeAll(() => void process.on('unhandledRejection', note));
  afterAll(() => void process.off('unhandledRejection', note));

  it('answers every process while Redis answers', async () => {
    const { log, warnings } = recorder();
    const lookUp = createClusterLookup(() => true, log, 1_000);
    expect(
      await lookUp(
        namespace(async () => ['local-socket', 'remote-socket']),
        ROOM,
      ),
    ).toEqual({ found: ['local-socket', 'remote-socket'], complete: true });
    expect(warnings).toEqual([]);
  });

  it('does not ask the other processes while the Redis client is not ready', async () => {
    const { log } = recorder();
    let asked = 0;
    const lookUp = createClusterLookup(() => false, log, 1_000);
    const everywhere = async () => {
      asked++;
      return ['remote-socket'];
    };
    expect(await lookUp(namespace(everywhere), ROOM)).toEqual({ found: ['local-socket'], complete: false });
    expect(asked).toBe(0);
  });

  it('answers from this process when the others do not answer in time, and a late failure goes nowhere', async () => {
    const { log, warnings } = recorder();
    const lookUp = createClusterLookup(() => true, log, 50);
    let fail: (err: Error) => void = () => {};
    const hanging = () => new Promise<string[]>((_, reject) => (fail = reject));
    const started = performance.now();
    expect(await lookUp(namespace(hanging), ROOM)).toEqual({ found: ['local-socket'], complete: false });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(warnings).toEqual(['socket look-up across processes timed out; answering from this process']);
    // What ioredis does once it gives up on a queued command.
    fail(new Error('Reached the max retries per request limit'));
    await new Promise((r) => setTimeout(r, 20));
    expect(unhandled).toEqual([]);
  });

  it('answers from this process when asking the others fails', async () => {
    const { log, warnings } = recorder();
    const lookUp = createClusterLookup(() => true, log, 1_000);
    expect(
      await lookUp(
        namespace(() => Promise.reject(new Error('Connection is closed.'))),
        ROOM,
      ),
    ).toEqual({ found: ['local-socket'], complete: false });
    expect(warnings).toEqual(['socket look-up across processes failed; answering from this process']);
  });
});
