import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMPTY_DRAFT, type OnboardingDraft } from '../../contracts';
import { agentKnowledgeSources, companies, users, webchats } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { createWebchat } from '../../server/domain/webchats/create-webchat';
import mnErrors from '../../locales/mn/errors.json';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn, uniq } from './helper';

type T = Awaited<ReturnType<typeof build>>;
let t: T;
let superCookie: string;
beforeAll(async () => {
  t = await build();
  const email = `super.${uniq()}@test.mn`;
  await createCompanyWithOwner(t.db, { name: `Platform ${uniq()}` }, { email, password: PASSWORD, isSuperadmin: true });
  superCookie = await signIn(t.app, email, PASSWORD, nextIp());
});
afterAll(() => t.close());

const completeDraft = (patch: Partial<OnboardingDraft> = {}): OnboardingDraft => {
  const tag = uniq();
  return {
    ...EMPTY_DRAFT,
    company_name: `Наран ${tag}`,
    company_phone: '9911 2233',
    sector: 'trade',
    employee_count: '11-50',
    agent_avatar: 'headset',
    agent_name: 'Туслах бот',
    website: `naran-${tag}.mn/about`,
    channel: 'webchat',
    webchat_domain: `shop-${tag}.mn`,
    ...patch,
  };
};

/** A signed-in newcomer (company_id 0, no request yet). */
async function newcomer() {
  const { user, email } = await makeOnboardingUser(t.db, 'none');
  return { user, cookie: await signIn(t.app, email, PASSWORD, nextIp()) };
}

const api = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const progress = (cookie: string) => api(cookie, 'GET', '/api/onboarding/progress');
const save = (cookie: string, step: number, draft: OnboardingDraft) => api(cookie, 'PUT', '/api/onboarding/progress', { step, draft });
const submit = (cookie: string, draft: OnboardingDraft) => api(cookie, 'POST', '/api/onboarding/submit', draft);
const finish = (cookie: string) => api(cookie, 'POST', '/api/onboarding/finish');
const me = async (cookie: string) => (await api(cookie, 'GET', '/api/me')).json();
const approve = (companyId: number) => api(superCookie, 'POST', `/api/admin/companies/${companyId}/approve`);

