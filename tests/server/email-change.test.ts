import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { ProfileSchema } from '../../contracts';
import enPub from '../../locales/en/pub.json';
import mnErrors from '../../locales/mn/errors.json';
import mnPub from '../../locales/mn/pub.json';
import { LOG_REDACT } from '../../server/app';
import { emailChanges, users } from '../../server/db/schema';
import { hashToken } from '../../server/domain/onboarding/confirmation-token';
import { build, makeCompany, nextIp, PASSWORD, signIn, uniq, until } from './helper';
import { startSmtp } from './smtp-catcher';

let t: Awaited<ReturnType<typeof build>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** Every line the server logged, at its most verbose level. */
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startSmtp();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await build({ smtpUrl: smtp.url, mailFrom: 'Contact centre <no-reply@cc.test>' }, { level: 'trace', stream, redact: LOG_REDACT });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Res = { statusCode: number; body: string; json: () => Record<string, unknown> };
const expectError = (res: Res, status: number, code: keyof typeof mnErrors, extra: Record<string, unknown> = {}) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, ...extra });
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ask = (cookie: string, email: string, current_password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/profile/email', headers: { cookie }, payload: { email, current_password } });
const mailsTo = (email: string) => smtp.inbox.filter((m) => JSON.stringify(m.to ?? '').includes(email));
const mailTo = (email: string, nth = 1) => until(() => mailsTo(email).length >= nth && mailsTo(email)[nth - 1], `mail ${nth} to ${email}`, 5000);
/** The link of a received mail, as a path to inject. */
const linkIn = (mail: ParsedMail) => {
  const found = /https?:\/\/\S+\/pub\/email-change\?t=[\w%-]+/.exec(mail.text ?? '');
  if (!found) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(found[0]);
  return url.pathname + url.search;
};
const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('t')!;
/** Posts the link page's form, from a browser with `cookie` (its session, if any). */
const confirm = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/pub/email-change',
    headers: cookie ? { ...FORM, cookie } : FORM,
    remoteAddress: nextIp(),
    payload: new URLSearchParams({ t: token }).toString(),
  });
const canSignIn = async (email: string, password = PASSWORD) =>
  (await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email, password }, remoteAddress: nextIp() })).statusCode === 200;
