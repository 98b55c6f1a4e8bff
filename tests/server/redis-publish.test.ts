import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { publishingSafely } from '../../server/realtime/redis-publish';

const redisUrl = process.env.TEST_REDIS_URL;

/** Runs where Redis is (the PostgreSQL pass of `npm test`). */
describe.skipIf(!redisUrl)("publishing through the Redis adapter's client", () => {
  it('still publishes, and logs a publish on a closed connection instead of leaving it to end the process', async () => {
    const warned: string[] = [];
    const listener = new Redis(redisUrl!);
    const heard = new Promise<string>((resolve) => listener.on('message', (_channel: string, message: string) => resolve(message)));
    await listener.subscribe('cc-test-publish');
    const client = publishingSafely(new Redis(redisUrl!), { warn: (_obj, msg) => warned.push(msg) });

    expect(await client.publish('cc-test-publish', 'сайн уу')).toBe(1);
    expect(await heard).toBe('сайн уу');

    await client.quit();
    // As the adapter calls it: nobody waits for the answer, so a rejection would go unhandled.
    expect(await client.publish('cc-test-publish', 'too late')).toBe(0);
    expect(warned).toEqual(['redis publish failed']);
    await listener.quit();
  });
});
