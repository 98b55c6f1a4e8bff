import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { AUDIT_USER_AGENT_MAX, AuditListSchema, DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type AuditEntry } from '../../contracts';
import mnErrors from '../../locales/mn/errors.json';
import { auditLog, companies, companyInvites } from '../../server/db/schema';
import { build, makeCompany, nextIp, signIn, uniq, until, type TestCompany } from './helper';
import { startSmtp } from './smtp-catcher';

let t: Awaited<ReturnType<typeof build>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp({ refuses: (address) => address.endsWith('@refused.test') });
  t = await build({ smtpUrl: smtp.url, mailFrom: 'Contact centre <no-reply@cc.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';
/** A real route called from a known address and browser, as the audit must record them. */
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object, from = { ip: '10.20.30.40', ua: UA }) =>
  t.app.inject({ method, url, headers: { cookie, 'user-agent': from.ua }, remoteAddress: from.ip, ...(payload ? { payload } : {}) });
type Res = { statusCode: number; json: () => Record<string, unknown>; body: string };
const expectError = (res: Res, status: number, code: keyof typeof mnErrors) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
};
const audit = async (cookie: string, query = '') => {
  const res = await call('GET', `/api/audit-log${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AuditListSchema.parse(res.json());
};
/** Every row of a company straight from the table, oldest first (also after the company is gone). */
const rowsOf = (companyId: number) => t.db.select().from(auditLog).where(eq(auditLog.companyId, companyId)).orderBy(asc(auditLog.id));

async function company() {
  const co = await makeCompany(t.db);
  return { co, admin: await signIn(t.app, co.emails.admin, undefined, nextIp()) };
}
const ownerWho = (co: TestCompany) => ({ id: co.ids.admin, name: 'Owner Admin' });
const mailTo = (email: string) => until(() => smtp.inbox.find((m) => JSON.stringify(m.to ?? '').includes(email)), `mail to ${email}`, 5000);
const tokenIn = (mail: ParsedMail) => new URL(/https?:\/\/\S+\/pub\/invite\?t=[\w%-]+/.exec(mail.text ?? '')![0]).searchParams.get('t')!;

describe('the audit log records each change with who, what and from where', () => {
  it('role permissions: the role with its permissions before and after', async () => {
    const { co, admin } = await company();
    const after = ['interaction.start', 'contact.export'] as const;
    expect((await call('PUT', '/api/roles/agent/permissions', admin, { permissions: after })).statusCode).toBe(200);
    const { items, total } = await audit(admin);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      action: 'role.permissions_changed',
      user: ownerWho(co),
      ip: '10.20.30.40',
      user_agent: UA,
      details: { role: 'agent', before: PERMISSIONS.filter((p) => DEFAULT_ROLE_PERMISSIONS.agent.includes(p)), after: ['interaction.start', 'contact.export'] },
    });
    expect(Date.now() - Date.parse(items[0].created_at)).toBeLessThan(60_000);
  });

  it("a user's role, deactivation, activation and deletion, naming the user as they were", async () => {
    const { co, admin } = await company();
    expect((await call('PUT', `/api/users/${co.ids.agent}/role`, admin, { role: 'manager' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/${co.ids.guest}/status`, admin, { status: 'inactive' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/${co.ids.guest}/status`, admin, { status: 'active' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${co.ids.inactive}`, admin)).statusCode).toBe(200);
    const { items } = await audit(admin);
    const who = { user: ownerWho(co), ip: '10.20.30.40', user_agent: UA };
    const guest = { user_id: co.ids.guest, user_name: 'guest Test', email: co.emails.guest };
    expect(items).toMatchObject([
      { ...who, action: 'user.deleted', details: { user_id: co.ids.inactive, user_name: 'In Active', email: co.emails.inactive, role: 'agent' } },
      { ...who, action: 'user.activated', details: { ...guest, before: 'inactive', after: 'active' } },
      { ...who, action: 'user.deactivated', details: { ...guest, before: 'active', after: 'inactive' } },
      { ...who, action: 'user.role_changed', details: { user_id: co.ids.agent, user_name: 'agent Test', before: 'agent', after: 'manager' } },
    ]);
  });

  it('invitations created, sent again, revoked and accepted (by the new person, from their address)', async () => {
    const { co, admin } = await company();
    const email = `new.${uniq()}@test.mn`;
    expect((await call('POST', '/api/invites', admin, { email, role: 'manager', first_name: 'Сараа', last_name: 'Батаа' })).statusCode).toBe(200);
    const [invite] = await t.db.select().from(companyInvites).where(eq(companyInvites.email, email));
    const resent = await call('POST', `/api/invites/${invite.id}/resend`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    await until(() => smtp.inbox.filter((m) => JSON.stringify(m.to ?? '').includes(email)).length === 2, 'the second mail');
    const token = tokenIn(smtp.inbox.filter((m) => JSON.stringify(m.to ?? '').includes(email))[1]);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/pub/invite',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'NewcomerBrowser/2' },
      remoteAddress: '10.99.1.2',
      payload: new URLSearchParams({ t: token, password: 'long-enough-1' }).toString(),
    });
    expect(accepted.statusCode, accepted.body).toBe(303);
    const [joined] = await t.db.select().from(companyInvites).where(eq(companyInvites.id, invite.id));

    const other = `other.${uniq()}@test.mn`;
    await call('POST', '/api/invites', admin, { email: other, role: 'agent', first_name: 'Болд', last_name: 'Дорж' });
    await mailTo(other);
    const [second] = await t.db.select().from(companyInvites).where(eq(companyInvites.email, other));
    expect((await call('DELETE', `/api/invites/${second.id}`, admin)).statusCode).toBe(200);

    const { items } = await audit(admin);
    const who = { user: ownerWho(co), ip: '10.20.30.40', user_agent: UA };
    expect(items).toMatchObject([
      { ...who, action: 'invite.revoked', details: { invite_id: second.id, email: other, role: 'agent' } },
      { ...who, action: 'invite.created', details: { invite_id: second.id, email: other, role: 'agent' } },
      {
        action: 'invite.accepted',
        user: { id: joined.acceptedUserId, name: 'Сараа Батаа' },
        ip: '10.99.1.2',
        user_agent: 'NewcomerBrowser/2',
        details: { invite_id: invite.id, email, role: 'manager', invited_by: co.ids.admin },
      },
      { ...who, action: 'invite.resent', details: { invite_id: invite.id, email } },
      { ...who, action: 'invite.created', details: { invite_id: invite.id, email, role: 'manager', name: 'Сараа Батаа' } },
    ]);
  });

  it('an owner transfer, with the owner before and after', async () => {
    const { co, admin } = await company();
    await call('PUT', `/api/users/${co.ids.manager}/role`, admin, { role: 'admin' });
    const name = (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;
    expect((await call('POST', '/api/company/owner', admin, { user_id: co.ids.manager, confirm_name: name })).statusCode).toBe(200);
    const { items } = await audit(admin);
    expect(items[0]).toMatchObject({
      action: 'company.owner_transferred',
      user: ownerWho(co),
      ip: '10.20.30.40',
      details: { before: { user_id: co.ids.admin, user_name: 'Owner Admin' }, after: { user_id: co.ids.manager, user_name: 'manager Test', email: co.emails.manager } },
    });
  });

  it('company deletion is recorded, and the company’s rows outlive it with its id and name', async () => {
    const { co, admin } = await company();
    await call('PUT', `/api/users/${co.ids.agent}/role`, admin, { role: 'guest' });
    const name = (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;
    expect((await call('POST', '/api/company/delete', admin, { confirm_name: name })).statusCode).toBe(200);
    expect(await t.db.select().from(companies).where(eq(companies.id, co.id))).toHaveLength(0);
    const rows = await rowsOf(co.id);
    expect(rows.map((r) => r.action)).toEqual(['user.role_changed', 'company.deleted']);
    expect(rows.every((r) => r.companyName === name)).toBe(true);
    expect(rows[1]).toMatchObject({ userId: co.ids.admin, userName: 'Owner Admin', ip: '10.20.30.40', userAgent: UA, details: { company_name: name, users: 5 } });
  });

  it('trims a long user agent', async () => {
    const { admin } = await company();
    const long = `Agent/${'x'.repeat(1000)}`;
    await call('PUT', '/api/roles/guest/permissions', admin, { permissions: [] }, { ip: '10.1.1.1', ua: long });
    const { items } = await audit(admin);
    expect(items[0].user_agent).toBe(long.slice(0, AUDIT_USER_AGENT_MAX));
    expect(items[0].ip).toBe('10.1.1.1');
  });
});

