import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import mnErrors from '../../locales/mn/errors.json';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn } from './helper';

type T = Awaited<ReturnType<typeof build>>;
let t: T;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (cookie: string | null) => t.app.inject({ method: 'GET', url: '/api/tour', headers: cookie ? { cookie } : {} });
const put = (cookie: string | null, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/tour', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('/api/tour', () => {
  it('is unseen on the first sign-in, seen after PUT, for this user only, and stays seen in a new session', async () => {
    const co = await makeCompany(t.db);
    const agent = await signIn(t.app, co.emails.agent, PASSWORD, nextIp());
    const manager = await signIn(t.app, co.emails.manager, PASSWORD, nextIp());
    expect((await get(agent)).json()).toEqual({ seen: false });

    const res = await put(agent, { seen: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seen: true });
    expect((await get(agent)).json()).toEqual({ seen: true });
    // Twice (another tab finishing too) is harmless.
    expect((await put(agent, { seen: true })).json()).toEqual({ seen: true });

    expect((await get(manager)).json()).toEqual({ seen: false });
    const again = await signIn(t.app, co.emails.agent, PASSWORD, nextIp());
    expect((await get(again)).json()).toEqual({ seen: true });
  });

  it('serves a signed-in user still in onboarding too', async () => {
    const { email } = await makeOnboardingUser(t.db, 'pending');
    const cookie = await signIn(t.app, email, PASSWORD, nextIp());
    expect((await get(cookie)).json()).toEqual({ seen: false });
    expect((await put(cookie, { seen: true })).statusCode).toBe(200);
    expect((await get(cookie)).json()).toEqual({ seen: true });
  });

  it('refuses a signed-out visitor and an inactive user, on both methods', async () => {
    for (const res of [await get(null), await put(null, { seen: true })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'err_auth_failed', message: mnErrors.err_auth_failed });
    }
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.guest, PASSWORD, nextIp());
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, co.ids.guest));
    for (const res of [await get(cookie), await put(cookie, { seen: true })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('err_user_inactive');
    }
  });

  it('refuses a body other than {seen: true}, and the flag stays unset', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.admin, PASSWORD, nextIp());
    for (const body of [{ seen: false }, {}, { seen: 'yes' }, { seen: true, user_id: co.ids.agent }]) {
      const res = await put(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('err_wrong_param_structure');
    }
    expect((await get(cookie)).json()).toEqual({ seen: false });
  });
});
