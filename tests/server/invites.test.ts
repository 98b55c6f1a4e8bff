import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { InviteListSchema, TRIAL_USER_LIMIT } from '../../contracts';
import enErrors from '../../locales/en/errors.json';
import mnErrors from '../../locales/mn/errors.json';
import enPub from '../../locales/en/pub.json';
import mnPub from '../../locales/mn/pub.json';
import { companies, companyInvites, users } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { build, makeCompany, nextIp, PASSWORD, signIn, uniq, until } from './helper';
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

type Res = { statusCode: number; json: () => Record<string, unknown> };
const expectError = (res: Res, status: number, code: keyof typeof mnErrors, extra: Record<string, unknown> = {}) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ code, ...extra });
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const invite = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/invites', headers: { cookie }, payload });
const person = (email = `new.${uniq()}@test.mn`, role = 'agent') => ({ email, role, first_name: 'Сараа', last_name: 'Батаа' });
const mailTo = (email: string, after = 0) => until(() => smtp.inbox.slice(after).find((m) => JSON.stringify(m.to ?? '').includes(email)), `mail to ${email}`, 5000);
/** The invitation link of a received mail, as a path to inject. */
const linkIn = (mail: ParsedMail) => {
  const url = new URL(/https?:\/\/\S+\/pub\/invite\?t=[\w%-]+/.exec(mail.text ?? '')![0]);
  return url.pathname + url.search;
};
const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('t')!;
const accept = (token: string, password: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/pub/invite',
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
    payload: new URLSearchParams({ t: token, password }).toString(),
  });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function adminOf() {
  const co = await makeCompany(t.db);
  return { co, admin: await signIn(t.app, co.emails.admin), manager: await signIn(t.app, co.emails.manager) };
}

