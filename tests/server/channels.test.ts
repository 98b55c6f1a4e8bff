import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelListSchema } from '../../contracts';
import mnErrors from '../../locales/mn/errors.json';
import { channels } from '../../server/db/schema';
import { build, makeCompany, makeOnboardingUser, signIn, type TestCompany } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let own: TestCompany;
let other: TestCompany;
let ownIds: number[];
let ownEmailIds: number[];
let otherIds: number[];

beforeAll(async () => {
  t = await build();
  own = await makeCompany(t.db);
  other = await makeCompany(t.db);
  const mine = await t.db
    .insert(channels)
    .values([
      { companyId: own.id, type: 'webchat', name: 'web chat', number: 'own.mn', description: 'Вэб чат' },
      { companyId: own.id, type: 'email', name: 'support@own.mn', number: 'support@own.mn', description: 'Support mail' },
      { companyId: own.id, type: 'messenger', name: 'Own page', number: '100200300', isActive: false, config: { pageToken: 'secret-token' } },
      { companyId: own.id, type: 'email', name: 'sales@own.mn', number: 'sales@own.mn' },
    ])
    .returning();
  const theirs = await t.db
    .insert(channels)
    .values([
      { companyId: other.id, type: 'email', name: 'help@other.mn', number: 'help@other.mn' },
      { companyId: other.id, type: 'viber', name: 'Other viber', number: '99112233' },
    ])
    .returning();
  ownIds = mine.map((c) => c.id);
  ownEmailIds = mine.filter((c) => c.type === 'email').map((c) => c.id);
  otherIds = theirs.map((c) => c.id);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/company/:company_id/channel', () => {
  it("lists the company's own channels in the contract's shape, ordered by id", async () => {
    const res = await get(`/api/company/${own.id}/channel`, await signIn(t.app, own.emails.agent));
    expect(res.statusCode).toBe(200);
    const body = ChannelListSchema.strict().parse(res.json());
    expect(body.items.map((c) => c.id)).toEqual(ownIds);
    expect(body.items[0]).toEqual({
      id: ownIds[0],
      company_id: own.id,
      type: 'webchat',
      name: 'web chat',
      number: 'own.mn',
      description: 'Вэб чат',
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(body.items[2]).toMatchObject({ type: 'messenger', is_active: false, description: '' });
    // A channel's own settings (tokens, passwords) never leave the server.
    expect(res.body).not.toContain('secret-token');
    expect(res.body).not.toContain('config');
  });

  it('lists only e-mail channels under /emails', async () => {
    const res = await get(`/api/company/${own.id}/channel/emails`, await signIn(t.app, own.emails.guest));
    expect(res.statusCode).toBe(200);
    const body = ChannelListSchema.parse(res.json());
    expect(body.items.map((c) => c.id)).toEqual(ownEmailIds);
    expect(body.items.every((c) => c.type === 'email' && c.company_id === own.id)).toBe(true);
  });

  it('answers an empty list for a company without channels', async () => {
    const empty = await makeCompany(t.db);
    const cookie = await signIn(t.app, empty.emails.admin);
    expect((await get(`/api/company/${empty.id}/channel`, cookie)).json()).toEqual({ items: [] });
    expect((await get(`/api/company/${empty.id}/channel/emails`, cookie)).json()).toEqual({ items: [] });
  });

  it("refuses another company's id with 403 and leaks nothing", async () => {
    const cookie = await signIn(t.app, own.emails.admin);
    for (const path of ['channel', 'channel/emails']) {
      const res = await get(`/api/company/${other.id}/${path}`, cookie);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toEqual({ code: 'err_forbidden_action', message: mnErrors.err_forbidden_action });
      expect(res.body).not.toContain('other.mn');
    }
    // Nor does a company that does not exist, or company 0.
    expect((await get('/api/company/99999999/channel', cookie)).json().code).toBe('err_forbidden_action');
    expect((await get('/api/company/0/channel', cookie)).json().code).toBe('err_forbidden_action');
    // The other company sees its own.
    const theirs = await get(`/api/company/${other.id}/channel`, await signIn(t.app, other.emails.agent));
    expect(ChannelListSchema.parse(theirs.json()).items.map((c) => c.id)).toEqual(otherIds);
  });

  it('refuses anonymous callers, users without a company and a non-numeric id', async () => {
    for (const path of ['channel', 'channel/emails']) {
      const anon = await get(`/api/company/${own.id}/${path}`);
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ code: 'err_auth_failed', message: mnErrors.err_auth_failed });
    }
    const onboarding = await makeOnboardingUser(t.db, 'approved');
    const none = await get(`/api/company/0/channel`, await signIn(t.app, onboarding.email));
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('err_no_permission');
    const cookie = await signIn(t.app, own.emails.agent);
    for (const id of ['abc', '-1', '1.5']) {
      const res = await get(`/api/company/${id}/channel`, cookie);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({ code: 'err_wrong_param_structure', message: mnErrors.err_wrong_param_structure });
    }
  });
});
