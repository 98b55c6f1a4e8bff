import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type DbHandle } from '../../server/db/client';
import { freshPgDatabase, makeCompany, nextIp, uniq } from './helper';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server processes on one PostgreSQL database share the sign-in throttle: their parallel
 * attempts together are let through no more often than one process's would be.
 */
describe.skipIf(!adminUrl)('sign-in throttle across two processes', () => {
  let db: Awaited<ReturnType<typeof freshPgDatabase>>;
  const nodes: { app: App; handle: DbHandle }[] = [];

  beforeAll(async () => {
    db = await freshPgDatabase(adminUrl!, 'cc_throttle');
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: db.url });
      const config = {
        ...loadConfig({ DATA_DIR: '/tmp/cc-test-unused', SESSION_SECRET: 'throttle-secret-'.padEnd(40, 'z') }),
        databaseUrl: db.url,
        consoleDir: '/nonexistent',
      };
      const app = await buildApp(config, handle, { logger: false });
      await app.ready();
      nodes.push({ app, handle });
    }
  });

  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    await db?.drop();
  });

  const burst = (n: number, attempt: (i: number) => { email: string; password: string }, ip: string) =>
    Promise.all(Array.from({ length: n }, (_, i) => nodes[i % 2].app.inject({ method: 'POST', url: '/pub/login', payload: attempt(i), remoteAddress: ip })));
  const checked = (answers: { statusCode: number }[]) => answers.filter((a) => a.statusCode === 401).length;

  it('checks at most 5 of 100 parallel wrong passwords on one account, half sent to each process', async () => {
    const co = await makeCompany(nodes[0].handle.db);
    const answers = await burst(100, (i) => ({ email: co.emails.agent, password: `wrong-${i}` }), nextIp());
    expect(checked(answers)).toBe(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(95);
  });

  it('checks at most 20 of 100 parallel guesses from one address, half sent to each process', async () => {
    const answers = await burst(100, (i) => ({ email: `guess${i}.${uniq()}@test.mn`, password: 'wrong' }), nextIp());
    expect(checked(answers)).toBe(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(80);
  });
});