describe('inviting by e-mail and accepting the link', () => {
  it('mails a link that shows the company, sets a password, creates the user with the role and signs in', async () => {
    const { co, admin } = await adminOf();
    const p = person(undefined, 'manager');
    const res = await invite(admin, p);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(p.email);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, co.id));
    expect(mail.subject).toBe(mnPub.invite.mail_subject.replace('{{company}}', company.name));
    expect(mail.text).toContain(mnPub.invite.roles.manager);
    const link = linkIn(mail);
    // Only the token's hash is kept, and it expires in 72 hours.
    const [row] = await t.db.select().from(companyInvites).where(eq(companyInvites.email, p.email));
    expect(row.tokenHash).not.toBe(tokenOf(link));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThan(72.1 * 3600_000);

    const listed = InviteListSchema.parse((await t.app.inject({ url: '/api/invites', headers: { cookie: admin } })).json());
    expect(listed.items).toEqual([
      expect.objectContaining({ id: row.id, email: p.email, role: 'manager', first_name: 'Сараа', last_name: 'Батаа', invited_by: 'Admin Owner', expired: false }),
    ]);

    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(company.name);
    expect(page.body).toContain(p.email);
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toContain('<script');

    const short = await accept(tokenOf(link), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(mnErrors.err_password_too_short.replace('{{min}}', '8'));
    expect(await t.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);

    const done = await accept(tokenOf(link), 'long-enough-1');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/');
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: cookieOf(done) } })).json();
    expect(me).toMatchObject({ email: p.email, company_id: co.id, role: 'manager', first_name: 'Сараа', last_name: 'Батаа', user_status: 'active' });
    // The password works for signing in, and the invitation is no longer pending.
    expect((await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: p.email, password: 'long-enough-1' }, remoteAddress: nextIp() })).statusCode).toBe(
      200,
    );
    expect(InviteListSchema.parse((await t.app.inject({ url: '/api/invites', headers: { cookie: admin } })).json()).items).toEqual([]);

    // One time only: the used link says so, in the page's language.
    const again = await t.app.inject({ url: link, headers: { cookie: 'chosenLocale=en' } });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(enErrors.err_invite_used);
    const reused = await accept(tokenOf(link), 'another-pass-2');
    expect(reused.statusCode).toBe(409);
    expect(reused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('writes the page in the language asked for, and the mail in the admin’s language', async () => {
    const { admin } = await adminOf();
    await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie: admin } });
    const p = person();
    expect((await invite(admin, p)).statusCode).toBe(200);
    const mail = await mailTo(p.email);
    expect(mail.text).toContain(enPub.invite.mail_expires.replace('{{hours}}', '72'));
    const mnPage = await t.app.inject({ url: `${linkIn(mail)}&lang=mn` });
    expect(mnPage.body).toContain('<html lang="mn">');
    expect(mnPage.body).toContain(mnPub.invite.submit);
  });

  it('refuses an expired link and a revoked one with their own messages', async () => {
    const { admin } = await adminOf();
    const a = person();
    const b = person();
    await invite(admin, a);
    await invite(admin, b);
    const linkA = linkIn(await mailTo(a.email));
    const linkB = linkIn(await mailTo(b.email));
    await t.db
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.email, a.email));
    const expired = await t.app.inject({ url: linkA });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(mnErrors.err_invite_expired);
    expect((await accept(tokenOf(linkA), 'long-enough-1')).body).toContain(mnErrors.err_invite_expired);
    // Still listed (expired), so the admin can send it again.
    const listed = InviteListSchema.parse((await t.app.inject({ url: '/api/invites', headers: { cookie: admin } })).json()).items;
    expect(listed.find((i) => i.email === a.email)?.expired).toBe(true);

    const idB = listed.find((i) => i.email === b.email)!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/invites/${idB}`, headers: { cookie: admin } })).statusCode).toBe(200);
    const revoked = await t.app.inject({ url: linkB });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain(mnErrors.err_invite_revoked);
    expect((await accept(tokenOf(linkB), 'long-enough-1')).statusCode).toBe(410);
    expect(await t.db.select().from(users).where(eq(users.email, b.email))).toHaveLength(0);
    expectError((await t.app.inject({ method: 'DELETE', url: `/api/invites/${idB}`, headers: { cookie: admin } })) as Res, 404, 'err_invite_not_found');

    const unknown = await t.app.inject({ url: '/pub/invite?t=made-up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(mnErrors.err_invite_link_invalid);
    expect((await t.app.inject({ url: '/pub/invite' })).statusCode).toBe(400);
  });

  it('sends again with a fresh link and expiry; the old link stops working', async () => {
    const { admin } = await adminOf();
    const p = person();
    await invite(admin, p);
    const first = linkIn(await mailTo(p.email));
    const [row] = await t.db.select().from(companyInvites).where(eq(companyInvites.email, p.email));
    await t.db
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.id, row.id));
    const before = smtp.inbox.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/invites/${row.id}/resend`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().expires_at).getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    const second = linkIn(await mailTo(p.email, before));
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(400);
    expect((await accept(tokenOf(second), 'long-enough-1')).statusCode).toBe(303);
  });
});

