import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../../server/app';
import { build, makeCompany, PASSWORD, signIn } from './helper';

/** Logs at the most verbose level must still never hold a password, a cookie or a session token. */
describe('logging', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await build({}, { level: 'trace', stream, redact: LOG_REDACT });
  });
  afterAll(() => t.close());

  it('keeps credentials out of the log', async () => {
    const co = await makeCompany(t.db);
    await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.agent, password: 'wrong-Secret-42' } });
    const cookie = await signIn(t.app, co.emails.agent);
    await t.app.inject({ url: '/api/me', headers: { cookie } });
    await t.app.inject({ url: '/api/nope', headers: { cookie } });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/me');
    expect(log).not.toContain('wrong-Secret-42');
    expect(log).not.toContain(PASSWORD);
    const token = cookie.split(';')[0].split('=')[1];
    expect(log).not.toContain(token.split('.')[0]);
  });
});
