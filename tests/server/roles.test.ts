import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '../../contracts';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (cookie: string) => t.app.inject({ url: '/api/roles', headers: { cookie } });
const put = (cookie: string, role: string, permissions: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/roles/${role}/permissions`, headers: { cookie }, payload: { permissions } });

describe('role settings', () => {
  it('shows the default matrix to whoever may view settings', async () => {
    const co = await makeCompany(t.db);
    const res = await get(await signIn(t.app, co.emails.manager));
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(ROLES.map((role) => ({ role, permissions: PERMISSIONS.filter((p) => DEFAULT_ROLE_PERMISSIONS[role].includes(p)) })));
    const agent = await get(await signIn(t.app, co.emails.agent));
    expect(agent.statusCode).toBe(403);
    expect(agent.json().code).toBe('err_no_permission');
    expect((await t.app.inject({ url: '/api/roles' })).statusCode).toBe(401);
  });

  it('lets an admin change a role, effective on the next request of an open session', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    expect((await get(agent)).statusCode).toBe(403);

    const res = await put(admin, 'agent', ['settings.view', 'interaction.start', 'settings.view']);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((r: { role: string }) => r.role === 'agent').permissions).toEqual(['interaction.start', 'settings.view']);
    // Same cookie, no new sign-in.
    expect((await get(agent)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: agent } })).json().permissions).toEqual(['interaction.start', 'settings.view']);

    // Another company's matrix is untouched.
    const other = await makeCompany(t.db);
    const theirs = (await get(await signIn(t.app, other.emails.admin))).json().items.find((r: { role: string }) => r.role === 'agent');
    expect(theirs.permissions).toEqual(PERMISSIONS.filter((p) => DEFAULT_ROLE_PERMISSIONS.agent.includes(p)));
  });

  it('refuses non-admins, the admin role itself and bad input', async () => {
    const co = await makeCompany(t.db);
    const manager = await signIn(t.app, co.emails.manager);
    const admin = await signIn(t.app, co.emails.admin);
    const byManager = await put(manager, 'agent', ['settings.view']);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().code).toBe('err_no_edit_permission');
    const adminRole = await put(admin, 'admin', []);
    expect(adminRole.statusCode).toBe(403);
    expect(adminRole.json().code).toBe('err_forbidden_action');
    expect((await put(admin, 'owner', [])).json().code).toBe('err_wrong_param_structure');
    expect((await put(admin, 'agent', ['fly.to.moon'])).json().code).toBe('err_wrong_param_structure');
    expect((await put(admin, 'agent', 'settings.view')).statusCode).toBe(400);
    // Nothing was half-written by the refusals.
    const agentRow = (await get(admin)).json().items.find((r: { role: string }) => r.role === 'agent');
    expect(agentRow.permissions).toEqual(PERMISSIONS.filter((p) => DEFAULT_ROLE_PERMISSIONS.agent.includes(p)));
  });
});