describe('GET/PUT /api/onboarding/progress', () => {
  it('starts empty at step 1 and keeps what was saved (a reload resumes there)', async () => {
    const { cookie } = await newcomer();
    const first = await progress(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ state: 'no_company', step: 1, draft: EMPTY_DRAFT, company: null, rejection_reason: null });

    const draft = {
      ...EMPTY_DRAFT,
      company_name: 'Наран ХХК',
      company_phone: '+976 7011 2233',
      sector: 'trade' as const,
      employee_count: '1-10' as const,
      agent_avatar: 'robot' as const,
      agent_name: 'Ту',
    };
    const saved = await save(cookie, 5, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'no_company', step: 5, draft });
    expect((await progress(cookie)).json()).toMatchObject({ step: 5, draft });
  });

  it('refuses to move past a step whose text has 3 characters or fewer (spec §5)', async () => {
    const { cookie } = await newcomer();
    const res = await save(cookie, 2, { ...EMPTY_DRAFT, company_name: ' Abc ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'err_onboarding_input_too_short',
      field: 'company_name',
      message: mnErrors.err_onboarding_input_too_short.replace('{{min}}', '3'),
    });
    // The step being typed in may still be short.
    expect((await save(cookie, 1, { ...EMPTY_DRAFT, company_name: 'Ab' })).statusCode).toBe(200);
    expect((await save(cookie, 2, { ...EMPTY_DRAFT, company_name: 'Abcd', company_phone: '99112233' })).statusCode).toBe(200);
  });

  it('refuses out-of-order steps and invalid values with catalogue codes', async () => {
    const { cookie } = await newcomer();
    const skipped = await save(cookie, 4, { ...EMPTY_DRAFT, company_name: 'Наран ХХК', company_phone: '99112233', sector: 'trade' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'err_onboarding_step_incomplete', field: 'employee_count' });
    const badSite = await save(cookie, 6, { ...completeDraft(), website: 'ftp://files.naran.mn' });
    expect(badSite.json()).toMatchObject({ code: 'err_onboarding_value_invalid', field: 'website' });
    expect((await save(cookie, 6, { ...completeDraft(), website: '' })).statusCode).toBe(200);
    expect((await save(cookie, 6, completeDraft({ sector: 'mining' as never }))).json().code).toBe('err_wrong_param_structure');
    expect((await save(cookie, 7, completeDraft())).json().code).toBe('err_wrong_param_structure');
  });

  it('holds step 1 to the rules of company settings: the name refuses markup and emoji, and a phone is required', async () => {
    const { cookie } = await newcomer();
    for (const name of ['<img src=x onerror=alert(1)>', 'Наран 🚀 ХХК']) {
      expect((await save(cookie, 2, { ...EMPTY_DRAFT, company_name: name, company_phone: '99112233' })).json(), name).toMatchObject({
        code: 'err_company_name_invalid',
        field: 'company_name',
      });
    }
    expect((await save(cookie, 2, { ...EMPTY_DRAFT, company_name: 'Н'.repeat(101), company_phone: '99112233' })).json()).toMatchObject({
      code: 'err_name_too_long',
      field: 'draft.company_name',
      max: 100,
    });
    expect((await save(cookie, 2, { ...EMPTY_DRAFT, company_name: 'Наран ХХК' })).json()).toMatchObject({
      code: 'err_onboarding_step_incomplete',
      field: 'company_phone',
    });
    expect((await save(cookie, 2, { ...EMPTY_DRAFT, company_name: 'Наран ХХК', company_phone: '12345' })).json()).toMatchObject({
      code: 'err_phone_invalid',
      field: 'company_phone',
    });
    // What onboarding takes, company settings take too, once the company exists.
    const draft = completeDraft({ company_phone: '+976 9911 2233' });
    const submitted = await submit(cookie, draft);
    expect(submitted.statusCode).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, submitted.json().company.id));
    expect(row.phone).toBe('+976 9911 2233');
  });

  it('stores a pasted web-chat address as the domain, as settings do', async () => {
    const { cookie } = await newcomer();
    const tag = uniq();
    const saved = await save(cookie, 6, completeDraft({ webchat_domain: `https://Shop-${tag}.MN:8443/about?x=1` }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.webchat_domain).toBe(`shop-${tag}.mn`);
    expect((await progress(cookie)).json().draft.webchat_domain).toBe(`shop-${tag}.mn`);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/onboarding/progress' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/onboarding/submit', payload: completeDraft() })).statusCode).toBe(401);
  });
});

describe('POST /api/onboarding/submit', () => {
  it('asks for the company (pending) and the user waits; later steps are refused while waiting', async () => {
    const { user, cookie } = await newcomer();
    const draft = completeDraft();
    const res = await submit(cookie, draft);
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({ state: 'pending_approval', draft, company: { name: draft.company_name, sector: 'trade', employee_count: '11-50' } });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, status.company.id));
    expect(company).toMatchObject({ approvalStatus: 'pending', isCreated: false, contactEmail: user.email });
    expect(await me(cookie)).toMatchObject({ company_id: 0, is_approved_by_superadmin: false });

    for (const res of [await save(cookie, 1, draft), await submit(cookie, draft), await finish(cookie)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('err_onboarding_state');
    }
  });

  it('refuses an incomplete draft with the first problem', async () => {
    const { cookie } = await newcomer();
    expect((await submit(cookie, completeDraft({ agent_name: 'Бот' }))).json()).toMatchObject({ code: 'err_onboarding_input_too_short', field: 'agent_name' });
    expect((await submit(cookie, completeDraft({ channel: null }))).json()).toMatchObject({ code: 'err_onboarding_step_incomplete', field: 'channel' });
    expect((await submit(cookie, completeDraft({ webchat_domain: 'not a domain' }))).json()).toMatchObject({
      code: 'err_onboarding_value_invalid',
      field: 'webchat_domain',
    });
    expect((await progress(cookie)).json().state).toBe('no_company');
  });

  it('refuses a company name or web-chat domain that is taken', async () => {
    const co = await makeCompany(t.db, `Taken ${uniq()}`);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, co.id));
    const { cookie } = await newcomer();
    const sameName = await submit(cookie, completeDraft({ company_name: row.name.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('err_company_exists');
    const domain = `taken-${uniq()}.mn`;
    await createWebchat(t.db, co.id, {
      domain,
      name: 'Чат',
      name_en: '',
      greeting: '',
      greeting_en: '',
      logo: null,
      brand_color: '#000000',
      text_color: '#ffffff',
      is_active: true,
    });
    expect((await submit(cookie, completeDraft({ webchat_domain: `https://${domain}/` }))).json().code).toBe('err_webchat_domain_duplicate');
  });
});

