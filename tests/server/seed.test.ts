import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from '../../server/seed/demo';
import { build } from './helper';

/** The demo seed gives every account of the README, able to sign in, and a conversation feed. */
describe('demo seed', () => {
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('seeds an empty database once, with working accounts of every guard branch', async () => {
    expect(await isEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isEmpty(t.db)).toBe(false);
    const me = async (email: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/pub/login', payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) return { status: res.statusCode, code: res.json().code };
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    };
    expect(await me('admin@demo.mn')).toMatchObject({ role: 'admin', is_owner: true, is_superadmin: false });
    expect(await me('superadmin@demo.mn')).toMatchObject({ is_superadmin: true });
    expect(await me('pending@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: false });
    expect(await me('approved@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: true });
    expect(await me('newcomer@demo.mn')).toMatchObject({ company_id: 0, is_approved_by_superadmin: false });
    expect(await me('inactive@demo.mn')).toEqual({ status: 403, code: 'err_user_inactive' });
    for (const role of ['manager', 'agent', 'guest']) expect(await me(`${role}@demo.mn`)).toMatchObject({ role });
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(
      ['admin', 'manager', 'agent', 'guest', 'superadmin', 'pending', 'approved', 'newcomer', 'inactive'].map((n) => `${n}@demo.mn`).sort(),
    );
  });
});
