import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColleagueListSchema, DEFAULT_ROLE_PERMISSIONS, UserListSchema, type Role, type UserStatus, type UserType } from '../../contracts';
import mnErrors from '../../locales/mn/errors.json';
import { users } from '../../server/db/schema';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn, uniq, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
/** A company with its 5 test users and 105 more of mixed type, status and role. */
let big: TestCompany;
let bigCookie: string;
let rows: { id: number; role: Role; userType: UserType; status: UserStatus }[];

beforeAll(async () => {
  t = await build();
  big = await makeCompany(t.db);
  const tag = uniq();
  const extra = Array.from({ length: 105 }, (_, i) => ({
    companyId: big.id,
    email: `bulk${i}.${tag}@test.mn`,
    firstName: `Bulk${i}`,
    role: (['agent', 'manager', 'guest'] as const)[i % 3],
    userType: (i % 7 === 0 ? 'virtual_social_agent' : i % 11 === 0 ? 'virtual_call_operator' : 'human') as UserType,
    status: (i % 4 === 0 ? 'inactive' : 'active') as UserStatus,
  }));
  const inserted = await t.db.insert(users).values(extra).returning({ id: users.id });
  const base = [
    { id: big.ids.admin, role: 'admin', userType: 'human', status: 'active' },
    { id: big.ids.manager, role: 'manager', userType: 'human', status: 'active' },
    { id: big.ids.agent, role: 'agent', userType: 'human', status: 'active' },
    { id: big.ids.guest, role: 'guest', userType: 'human', status: 'active' },
    { id: big.ids.inactive, role: 'agent', userType: 'human', status: 'inactive' },
  ] as const;
  rows = [...base, ...extra.map((e, i) => ({ id: inserted[i].id, role: e.role, userType: e.userType, status: e.status }))].sort((a, b) => a.id - b.id);
  bigCookie = await signIn(t.app, big.emails.manager);
});
afterAll(() => t.close());