describe('a refused or failed change writes no row', () => {
  it("the owner's role or status, one's own role, a wrong typed name, another company's user, a refused mail", async () => {
    const { co, admin } = await company();
    const stranger = await makeCompany(t.db);
    const name = (await t.db.select().from(companies).where(eq(companies.id, co.id)))[0].name;
    const manager = await signIn(t.app, co.emails.manager, undefined, nextIp());
    expectError(await call('PUT', `/api/users/${co.ids.admin}/role`, manager, { role: 'guest' }), 403, 'err_no_edit_permission');
    await t.db.execute(sql`update users set role = 'admin' where id = ${co.ids.manager}`);
    expectError(await call('PUT', `/api/users/${co.ids.admin}/role`, manager, { role: 'guest' }), 403, 'err_owner_protected');
    expectError(await call('PUT', `/api/users/${co.ids.admin}/status`, manager, { status: 'inactive' }), 403, 'err_owner_protected');
    expectError(await call('DELETE', `/api/users/${co.ids.admin}`, manager), 403, 'err_owner_protected');
    expectError(await call('PUT', `/api/users/${co.ids.admin}/role`, admin, { role: 'agent' }), 403, 'err_own_role_change');
    expectError(await call('PUT', `/api/users/${stranger.ids.agent}/role`, admin, { role: 'guest' }), 404, 'err_user_not_found');
    expectError(await call('PUT', '/api/roles/admin/permissions', admin, { permissions: [] }), 403, 'err_forbidden_action');
    expectError(await call('POST', '/api/company/owner', admin, { user_id: co.ids.agent, confirm_name: name }), 400, 'err_owner_target_invalid');
    expectError(await call('POST', '/api/company/delete', admin, { confirm_name: `${name}x` }), 400, 'err_confirm_name_mismatch');
    expectError(
      await call('POST', '/api/invites', admin, { email: `x.${uniq()}@refused.test`, role: 'agent', first_name: 'Xxx', last_name: 'Yyy' }),
      502,
      'err_invite_mail_failed',
    );
    expect(await t.db.select().from(companyInvites).where(eq(companyInvites.companyId, co.id))).toHaveLength(0);
    // The same value again is no change either.
    expect((await call('PUT', `/api/users/${co.ids.guest}/status`, admin, { status: 'active' })).statusCode).toBe(200);
    expect(await rowsOf(co.id)).toEqual([]);
    expect(await rowsOf(stranger.id)).toEqual([]);
  });
});

