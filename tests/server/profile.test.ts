import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { AGENT_NAMESPACE, CallAccessListSchema, PROTOCOL_VERSION, ProfileSchema, SOCKET_EVENT } from '../../contracts';
import mnErrors from '../../locales/mn/errors.json';
import { users } from '../../server/db/schema';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${AGENT_NAMESPACE}`;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t.close());

type Res = { statusCode: number; json: () => Record<string, unknown> };
const expectError = (res: Res, status: number, code: keyof typeof mnErrors, extra: Record<string, unknown> = {}) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ code, ...extra });
};
const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const BODY = { last_name: 'Батбаяр', first_name: 'Сарангэрэл', phone: '+976 9911 2233', email: '', picture: null };

describe('GET and PUT /api/profile', () => {
  it('shows and saves one’s own names, phone and picture', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const got = ProfileSchema.parse((await call('GET', '/api/profile', cookie)).json());
    expect(got).toMatchObject({ id: co.ids.agent, company_id: co.id, email: co.emails.agent, role: 'agent', extension: null, line: null, pending_email: null });
    const picture = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]).toString('base64')}`;
    const saved = await call('PUT', '/api/profile', cookie, { ...BODY, email: co.emails.agent, picture, role: 'agent' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ last_name: 'Батбаяр', first_name: 'Сарангэрэл', phone: '+976 9911 2233', email: co.emails.agent, picture, role: 'agent' });
    const me = (await call('GET', '/api/me', cookie)).json();
    expect(me).toMatchObject({ email: co.emails.agent, first_name: 'Сарангэрэл', last_name: 'Батбаяр' });
    // The e-mail may be left out; it changes only through a confirmed link (email-change.test.ts).
    const { email: _omitted, ...withoutEmail } = BODY;
    expect((await call('PUT', '/api/profile', cookie, withoutEmail)).statusCode).toBe(200);
  });

  it('refuses a change of one’s own role', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    expectError(await call('PUT', '/api/profile', cookie, { ...BODY, email: co.emails.agent, role: 'admin' }), 403, 'err_own_role_change');
    expect((await t.db.select().from(users).where(eq(users.id, co.ids.agent)))[0].role).toBe('agent');
  });

  it('checks the names (longer than 2 characters), the phone and the picture, and keeps the e-mail', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.manager);
    const body = { ...BODY, email: co.emails.manager };
    expectError(await call('PUT', '/api/profile', cookie, { ...body, first_name: 'Бо' }), 400, 'err_name_too_short', { field: 'first_name' });
    expectError(await call('PUT', '/api/profile', cookie, { ...body, last_name: '' }), 400, 'err_name_empty', { field: 'last_name' });
    expectError(await call('PUT', '/api/profile', cookie, { ...body, email: co.emails.guest }), 400, 'err_email_change_confirm', { field: 'email' });
    expectError(await call('PUT', '/api/profile', cookie, { ...body, phone: 'call me' }), 400, 'err_phone_invalid', { field: 'phone' });
    expectError(
      await call('PUT', '/api/profile', cookie, { ...body, picture: `data:image/png;base64,${Buffer.alloc(205_000).toString('base64')}` }),
      400,
      'err_image_invalid',
    );
    // A text file renamed .png: the declared type says image, the bytes do not.
    expectError(
      await call('PUT', '/api/profile', cookie, { ...body, picture: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}` }),
      400,
      'err_image_invalid',
      { field: 'picture' },
    );
    // An empty phone is fine: it is not required for a person.
    expect((await call('PUT', '/api/profile', cookie, { ...body, phone: '' })).statusCode).toBe(200);
  });

  it('is for signed-in users of a company only', async () => {
    expectError((await t.app.inject({ url: '/api/profile' })) as Res, 401, 'err_auth_failed');
    const { email } = await makeOnboardingUser(t.db, 'none');
    expectError(await call('GET', '/api/profile', await signIn(t.app, email)), 403, 'err_no_permission');
  });
});

describe('PUT /api/profile/password', () => {
  it('changes the password after the current one; the other sessions and their sockets end', async () => {
    const co = await makeCompany(t.db);
    const here = await signIn(t.app, co.emails.guest);
    const elsewhere = await signIn(t.app, co.emails.guest, PASSWORD, nextIp());
    const socket = io(base, { transports: ['websocket'], extraHeaders: { cookie: elsewhere }, auth: { v: PROTOCOL_VERSION }, reconnection: false, forceNew: true });
    sockets.push(socket);
    const got: unknown[] = [];
    socket.on(SOCKET_EVENT, (m) => got.push(m));
    await until(() => got.length > 0, 'socket greeting');
    let closed = false;
    socket.on('disconnect', () => (closed = true));

    expectError(
      await call('PUT', '/api/profile/password', here, { current_password: 'wrong-one-1', new_password: 'brand-new-pass' }),
      400,
      'err_current_password_wrong',
      { field: 'current_password' },
    );
    expectError(await call('PUT', '/api/profile/password', here, { current_password: PASSWORD, new_password: 'short' }), 400, 'err_password_too_short', {
      field: 'new_password',
    });
    expect((await call('PUT', '/api/profile/password', here, { current_password: PASSWORD, new_password: 'brand-new-pass' })).statusCode).toBe(200);

    expect((await call('GET', '/api/profile', here)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', elsewhere)).statusCode).toBe(401);
    await until(() => closed, 'the other session’s socket to close');
    const old = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.guest, password: PASSWORD }, remoteAddress: nextIp() });
    expect(old.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email: co.emails.guest, password: 'brand-new-pass' }, remoteAddress: nextIp() })).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/profile/password throttle', () => {
  it('checks at most 5 wrong current passwords (even 30 at once); the right one then waits too', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('PUT', '/api/profile/password', cookie, { current_password: `wrong-${i}-x`, new_password: 'brand-new-pass' })),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
    expectError(await call('PUT', '/api/profile/password', cookie, { current_password: PASSWORD, new_password: 'brand-new-pass' }), 429, 'err_too_many_attempts');
  });

  it('refuses a common new password', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    expectError(await call('PUT', '/api/profile/password', cookie, { current_password: PASSWORD, new_password: '12345678' }), 400, 'err_password_common', {
      field: 'new_password',
      message: mnErrors.err_password_common,
    });
  });
});

describe('call access', () => {
  it('admins give an extension and a line; the user’s check answers it, or the spec’s refusal', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    expectError(await call('GET', '/api/calls/access', agent), 403, 'err_no_call_permission');
    expect((await call('GET', '/api/calls/access', agent)).json().message).toBe(mnErrors.err_no_call_permission);

    const set = await call('PUT', `/api/users/${co.ids.agent}/call-access`, admin, { extension: ' 101 ', line: '2' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ user_id: co.ids.agent, extension: '101', line: '2' });
    expect((await call('GET', '/api/calls/access', agent)).json()).toEqual({ user_id: co.ids.agent, extension: '101', line: '2' });
    expect((await call('GET', '/api/profile', agent)).json()).toMatchObject({ extension: '101', line: '2' });
    expect(CallAccessListSchema.parse((await call('GET', '/api/call-access', admin)).json()).items).toEqual([{ user_id: co.ids.agent, extension: '101', line: '2' }]);

    // Both empty removes it.
    expect((await call('PUT', `/api/users/${co.ids.agent}/call-access`, admin, { extension: '', line: '' })).json()).toEqual({
      user_id: co.ids.agent,
      extension: null,
      line: null,
    });
    expectError(await call('GET', '/api/calls/access', agent), 403, 'err_no_call_permission');
  });

  it('needs digits, a line with an extension, and an extension unique in the company', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const put = (id: number, body: object) => call('PUT', `/api/users/${id}/call-access`, admin, body);
    expectError(await put(co.ids.agent, { extension: '10a', line: '1' }), 400, 'err_extension_invalid', { field: 'extension' });
    expectError(await put(co.ids.agent, { extension: '12345678901', line: '1' }), 400, 'err_extension_invalid');
    expectError(await put(co.ids.agent, { extension: '101', line: 'x' }), 400, 'err_line_invalid', { field: 'line' });
    expectError(await put(co.ids.agent, { extension: '101', line: '' }), 400, 'err_value_required', { field: 'line' });
    expectError(await put(co.ids.agent, { extension: null, line: '1' }), 400, 'err_value_required', { field: 'extension' });
    expect((await put(co.ids.agent, { extension: '101', line: '1' })).statusCode).toBe(200);
    expectError(await put(co.ids.manager, { extension: '101', line: '2' }), 409, 'err_extension_duplicate', { field: 'extension' });
    // Setting one's own same extension again is not a duplicate; another company may use 101 too.
    expect((await put(co.ids.agent, { extension: '101', line: '3' })).statusCode).toBe(200);
    const other = await makeCompany(t.db);
    expect((await call('PUT', `/api/users/${other.ids.agent}/call-access`, await signIn(t.app, other.emails.admin), { extension: '101', line: '1' })).statusCode).toBe(
      200,
    );
  });

  it('is set by admins only, never across companies', async () => {
    const co = await makeCompany(t.db);
    const manager = await signIn(t.app, co.emails.manager);
    expectError(await call('PUT', `/api/users/${co.ids.agent}/call-access`, manager, { extension: '1', line: '1' }), 403, 'err_no_edit_permission');
    const other = await makeCompany(t.db);
    const otherAdmin = await signIn(t.app, other.emails.admin);
    expectError(await call('PUT', `/api/users/${co.ids.agent}/call-access`, otherAdmin, { extension: '1', line: '1' }), 404, 'err_user_not_found');
    expect((await t.db.select().from(users).where(eq(users.id, co.ids.agent)))[0].extension).toBeNull();
    expectError(await call('GET', '/api/call-access', await signIn(t.app, co.emails.agent)), 403, 'err_no_permission');
  });
});
