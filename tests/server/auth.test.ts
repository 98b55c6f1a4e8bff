import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { sessionIdOf } from '../../server/domain/auth/sessions';
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
  const counts = (answers: { statusCode: number }[]) => {
    const by: Record<number, number> = {};
    for (const a of answers) by[a.statusCode] = (by[a.statusCode] ?? 0) + 1;
    return by;
  };

  it('evaluates at most 5 of 100 parallel wrong passwords on one account from one address', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t.app, { email: co.emails.agent, password: `wrong-${i}` }, { ip })));
    // 401 means the password was checked; 429 means it was refused before.
    expect(counts(answers)).toEqual({ 401: 5, 429: 95 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    const retry = Number(refused.headers['retry-after']);
    // The wait is in the body too, for a client that cannot read headers.
    expect(refused.json()).toEqual({ code: 'err_too_many_attempts', message: mnErrors.err_too_many_attempts, retryAfter: retry });
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // That address cannot try the account even with the right password, and the form says so.
    const right = await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip });
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const page = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: FORM,
      remoteAddress: ip,
      payload: form({ email: co.emails.agent, password: PASSWORD }),
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(mnErrors.err_too_many_attempts);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts from that address still sign in.
    expect((await login(t.app, { email: co.emails.manager, password: PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('lets the real user in from another address after a stranger failed on their account', async () => {
    const co = await makeCompany(t.db);
    const attacker = nextIp();
    await Promise.all(Array.from({ length: 30 }, (_, i) => login(t.app, { email: co.emails.agent, password: `wrong-${i}` }, { ip: attacker })));
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD })).statusCode).toBe(200);
  });

  it('spaces, and does not lock, the attempts of many addresses on one account; a known address skips the spacing', async () => {
    const co = await makeCompany(t.db);
    const home = nextIp();
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip: home })).statusCode).toBe(200);
    // 40 addresses guess at once: the first 10 are checked, then attempts must wait, one at a time.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t.app, { email: co.emails.agent, password: `wrong-${i}` })));
    expect(counts(answers)).toEqual({ 401: 10, 429: 30 });
    // The refused wait seconds (the spacing), not a lock-out window…
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(2);
    // …and the real user at the address they signed in from before is not held up at all.
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip: home })).statusCode).toBe(200);
  });

  it('does not hold a success against the account', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login(t.app, { email: co.emails.agent, password: 'wrong' }, { ip });
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, { email: co.emails.agent, password: 'wrong' }, { ip })).statusCode).toBe(401);
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('evaluates at most 20 of 100 parallel guesses from one address across accounts', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t.app, { email: `guess${i}.${uniq()}@test.mn`, password: 'wrong' }, { ip })));
    expect(counts(answers)).toEqual({ 401: 20, 429: 80 });
    const fromThere = await login(t.app, { email: co.emails.agent, password: PASSWORD }, { ip });
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json().code).toBe('err_too_many_attempts');
    expect(Number(fromThere.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t.app, { email: co.emails.agent, password: PASSWORD })).statusCode).toBe(200);
  });

  it('stops guessing as soon as the right password is among 100 parallel guesses', async () => {
    const co = await makeCompany(t.db);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t.app, { email: co.emails.agent, password: i === 76 ? PASSWORD : `wrong-${i}` }, { ip })),
    );
    const checked = answers.filter((a) => a.statusCode !== 429).length;
    expect(checked).toBeLessThanOrEqual(6);
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: FORM,
      remoteAddress: nextIp(),
      payload: form({ email: co.emails.agent, password: PASSWORD, next: '/issues' }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/issues');
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const evil = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: FORM,
      remoteAddress: nextIp(),
      payload: form({ email: co.emails.agent, password: PASSWORD, next: '//evil.example' }),
    });
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
  const sidHash = (cookie: string) => sessionIdOf(t.app.unsignCookie(sidOf(cookie)).value!);

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

  it('ends a session 30 days after sign-in even though it is used all the time', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    // Used a minute ago and good for another day by its sliding expiry, but signed in 30 days ago.
    const old = {
      createdAt: new Date(Date.now() - 30 * 24 * 3600_000 - 1000),
      lastSeenAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 23 * 3600_000),
    };
    await t.db.update(sessions).set(old).where(eq(sessions.userId, co.ids.agent));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().ID).toBe(0);
    // A day short of the limit it still works, and the sliding expiry never passes the limit.
    const again = await signIn(t.app, co.emails.agent);
    const createdAt = new Date(Date.now() - 29.9 * 24 * 3600_000);
    await t.db
      .update(sessions)
      .set({ createdAt, lastSeenAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.tokenHash, sidHash(again)));
    const used = await t.app.inject({ url: '/api/me', headers: { cookie: again } });
    expect(used.json().ID).toBe(co.ids.agent);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sidHash(again)));
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 30 * 24 * 3600_000);
  });

  it('treats an expired session as signed out', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, co.ids.agent));
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