const emailOf = async (id: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;

describe('the sign-in e-mail changes only with the password and a link to the new address', () => {
  it('PUT /api/profile no longer changes it (the same address may be sent back)', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const body = { last_name: 'Батбаяр', first_name: 'Сарангэрэл', phone: '', picture: null };
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...body, email: `taken.over.${uniq()}@evil.test` } });
    expectError(res, 400, 'err_email_change_confirm', { field: 'email', message: mnErrors.err_email_change_confirm });
    expect(await emailOf(co.ids.agent)).toBe(co.emails.agent);
    const same = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...body, email: co.emails.agent.toUpperCase() } });
    expect(same.statusCode, same.body).toBe(200);
    expect(ProfileSchema.parse(same.json())).toMatchObject({ first_name: 'Сарангэрэл', email: co.emails.agent, pending_email: null });
  });

  it('asks for the current password and a valid address; a refusal mails nothing', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.manager);
    const target = `new.${uniq()}@test.mn`;
    expectError(await ask(cookie, target, 'not-my-password'), 400, 'err_current_password_wrong', { field: 'current_password' });
    expectError(await ask(cookie, target, ''), 400, 'err_value_required', { field: 'current_password' });
    expectError(await ask(cookie, 'not-an-address'), 400, 'err_email_invalid', { field: 'email' });
    expectError(await ask(cookie, ''), 400, 'err_email_empty', { field: 'email' });
    expect(mailsTo(target)).toEqual([]);
    expect(mailsTo(co.emails.manager)).toEqual([]);
    expect((await t.db.select().from(emailChanges).where(eq(emailChanges.userId, co.ids.manager))).length).toBe(0);
  });

  it('mails a link to the new address and a notice to the old; the change takes effect only on confirmation, once', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const target = `Moved.${uniq()}@Test.mn`;
    const lower = target.toLowerCase();
    const logFrom = logLines.length;

    const res = await ask(cookie, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(ProfileSchema.parse(res.json())).toMatchObject({ email: co.emails.agent, pending_email: lower });
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).json()).toMatchObject({ email: co.emails.agent, pending_email: lower });

    const linkMail = await mailTo(lower);
    expect(linkMail.subject).toBe(mnPub.signup.change_subject);
    const link = linkIn(linkMail);
    const token = tokenOf(link);
    // The old address is told which address was asked for, and gets no link.
    const notice = await mailTo(co.emails.agent);
    expect(notice.subject).toBe(mnPub.signup.change_notice_subject);
    expect(notice.text).toContain(lower);
    expect(notice.text).not.toContain(token);
    // Only the token's SHA-256 is stored.
    const [row] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, co.ids.agent));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // Nothing has changed yet: the old address signs in, the new one does not.
    expect(await emailOf(co.ids.agent)).toBe(co.emails.agent);
    expect(await canSignIn(lower)).toBe(false);
    expect(await canSignIn(co.emails.agent)).toBe(true);

    // Opening the link (as a mail scanner would) only shows the change.
    const page = await t.app.inject({ url: `${link}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(enPub.signup.change_page_title);
    expect(page.body).toContain(lower);
    expect(page.body).toContain('action="/pub/email-change"');
    expect(await emailOf(co.ids.agent)).toBe(co.emails.agent);

    // Confirmed in the browser the user works in; a session of theirs elsewhere ends with the change.
    const elsewhere = await signIn(t.app, co.emails.agent);
    const done = await confirm(token, cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect(done.body).toContain(lower);
    expect(await emailOf(co.ids.agent)).toBe(lower);
    expect(await canSignIn(lower)).toBe(true);
    expect(await canSignIn(co.emails.agent)).toBe(false);
    const changed = await mailTo(co.emails.agent, 2);
    expect(changed.subject).toBe(mnPub.signup.change_changed_subject);
    expect(changed.text).toContain(lower);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).json()).toMatchObject({ email: lower, pending_email: null });
    // The company's audit log keeps who changed which address to which, and from where.
    const audit = await t.app.inject({ url: '/api/audit-log?action=user.email_changed', headers: { cookie: await signIn(t.app, co.emails.admin) } });
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'user.email_changed',
        user: { id: co.ids.agent, name: 'agent Test' },
        details: { user_id: co.ids.agent, user_name: 'agent Test', before: co.emails.agent, after: lower },
      }),
    ]);

    // Used once: a second confirmation and a second look are refused.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('И-мэйл солих холбоос хүчингүй');
    expect((await t.app.inject({ url: link })).statusCode).toBe(400);

    // The token reached no log line, neither in the link's query nor in the form's body.
    const log = logLines.slice(logFrom).join('');
    expect(log).toContain('/pub/email-change');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });

  it('refuses an expired link, a replaced one and a withdrawn one', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.guest);
    const first = `first.${uniq()}@test.mn`;
    expect((await ask(cookie, first)).statusCode).toBe(200);
    const firstToken = tokenOf(linkIn(await mailTo(first)));
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, co.ids.guest));
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).json()).toMatchObject({ pending_email: null });
    expect((await confirm(firstToken)).statusCode).toBe(400);

    // A new request replaces the earlier one: its link stops working.
    const second = `second.${uniq()}@test.mn`;
    const third = `third.${uniq()}@test.mn`;
    expect((await ask(cookie, second)).statusCode).toBe(200);
    const secondToken = tokenOf(linkIn(await mailTo(second)));
    expect((await ask(cookie, third)).statusCode).toBe(200);
    const thirdToken = tokenOf(linkIn(await mailTo(third)));
    expect((await confirm(secondToken)).statusCode).toBe(400);

    // Withdrawn: the pending address is gone and the link no longer works.
    const withdrawn = await t.app.inject({ method: 'DELETE', url: '/api/profile/email', headers: { cookie } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ pending_email: null });
    expect((await confirm(thirdToken)).statusCode).toBe(400);
    expect(await emailOf(co.ids.guest)).toBe(co.emails.guest);
  });

  it('answers the same for an address that has an account, whose owner gets a notice without a link', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const res = await ask(cookie, other.emails.agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: co.emails.agent, pending_email: other.emails.agent });
    const mail = await mailTo(other.emails.agent);
    expect(mail.text).toContain(mnPub.signup.change_taken_body);
    expect(mail.text).not.toMatch(/\/pub\/email-change/);
    expect(await emailOf(co.ids.agent)).toBe(co.emails.agent);
  });

  it('refuses an address taken between the request and the confirmation', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.manager);
    const target = `race.${uniq()}@test.mn`;
    expect((await ask(cookie, target)).statusCode).toBe(200);
    const token = tokenOf(linkIn(await mailTo(target)));
    await t.db.update(users).set({ email: target }).where(eq(users.id, co.ids.guest));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(await emailOf(co.ids.manager)).toBe(co.emails.manager);
  });

  it('sends at most 5 links an hour per user', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin);
    for (let i = 0; i < 5; i++) expect((await ask(cookie, `burst${i}.${uniq()}@test.mn`)).statusCode).toBe(200);
    expectError(await ask(cookie, `burst5.${uniq()}@test.mn`), 429, 'err_too_many_attempts');
  });
});
