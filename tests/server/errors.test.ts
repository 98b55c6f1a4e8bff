import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, OkSchema } from '../../contracts';
import enErrors from '../../locales/en/errors.json';
import mnErrors from '../../locales/mn/errors.json';
import { rolePermissions, users } from '../../server/db/schema';
import { build, makeCompany, makeOnboardingUser, PASSWORD, signIn } from './helper';

const SECRET = 'connection to db-internal:5432 failed for user hunter2';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build({}, false, (app) => {
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error(SECRET);
    });
    app.get('/api/test/bad-shape', { config: { access: 'public' }, schema: { response: { 200: OkSchema } } }, async () => ({ ok: false, detail: SECRET }) as never);
    app.get('/api/test/settings', { config: { permission: 'settings.edit' } }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/pub/login', payload, headers });
const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: keyof typeof mnErrors, lang = mnErrors) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code, message: lang[code] });
};

describe('request errors', () => {
  it('answers malformed or empty JSON with err_malformed_json', async () => {
    expectError(await post('{"email": "a@b.mn", "password":'), 400, 'err_malformed_json');
    expectError(
      await post('{"email": "a@b.mn", "password": "x"}', { 'content-type': 'application/json', cookie: 'chosenLocale=en' }),
      401,
      'err_invalid_credentials',
      enErrors,
    );
    expectError(await post('not json', { 'content-type': 'application/json', cookie: 'chosenLocale=en' }), 400, 'err_malformed_json', enErrors);
    expectError(await post(''), 400, 'err_malformed_json');
  });

  it('answers wrong types and an unknown content type', async () => {
    expectError(await post('{"email": 5, "password": true}'), 400, 'err_wrong_param_structure');
    expectError(await post('[]'), 400, 'err_wrong_param_structure');
    expectError(await post('<login/>', { 'content-type': 'application/xml' }), 415, 'err_unsupported_media_type');
    // Plain text, which a page of any site may post without asking, is refused before it is read.
    expectError(await post('email=a', { 'content-type': 'text/plain' }), 415, 'err_unsupported_media_type');
  });

  it('answers a body over the limit with err_body_too_large', async () => {
    const small = await build({ bodyLimit: 1000 });
    try {
      const body = JSON.stringify({ email: 'a@b.mn', password: 'x'.repeat(2000) });
      const res = await small.app.inject({ method: 'POST', url: '/pub/login', payload: body, headers: { 'content-type': 'application/json' } });
      expectError(res, 413, 'err_body_too_large');
      // Just under the limit is read (and refused for its credentials, not its size).
      const fits = JSON.stringify({ email: 'a@b.mn', password: 'x'.repeat(200) });
      expect((await small.app.inject({ method: 'POST', url: '/pub/login', payload: fits, headers: { 'content-type': 'application/json' } })).json().code).toBe(
        'err_invalid_credentials',
      );
    } finally {
      await small.close();
    }
  });

  it('answers unknown paths with a JSON 404', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    expectError(await t.app.inject({ url: '/api/nope', headers: { cookie } }), 404, 'err_route_not_found');
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie } }), 404, 'err_route_not_found');
    expectError(await t.app.inject({ url: '/pub/nope' }), 404, 'err_route_not_found');
    expectError(await t.app.inject({ url: '/pub/nope', headers: { cookie: 'chosenLocale=en' } }), 404, 'err_route_not_found', enErrors);
    // Without a built console, other paths are JSON 404s too.
    const page = await t.app.inject({ url: '/issues' });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expectError(page, 404, 'err_route_not_found');
  });

  it('answers an internal error with 500 001 and no internals', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expectError(res, 500, '001');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/stack|Error:/);
    const en = await t.app.inject({ url: '/api/test/boom', headers: { cookie: 'chosenLocale=en' } });
    expectError(en, 500, '001', enErrors);
  });

  it('answers a reply that breaks its own schema with 500 001, not the reply', async () => {
    const res = await t.app.inject({ url: '/api/test/bad-shape' });
    expectError(res, 500, '001');
    expect(res.body).not.toContain('hunter2');
  });
});

describe('the error catalogue', () => {
  const catalogues = { mn: mnErrors as Record<string, string>, en: enErrors as Record<string, string> };

  it('has a message in mn and en for every code, and no message without a code', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const code of ERROR_CODES) expect(messages[code]?.trim(), `${lang} ${code}`).toBeTruthy();
      expect(Object.keys(messages).sort(), lang).toEqual([...ERROR_CODES].sort());
    }
  });

  it('says every mn message in Mongolian, not English, with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      const mn = catalogues.mn[code];
      const en = catalogues.en[code];
      expect(mn, code).toMatch(/[\u0400-\u04FF]/);
      expect(mn, code).not.toBe(en);
      expect(placeholders(mn), code).toEqual(placeholders(en));
      expect(en, code).not.toMatch(/[\u0400-\u04FF]/);
    }
  });
});

describe('route permissions', () => {
  const call = (cookie?: string, url = '/api/test/settings') => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('admits a role holding the permission and refuses one without it', async () => {
    const co = await makeCompany(t.db);
    const admin = await call(await signIn(t.app, co.emails.admin));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ ok: true });
    expectError(await call(await signIn(t.app, co.emails.agent)), 403, 'err_no_permission');
    expectError(await call(await signIn(t.app, co.emails.guest)), 403, 'err_no_permission');
    expectError(await call(), 401, 'err_auth_failed');
    const onboarding = await makeOnboardingUser(t.db, 'approved');
    expectError(await call(await signIn(t.app, onboarding.email)), 403, 'err_no_permission');
  });

  it('applies permission changes on the next request of the same session, per company', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    const admin = await signIn(t.app, co.emails.admin);
    expectError(await call(agent), 403, 'err_no_permission');

    await t.db.insert(rolePermissions).values({ companyId: other.id, role: 'agent', permission: 'settings.edit' });
    expectError(await call(agent), 403, 'err_no_permission');
    expect((await call(await signIn(t.app, other.emails.agent))).statusCode).toBe(200);

    await t.db.insert(rolePermissions).values({ companyId: co.id, role: 'agent', permission: 'settings.edit' });
    expect((await call(agent)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: agent } })).json().permissions).toContain('settings.edit');

    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.companyId, co.id), eq(rolePermissions.role, 'admin'), eq(rolePermissions.permission, 'settings.edit')));
    expectError(await call(admin), 403, 'err_no_permission');
    expect((await call(await signIn(t.app, other.emails.admin))).statusCode).toBe(200);
  });

  it('refuses a session whose user became inactive with err_user_inactive', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, co.ids.admin));
    expectError(await call(admin), 403, 'err_user_inactive');
    expectError(await t.app.inject({ url: '/api/users', headers: { cookie: admin } }), 403, 'err_user_inactive');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: admin } })).json()).toMatchObject({ ID: co.ids.admin, user_status: 'inactive' });
    const login = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.admin, password: PASSWORD }, remoteAddress: '10.200.0.1' });
    expectError(login, 403, 'err_user_inactive');
  });

  it('checks access however the path is spelled', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent);
    // `%61` is `a`: the router decodes it and reaches the same routes, so the same checks must apply.
    expectError(await call(undefined, '/%61pi/test/settings'), 401, 'err_auth_failed');
    expectError(await call(agent, '/%61pi/test/settings'), 403, 'err_no_permission');
    expectError(await call(undefined, '/%61pi/users'), 401, 'err_auth_failed');
    const own = await call(agent, '/%61pi/users');
    expect(own.statusCode).toBe(200);
    expect(own.json().items.every((u: { company_id: number }) => u.company_id === co.id)).toBe(true);
  });
});
