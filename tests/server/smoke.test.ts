import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, signIn } from './helper';

describe('smoke', () => {
  let t: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('signs in and answers /api/me', async () => {
    const co = await makeCompany(t.db);
    const cookie = await signIn(t.app, co.emails.agent);
    const res = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(res.json()).toMatchObject({ ID: co.ids.agent, company_id: co.id, role: 'agent', user_status: 'active' });
  });
});
