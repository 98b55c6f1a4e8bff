import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import enErrors from '../../locales/en/errors.json';
import mnErrors from '../../locales/mn/errors.json';
import enPub from '../../locales/en/pub.json';
import mnPub from '../../locales/mn/pub.json';
import { build, makeCompany, nextIp, PASSWORD, signIn, uniq } from './helper';

type T = Awaited<ReturnType<typeof build>>;
let t: T;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const login = (app: T['app'], payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: '/pub/login', payload, remoteAddress: opts.ip ?? nextIp(), headers: opts.headers });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /pub/login (JSON)', () => {
  it('opens a session: sid is HttpOnly, SameSite=Lax and not Secure over plain http', async () => {
    const co = await makeCompany(t.db);
    const res = await login(t.app, { email: co.emails.agent, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, redirect: '/' });
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(sid!.value.length).toBeGreaterThan(20);
    expect(sid!.expires!.getTime()).toBeGreaterThan(Date.now());
    // The stored language comes back as the locale cookie.
    expect(res.cookies.find((c) => c.name === 'chosenLocale')?.value).toBe('mn');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: `sid=${sid!.value}` } });
    expect(me.json()).toMatchObject({ ID: co.ids.agent });
  });

  it('keeps the language chosen in this browser at sign-in and stores it for the user', async () => {
    const co = await makeCompany(t.db);
    const res = await login(t.app, { email: co.emails.manager, password: PASSWORD }, { headers: { cookie: 'chosenLocale=en' } });
    expect(res.statusCode).toBe(200);
    // The browser's cookie stays as it is; the account now remembers English.
    expect(res.cookies.find((c) => c.name === 'chosenLocale')).toBeUndefined();
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: `sid=${sid}` } })).json()).toMatchObject({ lang: 'en' });
    // A fresh browser then gets English from the account.
    const fresh = await login(t.app, { email: co.emails.manager, password: PASSWORD });
    expect(fresh.cookies.find((c) => c.name === 'chosenLocale')?.value).toBe('en');
  });

  it('accepts the e-mail in any letter case', async () => {
    const co = await makeCompany(t.db);
    const res = await login(t.app, { email: `  ${co.emails.agent.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('follows `next` only to same-site paths', async () => {
    const co = await makeCompany(t.db);
    const cases: [string, string][] = [
      ['/issues', '/issues'],
      ['/issues?tab=open', '/issues?tab=open'],
      ['https://evil.example', '/'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['evil', '/'],
    ];
    for (const [next, redirect] of cases) {
      const res = await login(t.app, { email: co.emails.agent, password: PASSWORD, next });
      expect(res.json(), next).toEqual({ ok: true, redirect });
    }
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const co = await makeCompany(t.db);
    const wrong = await login(t.app, { email: co.emails.agent, password: 'nope-nope' });
    const unknown = await login(t.app, { email: `nobody.${uniq()}@test.mn`, password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'err_invalid_credentials', message: mnErrors.err_invalid_credentials });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses an inactive user with the right password, in the language of the locale cookie', async () => {
    const co = await makeCompany(t.db);
    const en = await login(t.app, { email: co.emails.inactive, password: PASSWORD }, { headers: { cookie: 'chosenLocale=en' } });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ code: 'err_user_inactive', message: enErrors.err_user_inactive });
    const mn = await login(t.app, { email: co.emails.inactive, password: PASSWORD }, { headers: { cookie: 'chosenLocale=mn' } });
    expect(mn.json()).toEqual({ code: 'err_user_inactive', message: mnErrors.err_user_inactive });
    expect(mn.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // With a wrong password the inactive account is not revealed.
    const wrong = await login(t.app, { email: co.emails.inactive, password: 'nope-nope' });
    expect(wrong.json().code).toBe('err_invalid_credentials');
  });

  it('refuses unknown fields and a missing password with 400', async () => {
    const co = await makeCompany(t.db);
    const extra = await login(t.app, { email: co.emails.agent, password: PASSWORD, remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ code: 'err_wrong_param_structure', message: mnErrors.err_wrong_param_structure });
    const missing = await login(t.app, { email: co.emails.agent });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('err_wrong_param_structure');
  });
});

describe('sign-in throttling', () => {
  it('locks an account after 5 failures, even for the right password', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(t.app, { email: co.emails.agent, password: `wrong-${i}` }, { ip })).statusCode).toBe(401);
    // A different address does not help: the lock is on the account.
    const locked = await login(t.app, { email: co.emails.agent, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    const retry = Number(locked.headers['retry-after']);
    // The wait is in the body too, for a client that cannot read headers.
    expect(locked.json()).toEqual({ code: 'err_too_many_attempts', message: mnErrors.err_too_many_attempts, retryAfter: retry });
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The form gets the page back with the message and the same header.
    const page = await t.app.inject({ method: 'POST', url: '/pub/login', headers: FORM, remoteAddress: nextIp(), payload: form({ email: co.emails.agent, password: PASSWORD }) });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(mnErrors.err_too_many_attempts);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts, from the same or another address, still sign in.
    expect((await login(t.app, { email: co.emails.manager, password: PASSWORD }, { ip })).statusCode).toBe(200);
    expect((await login(t.app, { email: co.emails.guest, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not lock an account when a success comes before the fifth failure', async () => {
    const co = await makeCompany(t.db);
    for (let i = 0; i < 4; i++) await login(t.app, { email: co.emails.agent, password: 'wrong' });
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, { email: co.emails.agent, password: 'wrong' })).statusCode).toBe(401);
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD })).statusCode).toBe(200);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await login(t.app, { email: `guess${i}.${uniq()}@test.mn`, password: 'wrong' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const fromThere = await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip });
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json().code).toBe('err_too_many_attempts');
    expect(Number(fromThere.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: T;
  beforeAll(async () => {
    proxied = await build({ trustProxy: true });
  });
  afterAll(() => proxied.close());
  // The proxy runs beside the app, connects from the loopback address and appends the client's
  // address to whatever X-Forwarded-For the client sent.
  const PROXY = '127.0.0.1';

  it('marks the cookie Secure when the proxy says https', async () => {
    const co = await makeCompany(proxied.db);
    const https = await login(proxied.app, { email: co.emails.agent, password: PASSWORD }, { ip: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(https.statusCode).toBe(200);
    expect(https.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const http = await login(proxied.app, { email: co.emails.agent, password: PASSWORD }, { ip: PROXY, headers: { 'x-forwarded-proto': 'http' } });
    expect(http.statusCode).toBe(200);
    expect(http.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });

  it('throttles the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const co = await makeCompany(proxied.db);
    const via = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 203.0.113.9`, 'x-forwarded-proto': 'https' });
    for (let i = 0; i < 20; i++) {
      const res = await login(proxied.app, { email: `guess${i}.${uniq()}@test.mn`, password: 'wrong' }, { ip: PROXY, headers: via(`198.51.100.${i}`) });
      expect(res.statusCode).toBe(401);
    }
    const next = await login(proxied.app, { email: co.emails.agent, password: PASSWORD }, { ip: PROXY, headers: via('198.51.100.250') });
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('err_too_many_attempts');
  });
});