const list = async (query: string, cookie = bigCookie) => {
  const res = await t.app.inject({ url: `/api/users${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return UserListSchema.parse(res.json());
};
const put = (url: string, cookie: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: keyof typeof mnErrors) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code, message: mnErrors[code] });
};

describe('GET /api/users', () => {
  it('answers page 1 of 100 users by default, ordered by id, with the total', async () => {
    const page = await list('');
    expect(rows).toHaveLength(110);
    expect(page.total).toBe(110);
    expect(page.items.map((u) => u.id)).toEqual(rows.slice(0, 100).map((r) => r.id));
    expect(page.items.every((u) => u.company_id === big.id && u.presence === 'offline')).toBe(true);
    const owner = page.items.find((u) => u.id === big.ownerId)!;
    expect(owner).toMatchObject({ role: 'admin', is_owner: true, email: big.emails.admin, user_name: 'Admin Owner', first_name: 'Owner', last_name: 'Admin' });
    expect(page.items.filter((u) => u.is_owner)).toHaveLength(1);
    expect((await list('?page=2')).items.map((u) => u.id)).toEqual(rows.slice(100).map((r) => r.id));
  });

  it('pages with page and size', async () => {
    const page = await list('?page=2&size=3');
    expect(page.items.map((u) => u.id)).toEqual(rows.slice(3, 6).map((r) => r.id));
    expect(page.total).toBe(110);
    expect((await list('?page=37&size=3')).items.map((u) => u.id)).toEqual(rows.slice(108).map((r) => r.id));
    expect(await list('?page=50&size=3')).toEqual({ items: [], total: 110 });
    expect((await list('?size=500')).items).toHaveLength(110);
  });

  it('filters by user_type, user_status and role, with the matching total', async () => {
    const cases: [string, (r: (typeof rows)[number]) => boolean][] = [
      ['user_type=human', (r) => r.userType === 'human'],
      ['user_type=virtual_social_agent', (r) => r.userType === 'virtual_social_agent'],
      ['user_status=inactive', (r) => r.status === 'inactive'],
      ['user_type=human&user_status=active', (r) => r.userType === 'human' && r.status === 'active'],
      ['role=manager', (r) => r.role === 'manager'],
      ['role=admin', (r) => r.role === 'admin'],
      ['role=guest&user_status=inactive&size=5', (r) => r.role === 'guest' && r.status === 'inactive'],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep);
      const page = await list(`?${query}`);
      expect(page.total, query).toBe(expected.length);
      expect(
        page.items.map((u) => u.id),
        query,
      ).toEqual(expected.slice(0, query.includes('size=5') ? 5 : 100).map((r) => r.id));
    }
  });

  it("never shows another company's users", async () => {
    const other = await makeCompany(t.db);
    const page = await list('?size=500', await signIn(t.app, other.emails.manager));
    expect(page.total).toBe(5);
    expect(page.items.map((u) => u.id).sort((a, b) => a - b)).toEqual(Object.values(other.ids).sort((a, b) => a - b));
    expect((await list('?size=500')).items.some((u) => u.company_id !== big.id)).toBe(false);
  });

  it('gives members without settings.view names, picture, type, status and presence, never e-mail, phone, role or owner', async () => {
    const co = await makeCompany(t.db);
    for (const role of ['agent', 'guest'] as const) {
      expect(DEFAULT_ROLE_PERMISSIONS[role]).not.toContain('settings.view');
      const cookie = await signIn(t.app, co.emails[role]);
      const res = await t.app.inject({ url: '/api/users?size=500', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: Record<string, unknown>[]; total: number };
      expect(body.total).toBe(5);
      for (const item of body.items)
        expect(Object.keys(item).sort(), role).toEqual(['company_id', 'first_name', 'id', 'last_name', 'picture', 'presence', 'status', 'user_name', 'user_type']);
      expect(ColleagueListSchema.parse(body).items.find((u) => u.id === co.ids.inactive)).toMatchObject({ status: 'inactive', user_name: 'Active In' });
      expect(res.body).not.toContain(co.emails.admin);
      // A filter by role would tell roles by elimination.
      expectError(await t.app.inject({ url: '/api/users?role=admin', headers: { cookie } }), 403, 'err_no_permission');
    }
    // Who may view the user settings (managers and admins by default) gets everything.
    for (const role of ['manager', 'admin'] as const) {
      expect(DEFAULT_ROLE_PERMISSIONS[role]).toContain('settings.view');
      const page = await list('?size=500', await signIn(t.app, co.emails[role]));
      expect(page.items.find((u) => u.id === co.ownerId)).toMatchObject({ email: co.emails.admin, role: 'admin', is_owner: true });
    }
  });

  it('refuses anonymous callers, users without a company and malformed queries', async () => {
    expectError(await t.app.inject({ url: '/api/users' }), 401, 'err_auth_failed');
    const onboarding = await makeOnboardingUser(t.db, 'approved');
    expectError(await t.app.inject({ url: '/api/users', headers: { cookie: await signIn(t.app, onboarding.email) } }), 403, 'err_no_permission');
    for (const q of ['size=abc', 'page=0', 'size=0', 'size=501', 'page=-1', 'role=owner', 'user_type=robot', 'user_status=gone', 'sort=id']) {
      expectError(await t.app.inject({ url: `/api/users?${q}`, headers: { cookie: bigCookie } }), 400, 'err_wrong_param_structure');
    }
  });
});

describe('PUT /api/users/:id/role', () => {
  it("changes an agent to manager; the agent's permissions follow on the same session", async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    const res = await put(`/api/users/${co.ids.agent}/role`, admin, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: agent } })).json();
    expect(me.role).toBe('manager');
    expect([...me.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.manager].sort());
    expect((await list('?role=manager', admin)).items.map((u) => u.id)).toContain(co.ids.agent);
  });

  it('refuses non-admins, one’s own role, the owner, other companies and unknown roles', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    expectError(await put(`/api/users/${co.ids.agent}/role`, await signIn(t.app, co.emails.manager), { role: 'guest' }), 403, 'err_no_edit_permission');
    expectError(await put(`/api/users/${co.ids.guest}/role`, await signIn(t.app, co.emails.agent), { role: 'admin' }), 403, 'err_no_edit_permission');
    expectError(await put(`/api/users/${co.ids.admin}/role`, admin, { role: 'agent' }), 403, 'err_own_role_change');
    // A second admin still cannot touch the owner.
    expect((await put(`/api/users/${co.ids.manager}/role`, admin, { role: 'admin' })).statusCode).toBe(200);
    const second = await signIn(t.app, co.emails.manager);
    expectError(await put(`/api/users/${co.ownerId}/role`, second, { role: 'agent' }), 403, 'err_owner_protected');
    expectError(await put(`/api/users/${other.ids.agent}/role`, admin, { role: 'manager' }), 404, 'err_user_not_found');
    expectError(await put(`/api/users/99999999/role`, admin, { role: 'manager' }), 404, 'err_user_not_found');
    expectError(await put(`/api/users/${co.ids.agent}/role`, admin, { role: 'superuser' }), 400, 'err_wrong_param_structure');
    expectError(await put(`/api/users/${co.ids.agent}/role`, admin, {}), 400, 'err_wrong_param_structure');
    expectError(await put(`/api/users/abc/role`, admin, { role: 'guest' }), 400, 'err_wrong_param_structure');
    // Nothing changed along the way.
    const roles = Object.fromEntries((await list('', admin)).items.map((u) => [u.id, u.role]));
    expect(roles).toMatchObject({ [co.ownerId]: 'admin', [co.ids.agent]: 'agent', [co.ids.guest]: 'guest' });
    expect((await list('', await signIn(t.app, other.emails.admin))).items.find((u) => u.id === other.ids.agent)?.role).toBe('agent');
  });
});

describe('PUT /api/users/:id/status', () => {
  it('deactivating ends the user’s sessions and refuses their sign-in; reactivating lets them back', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    const off = await put(`/api/users/${co.ids.agent}/status`, admin, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ok: true });
    expectError(await t.app.inject({ url: '/api/users', headers: { cookie: agent } }), 401, 'err_auth_failed');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: agent } })).json().ID).toBe(0);
    const refused = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.agent, password: PASSWORD }, remoteAddress: nextIp() });
    expectError(refused, 403, 'err_user_inactive');
    expect((await list('?user_status=inactive', admin)).items.map((u) => u.id)).toContain(co.ids.agent);

    expect((await put(`/api/users/${co.ids.agent}/status`, admin, { status: 'active' })).statusCode).toBe(200);
    const back = await signIn(t.app, co.emails.agent);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: back } })).json()).toMatchObject({ ID: co.ids.agent, user_status: 'active' });
  });

  it('refuses the owner, non-admins, other companies and unknown statuses', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    expectError(await put(`/api/users/${co.ownerId}/status`, admin, { status: 'inactive' }), 403, 'err_owner_protected');
    expectError(await put(`/api/users/${co.ids.agent}/status`, await signIn(t.app, co.emails.manager), { status: 'inactive' }), 403, 'err_no_edit_permission');
    expectError(await put(`/api/users/${other.ids.agent}/status`, admin, { status: 'inactive' }), 404, 'err_user_not_found');
    expectError(await put(`/api/users/${co.ids.agent}/status`, admin, { status: 'banned' }), 400, 'err_wrong_param_structure');
    // The owner still signs in, the other company's agent too.
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: admin } })).json().user_status).toBe('active');
    await signIn(t.app, co.emails.admin);
    await signIn(t.app, other.emails.agent);
  });
});

describe('DELETE /api/users/:id', () => {
  it('refuses the owner and deletes an agent', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/users/${co.ownerId}`, headers: { cookie: admin } }), 403, 'err_owner_protected');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/users/${co.ids.guest}`, headers: { cookie: agent } }), 403, 'err_no_edit_permission');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${co.ids.agent}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await list('', admin);
    expect(after.total).toBe(4);
    expect(after.items.map((u) => u.id)).not.toContain(co.ids.agent);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: agent } })).json().ID).toBe(0);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/users/${co.ids.agent}`, headers: { cookie: admin } }), 404, 'err_user_not_found');
  });
});