describe('who may read it', () => {
  it('only its own company: another company’s admin sees none of it', async () => {
    const a = await company();
    const b = await company();
    await call('PUT', `/api/users/${a.co.ids.agent}/role`, a.admin, { role: 'guest' });
    await call('PUT', `/api/users/${b.co.ids.agent}/role`, b.admin, { role: 'manager' });
    const seenByB = await audit(b.admin);
    expect(seenByB.total).toBe(1);
    expect(seenByB.items[0].details).toMatchObject({ user_id: b.co.ids.agent });
    // Filtering by the other company's admin finds nothing either.
    expect((await audit(b.admin, `?user_id=${a.co.ids.admin}`)).total).toBe(0);
  });

  it('refuses a manager, agent and guest (no audit.view), until an admin gives the permission', async () => {
    const { co, admin } = await company();
    for (const role of ['manager', 'agent', 'guest'] as const) {
      const cookie = await signIn(t.app, co.emails[role], undefined, nextIp());
      expectError(await call('GET', '/api/audit-log', cookie), 403, 'err_no_permission');
    }
    expectError(await t.app.inject({ url: '/api/audit-log' }), 401, 'err_auth_failed');
    const manager = await signIn(t.app, co.emails.manager, undefined, nextIp());
    await call('PUT', '/api/roles/manager/permissions', admin, { permissions: [...DEFAULT_ROLE_PERMISSIONS.manager, 'audit.view'] });
    expect((await audit(manager)).items[0].action).toBe('role.permissions_changed');
  });

  it('pages, and filters by action, by who and by time', async () => {
    const { co, admin } = await company();
    const second = await signIn(t.app, co.emails.manager, undefined, nextIp());
    await t.db.execute(sql`update users set role = 'admin' where id = ${co.ids.manager}`);
    await call('PUT', `/api/users/${co.ids.agent}/status`, admin, { status: 'inactive' });
    await call('PUT', `/api/users/${co.ids.agent}/status`, second, { status: 'active' });
    await call('PUT', `/api/users/${co.ids.guest}/role`, second, { role: 'agent' });
    const all = await audit(admin);
    expect(all.total).toBe(3);
    const page2 = await audit(admin, '?page=2&size=2');
    expect(page2).toMatchObject({ total: 3, items: [{ id: all.items[2].id }] });
    expect((await audit(admin, '?action=user.deactivated')).items.map((i: AuditEntry) => i.user.id)).toEqual([co.ids.admin]);
    expect((await audit(admin, `?user_id=${co.ids.manager}`)).items.map((i) => i.action)).toEqual(['user.role_changed', 'user.activated']);
    // The answer's times are in milliseconds; PostgreSQL keeps microseconds, so the window is 1 ms wide.
    const at = all.items[1].created_at;
    const msAfter = new Date(Date.parse(at) + 1).toISOString();
    expect((await audit(admin, `?from=${encodeURIComponent(at)}&to=${encodeURIComponent(msAfter)}`)).items.map((i) => i.id)).toContain(all.items[1].id);
    expect((await audit(admin, `?to=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`)).total).toBe(0);
    expectError(await call('GET', '/api/audit-log?action=user.hacked', admin), 400, 'err_wrong_param_structure');
  });
});

describe('append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on the table, whoever asks', async () => {
    const { co, admin } = await company();
    await call('PUT', `/api/users/${co.ids.agent}/role`, admin, { role: 'guest' });
    const [row] = await rowsOf(co.id);
    // Drizzle wraps the database's error; its cause is what PostgreSQL (or PGlite) said.
    const refusal = (q: PromiseLike<unknown>) =>
      Promise.resolve(q).then(
        () => 'accepted',
        (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e),
      );
    expect(await refusal(t.db.update(auditLog).set({ userName: 'someone else' }).where(eq(auditLog.id, row.id)))).toBe('audit_log is append-only: UPDATE refused');
    expect(await refusal(t.db.delete(auditLog).where(eq(auditLog.id, row.id)))).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await rowsOf(co.id)).toEqual([row]);
  });
});