describe('form sign-in and the sign-in page', () => {
  it('redirects with 303 to `next` on success', async () => {
    const co = await makeCompany(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/pub/login', headers: FORM, remoteAddress: nextIp(), payload: form({ email: co.emails.agent, password: PASSWORD, next: '/issues' }) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/issues');
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const evil = await t.app.inject({ method: 'POST', url: '/pub/login', headers: FORM, remoteAddress: nextIp(), payload: form({ email: co.emails.agent, password: PASSWORD, next: '//evil.example' }) });
    expect(evil.headers.location).toBe('/');
  });

  it('shows the page again with the translated message on failure', async () => {
    const co = await makeCompany(t.db);
    const payload = form({ email: co.emails.agent, password: 'wrong', next: '/issues' });
    const mn = await t.app.inject({ method: 'POST', url: '/pub/login', headers: FORM, remoteAddress: nextIp(), payload });
    expect(mn.statusCode).toBe(401);
    expect(mn.headers['content-type']).toMatch(/^text\/html/);
    expect(mn.body).toContain(mnErrors.err_invalid_credentials);
    expect(mn.body).toContain(`value="${co.emails.agent}"`);
    expect(mn.body).toContain('name="next" value="/issues"');
    expect(mn.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const en = await t.app.inject({ method: 'POST', url: '/pub/login', headers: { ...FORM, cookie: 'chosenLocale=en' }, remoteAddress: nextIp(), payload });
    expect(en.body).toContain(enErrors.err_invalid_credentials);
    expect(en.body).not.toContain(mnErrors.err_invalid_credentials);
  });

  it('serves the page in mn by default and in en with ?lang=en', async () => {
    const mn = await t.app.inject({ url: '/pub/login' });
    expect(mn.statusCode).toBe(200);
    expect(mn.headers['content-type']).toMatch(/^text\/html/);
    expect(mn.body).toMatch(/<form method="post" action="\/pub\/login">/);
    expect(mn.body).toContain('<html lang="mn">');
    expect(mn.body).toContain(mnPub.heading);
    expect(mn.body).toContain('name="email"');
    expect(mn.body).toContain('name="password"');
    expect(mn.cookies.find((c) => c.name === 'chosenLocale')).toBeUndefined();

    const en = await t.app.inject({ url: '/pub/login?lang=en&next=/issues' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(enPub.heading);
    expect(en.body).toContain('name="next" value="/issues"');
    const chosen = en.cookies.find((c) => c.name === 'chosenLocale');
    expect(chosen).toMatchObject({ value: 'en', path: '/', maxAge: 365 * 86400 });
    // The cookie alone is enough next time.
    expect((await t.app.inject({ url: '/pub/login', headers: { cookie: 'chosenLocale=en' } })).body).toContain(enPub.heading);
    // Links from mail or marketing carry their own parameters; the page still opens.
    const tracked = await t.app.inject({ url: '/pub/login?utm_source=mail&next=/contacts' });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).toContain('name="next" value="/contacts"');
  });
});

describe('session expiry', () => {
  const sidOf = (cookie: string) => decodeURIComponent(/sid=([^;]+)/.exec(cookie)![1]);

  it('extends a session used after a while and sends the cookie again', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const fresh = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(fresh.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, co.ids.agent));
    const old = { lastSeenAt: new Date(Date.now() - 60 * 60 * 1000), expiresAt: new Date(Date.now() + 60 * 60 * 1000) };
    await t.db.update(sessions).set(old).where(eq(sessions.tokenHash, row.tokenHash));
    const res = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(res.json().ID).toBe(co.ids.agent);
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sid!.value).toBe(sidOf(cookie));
    expect(sid!.expires!.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, row.tokenHash));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });

  it('treats an expired session as signed out', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, co.ids.agent));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().ID).toBe(0);
    expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).json().code).toBe('err_auth_failed');
  });
});

describe('logout', () => {
  it('ends the session and clears the cookie', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    // The old cookie no longer signs anybody in.
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ ID: 0 });
    expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    const res = await t.app.inject({ url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
