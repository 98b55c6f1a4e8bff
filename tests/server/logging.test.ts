import { randomBytes } from 'node:crypto';
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

  it('keeps one-time links and secret parameters out of the log', async () => {
    const secret = () => randomBytes(18).toString('base64url');
    const planted: string[] = [];
    const url = (path: string) => {
      const token = secret();
      planted.push(token);
      return path.replace('SECRET', encodeURIComponent(token));
    };
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    const before = lines.length;
    for (const u of [
      '/pub/invite?t=SECRET',
      '/pub/invite?lang=en&t=SECRET',
      '/pub/confirm?t=SECRET',
      '/pub/servicerate?t=SECRET',
      '/servicerate?t=SECRET',
      '/api/users?page=1&token=SECRET',
      '/api/users?Key=SECRET',
      '/api/users?access_token=SECRET',
      '/api/nope?widget_secret=SECRET',
    ]) {
      await t.app.inject({ url: url(u), headers: { cookie } });
    }
    const log = lines.slice(before).join('');
    // The lines are there, only without the tokens.
    expect(log).toContain('/pub/invite?[redacted]');
    expect(log).toContain('/api/users?page=1&token=[redacted]');
    for (const token of planted) expect(log).not.toContain(token);
  });
});
