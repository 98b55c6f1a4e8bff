import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE } from '../../contracts';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

// Issue 20 item 1: a console whose access ends is told why and closed; nobody ends their own access.
let t: Awaited<ReturnType<typeof build>>;
let base: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await build({ redisUrl: process.env.TEST_REDIS_URL ?? '' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

async function watched(cookie: string) {
  const c = await consoleSocket(base, cookie);
  open.push(c.socket);
  let closed = false;
  c.socket.on('disconnect', () => (closed = true));
  return { ...c, closed: () => closed };
}

describe('a console whose access ends', () => {
  for (const [reason, end] of [
    [
      'deactivated',
      (admin: string, id: number) => t.app.inject({ method: 'PUT', url: `/api/users/${id}/status`, headers: { cookie: admin }, payload: { status: 'inactive' } }),
    ],
    ['deleted', (admin: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: { cookie: admin } })],
  ] as const) {
    it(`is told "${reason}", closed, and its session refused`, async () => {
      const co = await makeCompany(t.db);
      const admin = await signIn(t.app, co.emails.admin);
      const cookie = await signIn(t.app, co.emails.agent);
      const agent = await watched(cookie);
      const colleague = await watched(await signIn(t.app, co.emails.manager));
      expect((await end(admin, co.ids.agent)).statusCode).toBe(200);
      await until(() => agent.closed(), 'the socket closed');
      expect(agent.inbox.filter((m) => m.type === 'session.ended')).toEqual([{ type: 'session.ended', reason }]);
      expect(colleague.inbox.some((m) => m.type === 'session.ended')).toBe(false);
      expect(colleague.closed()).toBe(false);
      expect((await t.app.inject({ url: '/api/users', headers: { cookie } })).statusCode).toBe(401);
    });
  }

  it('is told "company_deleted" when the owner deletes the company', async () => {
    const co = await makeCompany(t.db);
    const owner = await signIn(t.app, co.emails.admin);
    const agent = await watched(await signIn(t.app, co.emails.agent));
    const company = (await t.app.inject({ url: '/api/company', headers: { cookie: owner } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/company/delete', headers: { cookie: owner }, payload: { confirm_name: company.name } });
    expect(res.statusCode).toBe(200);
    await until(() => agent.closed(), 'the socket closed');
    expect(agent.inbox.filter((m) => m.type === 'session.ended')).toEqual([{ type: 'session.ended', reason: 'company_deleted' }]);
  });
});

describe('nobody ends or changes their own access', () => {
  it('refuses an admin’s own status, role and deletion with their codes, in both languages', async () => {
    const co = await makeCompany(t.db);
    const owner = await signIn(t.app, co.emails.admin);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${co.ids.manager}/role`, headers: { cookie: owner }, payload: { role: 'admin' } })).statusCode).toBe(
      200,
    );
    const admin = await signIn(t.app, co.emails.manager);
    const me = co.ids.manager;
    const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    const status = await call('PUT', `/api/users/${me}/status`, { status: 'inactive' });
    expect([status.statusCode, status.json().code]).toEqual([403, 'err_own_status_change']);
    expect(status.json().message).toBe('Өөрийн бүртгэлийг идэвхгүй эсвэл идэвхтэй болгох боломжгүй.');
    const role = await call('PUT', `/api/users/${me}/role`, { role: 'agent' });
    expect([role.statusCode, role.json().code]).toEqual([403, 'err_own_role_change']);
    const del = await call('DELETE', `/api/users/${me}`);
    expect([del.statusCode, del.json().code]).toEqual([403, 'err_own_delete']);
    expect(del.json().message).toBe('Өөрийн бүртгэлийг устгах боломжгүй.');
    expect((await call('PUT', '/api/change-lang?lang=en')).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/${me}/status`, { status: 'inactive' })).json().message).toBe('You cannot deactivate or activate your own account.');
    expect((await call('DELETE', `/api/users/${me}`)).json().message).toBe('You cannot delete your own account.');
    // Still an active admin, still signed in.
    const list = (await t.app.inject({ url: '/api/users', headers: { cookie: admin } })).json();
    expect(list.items.find((u: { id: number }) => u.id === me)).toMatchObject({ role: 'admin', status: 'active' });
  });
});
