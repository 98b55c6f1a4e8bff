import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_ME, DEFAULT_ROLE_PERMISSIONS, MeSchema, ROLES } from '../../contracts';
import enErrors from '../../locales/en/errors.json';
import mnErrors from '../../locales/mn/errors.json';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const me = async (cookie?: string) => {
  const res = await t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return MeSchema.parse(res.json());
};

describe('GET /api/me', () => {
  it('answers ID 0 when nobody is signed in', async () => {
    const res = await t.app.inject({ url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ANONYMOUS_ME);
  });

  it('answers ID 0 for a forged or unsigned session cookie', async () => {
    expect((await me('sid=not-a-session')).ID).toBe(0);
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const raw = /sid=([^;]+)/.exec(cookie)![1];
    // The token without its signature, and the signature over another token, are refused.
    const token = decodeURIComponent(raw).split('.').slice(0, -1).join('.');
    expect(token.length).toBeGreaterThan(20);
    expect((await me(cookie)).ID).toBe(co.ids.agent);
    expect((await me(`sid=${encodeURIComponent(token)}`)).ID).toBe(0);
    expect((await me(`sid=${encodeURIComponent(`${token}x.${decodeURIComponent(raw).split('.').pop()}`)}`)).ID).toBe(0);
  });

  it("describes each role with that role's default permissions; only the owner is owner", async () => {
    const co = await makeCompany(t.db);
    for (const role of ROLES) {
      const m = await me(await signIn(t.app, co.emails[role]));
      expect(m, role).toMatchObject({
        ID: co.ids[role],
        company_id: co.id,
        is_approved_by_superadmin: true,
        role,
        user_type: 'human',
        user_status: 'active',
        email: co.emails[role],
        lang: 'mn',
        is_superadmin: false,
        is_owner: role === 'admin',
      });
      expect([...m.permissions].sort(), role).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
    }
  });

  it('gives onboarding users company_id 0 and the approval of the company they wait on', async () => {
    const pending = await makeOnboardingUser(t.db, 'pending');
    const approved = await makeOnboardingUser(t.db, 'approved');
    const none = await makeOnboardingUser(t.db, 'none');
    const cases = [
      [pending, false],
      [approved, true],
      [none, false],
    ] as const;
    for (const [u, isApproved] of cases) {
      const m = await me(await signIn(t.app, u.email));
      expect(m, u.email).toMatchObject({ ID: u.user.id, company_id: 0, is_approved_by_superadmin: isApproved, is_owner: false, permissions: [] });
    }
  });
});

describe('PUT /api/change-lang', () => {
  it('stores the language: /api/me shows it, messages follow it, the next sign-in sets the cookie', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const res = await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(cookie)).lang).toBe('en');

    // The signed-in user's language wins over the locale cookie in error messages.
    const refused = await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=fr', headers: { cookie: `${cookie}; chosenLocale=mn` } });
    expect(refused.json()).toEqual({ code: 'err_lang_invalid', message: enErrors.err_lang_invalid });

    const again = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.agent, password: PASSWORD }, remoteAddress: nextIp() });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'chosenLocale')).toMatchObject({ value: 'en', path: '/', maxAge: 365 * 86400 });

    // Other users of the company keep theirs.
    expect((await me(await signIn(t.app, co.emails.manager))).lang).toBe('mn');

    await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=mn', headers: { cookie } });
    expect((await me(cookie)).lang).toBe('mn');
  });

  it('refuses a language outside mn and en, or none, with err_lang_invalid', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    for (const url of ['/api/change-lang?lang=fr', '/api/change-lang', '/api/change-lang?lang=', '/api/change-lang?lang=EN']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'err_lang_invalid', message: mnErrors.err_lang_invalid });
    }
    expect((await me(cookie)).lang).toBe('mn');
  });

  it('lets onboarding users choose their language too', async () => {
    const u = await makeOnboardingUser(t.db, 'pending');
    const cookie = await signIn(t.app, u.email);
    expect((await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).lang).toBe('en');
  });

  it('refuses anonymous callers with 401 err_auth_failed', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'err_auth_failed', message: mnErrors.err_auth_failed });
    const en = await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie: 'chosenLocale=en' } });
    expect(en.json()).toEqual({ code: 'err_auth_failed', message: enErrors.err_auth_failed });
  });
});