describe('after approval: POST /api/onboarding/finish', () => {
  it('creates the company with the user as owner, the AI agent, its knowledge source and the web chat', async () => {
    const { user, cookie } = await newcomer();
    const draft = completeDraft();
    const companyId = (await submit(cookie, draft)).json().company.id;
    expect((await approve(companyId)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ company_id: 0, is_approved_by_superadmin: true });
    expect((await progress(cookie)).json()).toMatchObject({ state: 'trial_progress', company: { id: companyId } });
    // The wizard is closed once approved.
    expect((await save(cookie, 1, draft)).json().code).toBe('err_onboarding_state');

    const res = await finish(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, company_id: companyId });

    const after = await me(cookie);
    expect(after).toMatchObject({ ID: user.id, company_id: companyId, role: 'admin', is_owner: true });
    expect(after.permissions).toContain('settings.edit');
    expect((await progress(cookie)).json().state).toBe('company_created');

    const [agent] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.userType, 'virtual_social_agent')));
    expect(agent).toMatchObject({ firstName: 'Туслах бот', passwordHash: null });
    expect(agent.pictureUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const sources = await t.db.select().from(agentKnowledgeSources).where(eq(agentKnowledgeSources.companyId, companyId));
    expect(sources).toEqual([
      // Its import into knowledge starts as the company is made; an address that cannot be read fails it at once.
      expect.objectContaining({ agentUserId: agent.id, url: `https://${draft.website}`, status: expect.stringMatching(/^(pending|importing|failed)$/) }),
    ]);
    const chats = await t.db.select().from(webchats).where(eq(webchats.companyId, companyId));
    expect(chats).toEqual([expect.objectContaining({ domain: draft.webchat_domain, name: draft.company_name })]);

    // The new owner sees the company's users (the agent among them) like any admin.
    const list = (await api(cookie, 'GET', '/api/users?user_type=virtual_social_agent')).json();
    expect(list.items.map((u: { id: number }) => u.id)).toEqual([agent.id]);

    expect((await finish(cookie)).json().code).toBe('err_onboarding_state');
  });

  it('skips the web chat and the knowledge source when not chosen', async () => {
    const { cookie } = await newcomer();
    const companyId = (await submit(cookie, completeDraft({ channel: 'skip', webchat_domain: '', website: '' }))).json().company.id;
    await approve(companyId);
    expect((await finish(cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(webchats).where(eq(webchats.companyId, companyId))).toHaveLength(0);
    expect(await t.db.select().from(agentKnowledgeSources).where(eq(agentKnowledgeSources.companyId, companyId))).toHaveLength(0);
  });

  it('refuses finish before approval and for a user who already has a company', async () => {
    const { cookie } = await newcomer();
    expect((await finish(cookie)).json().code).toBe('err_onboarding_state');
    const co = await makeCompany(t.db);
    const member = await signIn(t.app, co.emails.admin, PASSWORD, nextIp());
    expect((await finish(member)).statusCode).toBe(409);
    expect((await submit(member, completeDraft())).statusCode).toBe(409);
  });
});

describe('after a rejection', () => {
  it('shows the reason, lets the user edit and ask again', async () => {
    const { cookie } = await newcomer();
    const draft = completeDraft();
    const companyId = (await submit(cookie, draft)).json().company.id;
    await api(superCookie, 'POST', `/api/admin/companies/${companyId}/reject`, { reason: 'Нэр тодорхойгүй' });
    expect((await progress(cookie)).json()).toMatchObject({ state: 'rejected', rejection_reason: 'Нэр тодорхойгүй' });
    expect((await finish(cookie)).json().code).toBe('err_onboarding_state');

    const edited = { ...draft, company_name: `${draft.company_name} ХХК` };
    expect((await save(cookie, 1, edited)).statusCode).toBe(200);
    const again = await submit(cookie, edited);
    expect(again.json()).toMatchObject({ state: 'pending_approval', rejection_reason: null, company: { id: companyId, name: edited.company_name } });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row.approvalStatus).toBe('pending');
  });
});
