import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPTY_DRAFT, type OnboardingDraft } from '../../contracts';
import { companies, companyApprovals } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import mnErrors from '../../locales/mn/errors.json';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn, uniq } from './helper';

type T = Awaited<ReturnType<typeof build>>;
let t: T;
let superCookie: string;
let superId: number;
beforeAll(async () => {
  t = await build();
  const email = `super.${uniq()}@test.mn`;
  superId = (await createCompanyWithOwner(t.db, { name: `Platform ${uniq()}` }, { email, password: PASSWORD, isSuperadmin: true })).owner.id;
  superCookie = await signIn(t.app, email, PASSWORD, nextIp());
});
afterAll(() => t.close());

const draft = (): OnboardingDraft => ({
  ...EMPTY_DRAFT,
  company_name: `Аялал ${uniq()}`,
  company_phone: '9911 2233',
  sector: 'travel',
  employee_count: '51-200',
  agent_avatar: 'spark',
  agent_name: 'Хөтөч',
  channel: 'skip',
});

/** A signed-in newcomer who asked for a company; answers the company id and the cookie. */
async function requester() {
  const { user, email } = await makeOnboardingUser(t.db, 'none');
  const cookie = await signIn(t.app, email, PASSWORD, nextIp());
  const d = draft();
  const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/submit', headers: { cookie }, payload: d });
  return { user, cookie, draft: d, companyId: res.json().company.id as number };
}

const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const list = (cookie: string | null = superCookie) => as(cookie, 'GET', '/api/admin/companies');
const approve = (id: number, cookie: string | null = superCookie) => as(cookie, 'POST', `/api/admin/companies/${id}/approve`);
const reject = (id: number, reason: string, cookie: string | null = superCookie) => as(cookie, 'POST', `/api/admin/companies/${id}/reject`, { reason });

describe('who may use the admin panel', () => {
  it('refuses everyone but superadmins on every route: 401 signed out, 403 otherwise', async () => {
    const { companyId, cookie: onboarding } = await requester();
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin, PASSWORD, nextIp());
    const refusals = [
      [null, 401, 'err_auth_failed'],
      [admin, 403, 'err_no_permission'],
      [onboarding, 403, 'err_no_permission'],
    ] as const;
    for (const [cookie, status, code] of refusals) {
      for (const res of [await list(cookie), await approve(companyId, cookie), await reject(companyId, 'Үгүй', cookie)]) {
        expect([res.statusCode, res.json()]).toEqual([status, { code, message: mnErrors[code] }]);
      }
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row.approvalStatus).toBe('pending');
  });
});

describe('GET /api/admin/companies', () => {
  it('lists waiting companies with sector, employee count, requester and time; not approved or created ones', async () => {
    const a = await requester();
    const b = await requester();
    await approve(b.companyId);
    const co = await makeCompany(t.db);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number }[];
    const mine = items.find((i) => i.id === a.companyId);
    expect(mine).toEqual({
      id: a.companyId,
      name: a.draft.company_name,
      sector: 'travel',
      employee_count: '51-200',
      requested_at: expect.any(String),
      requested_by: { id: a.user.id, name: 'Board On', email: a.user.email },
    });
    expect(Date.now() - Date.parse((mine as unknown as { requested_at: string }).requested_at)).toBeLessThan(60_000);
    expect(items.map((i) => i.id)).not.toContain(b.companyId);
    expect(items.map((i) => i.id)).not.toContain(co.id);
  });
});

describe('approve and reject', () => {
  it('approval sets is_approved_by_superadmin for the requester, once', async () => {
    const r = await requester();
    expect((await as(r.cookie, 'GET', '/api/me')).json().is_approved_by_superadmin).toBe(false);
    const res = await approve(r.companyId);
    expect(res.statusCode).toBe(200);
    expect((await as(r.cookie, 'GET', '/api/me')).json()).toMatchObject({ company_id: 0, is_approved_by_superadmin: true });
    const again = await approve(r.companyId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('err_onboarding_state');
    expect((await reject(r.companyId, 'Оройтсон')).statusCode).toBe(409);
  });

  it('rejection needs a reason and is shown to the requester', async () => {
    const r = await requester();
    const empty = await reject(r.companyId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('err_rejection_reason_empty');
    expect((await reject(r.companyId, 'Мэдээлэл дутуу')).statusCode).toBe(200);
    expect((await as(r.cookie, 'GET', '/api/onboarding/progress')).json()).toMatchObject({ state: 'rejected', rejection_reason: 'Мэдээлэл дутуу' });
    expect((await as(r.cookie, 'GET', '/api/me')).json().is_approved_by_superadmin).toBe(false);
    expect((await approve(r.companyId)).json().code).toBe('err_onboarding_state');
    const [row] = await t.db.select().from(companies).where(eq(companies.id, r.companyId));
    expect(row.approvalStatus).toBe('rejected');
  });

  it('refuses a company in another state (409) and an unknown one (404)', async () => {
    const co = await makeCompany(t.db);
    const created = await approve(co.id);
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('err_onboarding_state');
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await approve(999_999)).json().code).toBe('err_company_not_found');
    expect((await as(superCookie, 'POST', '/api/admin/companies/abc/approve')).statusCode).toBe(400);
    expect((await as(superCookie, 'POST', `/api/admin/companies/${co.id}/reject`, { reason: 'x', extra: 1 })).statusCode).toBe(400);
  });

  it('records who decided', async () => {
    const r = await requester();
    await approve(r.companyId);
    const [row] = await t.db.select().from(companyApprovals).where(eq(companyApprovals.companyId, r.companyId));
    expect(row).toMatchObject({ requestedBy: r.user.id, decidedBy: superId, rejectionReason: null });
    expect(row.decidedAt).toBeInstanceOf(Date);
  });
});
