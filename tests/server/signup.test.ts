import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { emailConfirmations, users } from '../../server/db/schema';
import enErrors from '../../locales/en/errors.json';
import mnErrors from '../../locales/mn/errors.json';
import enPub from '../../locales/en/pub.json';
import mnPub from '../../locales/mn/pub.json';
import { build, nextIp, uniq, until } from './helper';

/** A real SMTP server on a random port; every accepted message is parsed into `inbox`. */
async function startSmtp() {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // An address under refused.test is turned away, like a mailbox that does not exist.
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { inbox, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type T = Awaited<ReturnType<typeof build>>;
let t: T;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await build({ smtpUrl: smtp.url, mailFrom: 'Contact centre <no-reply@cc.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const person = (email = `new.${uniq()}@test.mn`) => ({ email, password: 'long-enough-1', first_name: 'Сараа', last_name: 'Бат' });
const signup = (payload: object, opts: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/pub/signup', payload, remoteAddress: opts.ip ?? nextIp(), headers: opts.cookie ? { cookie: opts.cookie } : {} });
const mailTo = (email: string, after = 0) => until(() => smtp.inbox.slice(after).find((m) => m.to && JSON.stringify(m.to).includes(email)), `mail to ${email}`, 5000);
/** The confirmation link of a received mail, as a path to inject. */
const linkIn = (mail: ParsedMail) => {
  const url = new URL(/https?:\/\/\S+\/pub\/confirm\?t=[\w%-]+/.exec(mail.text ?? '')![0]);
  return url.pathname + url.search;
};
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/pub/login', payload: { email, password }, remoteAddress: nextIp() });

describe('POST /pub/signup and the mailed link', () => {
  it('mails a one-time link that confirms, signs in and opens onboarding with company_id 0', async () => {
    const p = person();
    const res = await signup(p);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const mail = await mailTo(p.email);
    expect(mail.subject).toBe(mnPub.signup.mail_subject);
    expect(mail.from?.text).toContain('no-reply@cc.test');
    expect(mail.html).toContain('/pub/confirm?t=');
    const link = linkIn(mail);
    // Only the hash of the token is stored.
    const [row] = await t.db.select().from(emailConfirmations).innerJoin(users, eq(users.id, emailConfirmations.userId)).where(eq(users.email, p.email));
    expect(row.email_confirmations.tokenHash).not.toContain(new URLSearchParams(link.split('?')[1]).get('t'));
    expect(row.email_confirmations.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const confirmed = await t.app.inject({ url: link });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/onboarding');
    expect(confirmed.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: cookieOf(confirmed) } })).json();
    expect(me).toMatchObject({ email: p.email, company_id: 0, is_approved_by_superadmin: false, first_name: 'Сараа', last_name: 'Бат' });
    expect(me.ID).toBeGreaterThan(0);

    // One time only.
    const again = await t.app.inject({ url: link });
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    expect(again.body).toContain(mnErrors.err_confirm_link_invalid);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('writes the mail in the language of the locale cookie', async () => {
    const p = person();
    expect((await signup(p, { cookie: 'chosenLocale=en' })).statusCode).toBe(200);
    const mail = await mailTo(p.email);
    expect(mail.subject).toBe(enPub.signup.mail_subject);
    expect(mail.text).toContain(enPub.signup.mail_body);
  });

  it('refuses an unconfirmed user at sign-in with a clear message, until the link is opened', async () => {
    const p = person();
    await signup(p);
    const mail = await mailTo(p.email);
    const refused = await login(p.email, p.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('err_email_unconfirmed');
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password still says only "invalid credentials".
    expect((await login(p.email, 'wrong-password')).json().code).toBe('err_invalid_credentials');

    const form = await t.app.inject({
      method: 'POST',
      url: '/pub/login',
      headers: { ...FORM, cookie: 'chosenLocale=en' },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({ email: p.email, password: p.password }).toString(),
    });
    expect(form.statusCode).toBe(403);
    expect(form.body).toContain(enErrors.err_email_unconfirmed);
    expect(form.body).toContain('action="/pub/signup/resend"');
    expect(form.body).not.toContain('<script');

    await t.app.inject({ url: linkIn(mail) });
    const ok = await login(p.email, p.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'sid')).toBeDefined();
  });

  it('answers an address that has an account exactly like a new one, and mails its owner instead', async () => {
    const p = person();
    await signup(p);
    const link = linkIn(await mailTo(p.email));
    expect((await t.app.inject({ url: link })).statusCode).toBe(303);
    const fresh = await signup(person());
    const before = smtp.inbox.length;
    const dup = await signup({ ...p, email: p.email.toUpperCase(), first_name: 'Өөр', last_name: 'Хүн' });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.body).toBe(fresh.body);
    expect(dup.json()).toEqual({ ok: true });
    const mail = await mailTo(p.email, before);
    expect(mail.subject).toBe(mnPub.signup.exists_subject);
    expect(mail.text).toContain('/pub/login');
    expect(mail.text).not.toContain('/pub/confirm');
    // Nothing changed: one account, the first password.
    expect(await t.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(1);
    expect((await login(p.email, p.password)).statusCode).toBe(200);
    // An address still waiting for confirmation gets a fresh link, with the same answer.
    const waiting = person();
    await signup(waiting);
    await mailTo(waiting.email);
    const count = smtp.inbox.length;
    expect((await signup(waiting)).body).toBe(fresh.body);
    expect((await mailTo(waiting.email, count)).subject).toBe(mnPub.signup.mail_subject);
  });

  it('refuses common and breached passwords with their catalogue code', async () => {
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop']) {
      const res = await signup({ ...person(), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ code: 'err_password_common', field: 'password', message: mnErrors.err_password_common });
    }
    const page = await t.app.inject({
      method: 'POST',
      url: '/pub/signup',
      headers: { ...FORM, cookie: 'chosenLocale=en' },
      payload: new URLSearchParams({ ...person(), password: '12345678' }).toString(),
      remoteAddress: nextIp(),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(enErrors.err_password_common);
  });

  it('checks the e-mail, password length and names with catalogue codes', async () => {
    expect((await signup({ ...person(), email: 'not-an-email' })).json().code).toBe('err_email_invalid');
    expect((await signup({ ...person(), email: '' })).json().code).toBe('err_email_empty');
    const short = await signup({ ...person(), password: 'short12' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'err_password_too_short', message: mnErrors.err_password_too_short.replace('{{min}}', '8') });
    expect((await signup({ ...person(), first_name: '  ' })).json().code).toBe('err_name_empty');
    expect((await signup({ ...person(), role: 'admin' })).json().code).toBe('err_wrong_param_structure');
  });

  it('holds names to the rule of invitations and profiles: more than 2 and at most 100 characters', async () => {
    expect((await signup({ ...person(), first_name: 'С' })).json()).toMatchObject({ code: 'err_name_too_short', field: 'first_name', min: 3 });
    expect((await signup({ ...person(), last_name: 'Бо' })).json()).toMatchObject({ code: 'err_name_too_short', field: 'last_name', min: 3 });
    const long = await signup({ ...person(), last_name: 'б'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'err_name_too_long', field: 'last_name', max: 100, message: mnErrors.err_name_too_long.replace('{{max}}', '100') });
    // A 10,000-character name is the same field message, not a generic refusal.
    expect((await signup({ ...person(), first_name: 'x'.repeat(10_000) })).json()).toMatchObject({ code: 'err_name_too_long', field: 'first_name' });
    expect((await signup({ ...person(), first_name: 'С'.repeat(100) })).statusCode).toBe(200);
  });

  it('sends a new link on resend (the old one stops working) and answers ok for any address', async () => {
    const p = person();
    await signup(p);
    const first = await mailTo(p.email);
    const before = smtp.inbox.length;
    const res = await t.app.inject({ method: 'POST', url: '/pub/signup/resend', payload: { email: p.email }, remoteAddress: nextIp() });
    expect(res.json()).toEqual({ ok: true });
    const second = await mailTo(p.email, before);
    expect(linkIn(second)).not.toBe(linkIn(first));
    expect((await t.app.inject({ url: linkIn(first) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: linkIn(second) })).statusCode).toBe(303);

    // Unknown and already-confirmed addresses get the same answer and no mail.
    const count = smtp.inbox.length;
    for (const email of [`nobody.${uniq()}@test.mn`, p.email]) {
      expect((await t.app.inject({ method: 'POST', url: '/pub/signup/resend', payload: { email }, remoteAddress: nextIp() })).json()).toEqual({ ok: true });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox.length).toBe(count);
  });

  it('refuses an expired link', async () => {
    const p = person();
    await signup(p);
    const mail = await mailTo(p.email);
    const [u] = await t.db.select().from(users).where(eq(users.email, p.email));
    await t.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, u.id));
    const res = await t.app.inject({ url: linkIn(mail) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(mnErrors.err_confirm_link_invalid);
    expect((await t.app.inject({ url: '/pub/confirm?t=made-up' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/pub/confirm' })).statusCode).toBe(400);
  });

  it('frees the address again when the mail server refuses the message', async () => {
    const p = person(`new.${uniq()}@refused.test`);
    const res = await signup(p);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('err_mail_server');
    expect(await t.db.select().from(users).where(eq(users.email, p.email))).toHaveLength(0);
  });

  it('throttles sign-ups per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signup({ ...person(), password: 'x' }, { ip })).statusCode).toBe(400);
    const locked = await signup(person(), { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('err_too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup(person())).statusCode).toBe(200);
  });
});

describe('the public sign-up page', () => {
  it('is linked from the sign-in page, script-free, in mn and en', async () => {
    const loginPage = await t.app.inject({ url: '/pub/login' });
    expect(loginPage.body).toContain(`<a href="/pub/signup">${mnPub.signup.create_account}</a>`);
    expect(loginPage.body).not.toContain('<script');

    const mn = await t.app.inject({ url: '/pub/signup' });
    expect(mn.statusCode).toBe(200);
    expect(mn.headers['content-type']).toMatch(/^text\/html/);
    expect(mn.body).toContain('<html lang="mn">');
    expect(mn.body).toContain(mnPub.signup.heading);
    expect(mn.body).toMatch(/<form method="post" action="\/pub\/signup">/);
    for (const name of ['email', 'password', 'first_name', 'last_name']) expect(mn.body).toContain(`name="${name}"`);
    expect(mn.body).not.toContain('<script');

    const en = await t.app.inject({ url: '/pub/signup?lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(enPub.signup.heading);
    expect(en.cookies.find((c) => c.name === 'chosenLocale')).toMatchObject({ value: 'en' });
  });

  it('posts the form: the mail-sent page on success, the form again with the message on a refusal', async () => {
    const p = person();
    const body = new URLSearchParams(p).toString();
    const ok = await t.app.inject({ method: 'POST', url: '/pub/signup', headers: FORM, payload: body, remoteAddress: nextIp() });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(mnPub.signup.sent_title);
    expect(ok.body).toContain(p.email);
    await mailTo(p.email);

    const dup = await t.app.inject({ method: 'POST', url: '/pub/signup', headers: FORM, payload: body, remoteAddress: nextIp() });
    expect(dup.statusCode).toBe(200);
    expect(dup.body).toBe(ok.body);

    const short = await t.app.inject({
      method: 'POST',
      url: '/pub/signup',
      headers: { ...FORM, cookie: 'chosenLocale=en' },
      payload: new URLSearchParams({ ...person(), password: 'short' }).toString(),
      remoteAddress: nextIp(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(enErrors.err_password_too_short.replace('{{min}}', '8'));
    expect(short.body).not.toContain('value="short"');

    // Far too long names (even past the shape check) give the page back as typed, with the message under the field.
    for (const length of [101, 10_000, 150_000]) {
      const long = await t.app.inject({
        method: 'POST',
        url: '/pub/signup',
        headers: { ...FORM, cookie: 'chosenLocale=en' },
        payload: new URLSearchParams({ ...person(), first_name: 'я'.repeat(length) }).toString(),
        remoteAddress: nextIp(),
      });
      expect(long.statusCode, String(length)).toBe(400);
      expect(long.headers['content-type'], String(length)).toContain('text/html');
      expect(long.body).not.toContain('"code"');
      expect(long.body).toMatch(
        new RegExp(
          `id="first_name"[^>]*maxlength="100"[^>]*aria-invalid="true"[^>]*>\\s*<p class="err" id="first_name-error" role="alert">${enErrors.err_name_too_long.replace('{{max}}', '100').replace(/[()]/g, '\\$&')}</p>`,
        ),
      );
      expect(long.body).toContain(`value="${'я'.repeat(100)}"`);
      expect(long.body).toContain(`value="Бат"`);
    }

    const resend = await t.app.inject({
      method: 'POST',
      url: '/pub/signup/resend',
      headers: FORM,
      payload: `email=${encodeURIComponent(p.email)}`,
      remoteAddress: nextIp(),
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.body).toContain(mnPub.signup.resent_body.replace('{{email}}', p.email));
  });
});

describe('without SMTP_URL in development', () => {
  it('prints the link to the server log, and the logged link works', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dev = await build({ smtpUrl: '' }, { level: 'info', stream });
    try {
      const p = person();
      const res = await dev.app.inject({ method: 'POST', url: '/pub/signup', payload: p, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      const logged = lines.join('');
      const match = /\/pub\/confirm\?t=[\w%-]+/.exec(logged);
      expect(match).not.toBeNull();
      expect(logged).not.toContain(p.password);
      const confirmed = await dev.app.inject({ url: match![0] });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/onboarding');
    } finally {
      await dev.close();
    }
  });
});