describe('the rules of POST /api/invites', () => {
  it('requires email, role, first and last name with catalogue codes', async () => {
    const { admin } = await adminOf();
    expectError(await invite(admin, { ...person(), email: '' }), 400, 'err_email_empty', { field: 'email' });
    expectError(await invite(admin, { ...person(), email: 'nope' }), 400, 'err_email_invalid', { field: 'email' });
    expectError(await invite(admin, { ...person(), role: '' }), 400, 'err_role_empty', { field: 'role' });
    expectError(await invite(admin, { ...person(), first_name: ' ' }), 400, 'err_name_empty', { field: 'first_name' });
    expectError(await invite(admin, { ...person(), last_name: 'Бa' }), 400, 'err_name_too_short', { field: 'last_name' });
    expectError(await invite(admin, { ...person(), role: 'owner' }), 400, 'err_wrong_param_structure');
    const { role: _role, ...noRole } = person();
    expectError(await invite(admin, noRole), 400, 'err_wrong_param_structure');
  });

  it('lets only admins invite, list, revoke and resend', async () => {
    const { co, admin, manager } = await adminOf();
    expectError(await invite(manager, person()), 403, 'err_no_edit_permission');
    expectError((await t.app.inject({ url: '/api/invites', headers: { cookie: manager } })) as Res, 403, 'err_no_edit_permission');
    await invite(admin, person());
    const [row] = await t.db.select().from(companyInvites).where(eq(companyInvites.companyId, co.id));
    expectError((await t.app.inject({ method: 'DELETE', url: `/api/invites/${row.id}`, headers: { cookie: manager } })) as Res, 403, 'err_no_edit_permission');
    expectError((await t.app.inject({ method: 'POST', url: `/api/invites/${row.id}/resend`, headers: { cookie: manager } })) as Res, 403, 'err_no_edit_permission');
    // Another company's admin cannot see or touch it.
    const other = await adminOf();
    expect(InviteListSchema.parse((await t.app.inject({ url: '/api/invites', headers: { cookie: other.admin } })).json()).items).toEqual([]);
    expectError((await t.app.inject({ method: 'DELETE', url: `/api/invites/${row.id}`, headers: { cookie: other.admin } })) as Res, 404, 'err_invite_not_found');
    expectError((await t.app.inject({ method: 'POST', url: `/api/invites/${row.id}/resend`, headers: { cookie: other.admin } })) as Res, 404, 'err_invite_not_found');
  });

  it('refuses a colleague’s address, but does not tell whether another company’s or the superadmin’s exists', async () => {
    const { co, admin } = await adminOf();
    expectError(await invite(admin, person(co.emails.agent.toUpperCase())), 409, 'err_user_exists', { field: 'email' });
    const other = await makeCompany(t.db);
    const superadmin = `super.${uniq()}@test.mn`;
    await createCompanyWithOwner(
      t.db,
      { name: `Platform ${uniq()}` },
      { email: superadmin, password: PASSWORD, firstName: 'Super', lastName: 'Admin', isSuperadmin: true },
    );
    const fresh = await invite(admin, person());
    for (const email of [other.emails.agent, superadmin.toUpperCase()]) {
      const res = await invite(admin, person(email));
      expect(res.statusCode, email).toBe(fresh.statusCode);
      expect(res.body).toBe(fresh.body);
    }
    const listed = InviteListSchema.parse((await t.app.inject({ url: '/api/invites', headers: { cookie: admin } })).json());
    expect(listed.items.map((i) => i.email)).toEqual(expect.arrayContaining([other.emails.agent, superadmin]));
    // The invitee, who does have an account, is told so when opening the link; nothing changes.
    const mail = await mailTo(other.emails.agent);
    const res = await accept(tokenOf(linkIn(mail)), 'long-enough-1');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(mnErrors.err_user_exists);
    const [u] = await t.db.select().from(users).where(eq(users.email, other.emails.agent));
    expect(u.companyId).toBe(other.id);
    expect(
      (await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: other.emails.agent, password: PASSWORD }, remoteAddress: nextIp() })).statusCode,
    ).toBe(200);
  });

  it('refuses common passwords on the accept page', async () => {
    const { admin } = await adminOf();
    const p = person();
    await invite(admin, p);
    const res = await accept(tokenOf(linkIn(await mailTo(p.email))), 'password');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(mnErrors.err_password_common);
    expect(await t.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);
  });

  it('with the flag on, accepts only addresses of an active allowed domain', async () => {
    const { co, admin } = await adminOf();
    const domain = `${uniq()}.mn`;
    await t.app.inject({ method: 'POST', url: '/api/company/mail-domains', headers: { cookie: admin }, payload: { domain } });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/company/mail-domains',
      headers: { cookie: admin },
      payload: { domain: `off${domain}`, status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    // Flag off: any address.
    expect((await invite(admin, person(`a.${uniq()}@elsewhere.mn`))).statusCode).toBe(200);
    await t.db.update(companies).set({ requireCompanyDomain: true }).where(eq(companies.id, co.id));
    expectError(await invite(admin, person(`b.${uniq()}@elsewhere.mn`)), 400, 'err_mail_domain_not_allowed', { field: 'email' });
    expectError(await invite(admin, person(`c.${uniq()}@off${domain}`)), 400, 'err_mail_domain_not_allowed');
    expect((await invite(admin, person(`d.${uniq()}@${domain.toUpperCase()}`))).statusCode).toBe(200);
  });

  it(`stops at the plan's user limit (${TRIAL_USER_LIMIT} people), counting pending invitations`, async () => {
    const { co, admin } = await adminOf();
    // 5 people exist; 5 invitations fill the trial plan.
    for (let i = 0; i < TRIAL_USER_LIMIT - 5; i++) expect((await invite(admin, person())).statusCode).toBe(200);
    const refused = await invite(admin, person());
    expectError(refused, 403, 'err_user_count_limit', { max: TRIAL_USER_LIMIT, users: 5, pending: TRIAL_USER_LIMIT - 5 });
    // The message states the limit, what counts, and what to do, in the caller's language.
    const { message } = refused.json() as { message: string };
    expect(message).toContain(String(TRIAL_USER_LIMIT));
    expect(message).toBe(
      mnErrors.err_user_count_limit
        .replace('{{max}}', String(TRIAL_USER_LIMIT))
        .replace('{{users}}', '5')
        .replace('{{pending}}', String(TRIAL_USER_LIMIT - 5)),
    );
    // Re-inviting a pending address replaces its invitation once confirmed, and is still allowed.
    const [pending] = await t.db.select().from(companyInvites).where(eq(companyInvites.companyId, co.id));
    expect((await invite(admin, { ...person(pending.email), replace: true })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(companyInvites)
      .where(and(eq(companyInvites.companyId, co.id), eq(companyInvites.email, pending.email)));
    expect(rows.filter((r) => !r.revokedAt)).toHaveLength(1);
    // Revoking one frees a place.
    await t.app.inject({ method: 'DELETE', url: `/api/invites/${rows.find((r) => !r.revokedAt)!.id}`, headers: { cookie: admin } });
    expect((await invite(admin, person())).statusCode).toBe(200);
  });

  it('asks before replacing a pending invitation of the same address, and replaces it once confirmed', async () => {
    const { co, admin } = await adminOf();
    const p = person(`twice.${uniq()}@test.mn`, 'admin');
    expect((await invite(admin, p)).statusCode).toBe(200);
    const again = await invite(admin, { ...p, role: 'agent' });
    expectError(again, 409, 'err_invite_pending', { field: 'email', email: p.email, role: 'admin' });
    // Nothing changed: the admin invitation is still the pending one.
    const before = await t.db
      .select()
      .from(companyInvites)
      .where(and(eq(companyInvites.companyId, co.id), eq(companyInvites.email, p.email)));
    expect(before.map((r) => [r.role, !!r.revokedAt])).toEqual([['admin', false]]);
    expect((await invite(admin, { ...p, email: p.email.toUpperCase(), role: 'agent', replace: true })).statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(companyInvites)
      .where(and(eq(companyInvites.companyId, co.id), eq(companyInvites.email, p.email)));
    expect(after.filter((r) => !r.revokedAt).map((r) => r.role)).toEqual(['agent']);
  });

  it('leaves nothing behind when the mail cannot be sent', async () => {
    const { co, admin } = await adminOf();
    const res = await invite(admin, person(`x.${uniq()}@refused.test`));
    expectError(res, 502, 'err_invite_mail_failed');
    expect(await t.db.select().from(companyInvites).where(eq(companyInvites.companyId, co.id))).toHaveLength(0);

    // A failed re-invitation keeps the earlier pending one working.
    const p = person();
    await invite(admin, p);
    const link = linkIn(await mailTo(p.email));
    const [row] = await t.db.select().from(companyInvites).where(eq(companyInvites.email, p.email));
    await t.db
      .update(companyInvites)
      .set({ email: `${uniq()}@refused.test` })
      .where(eq(companyInvites.id, row.id));
    expectError((await t.app.inject({ method: 'POST', url: `/api/invites/${row.id}/resend`, headers: { cookie: admin } })) as Res, 502, 'err_invite_mail_failed');
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
  });
});
