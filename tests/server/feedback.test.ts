import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_DETAILS_MAX, FEEDBACK_LIMIT, type FeedbackList } from '../../contracts';
import { feedback, users } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import mnErrors from '../../locales/mn/errors.json';
import { build, makeCompany, makeOnboardingUser, nextIp, PASSWORD, signIn, uniq, type TestCompany } from './helper';

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

const send = (cookie: string | null, payload: object) => t.app.inject({ method: 'POST', url: '/api/feedback', headers: cookie ? { cookie } : {}, payload });
const list = (cookie: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/admin/feedback${query}`, headers: cookie ? { cookie } : {} });
const good = (details = `Чат удаан ачаалж байна ${uniq()}`) => ({ category: 'technical_issue', details, rating: 3, page_path: '/interacts/live' });

async function member(role: keyof TestCompany['emails'] = 'agent') {
  const co = await makeCompany(t.db);
  return { co, cookie: await signIn(t.app, co.emails[role], PASSWORD, nextIp()) };
}

/** The first 100 rows of the list (the tests stay well under that per file). */
async function allFeedback(query = '') {
  const first = (await list(superCookie, `?size=100${query}`)).json() as FeedbackList;
  return first.items;
}

describe('POST /api/feedback', () => {
  it('stores the feedback with its author, company, page and time; a superadmin reads it back', async () => {
    const { co, cookie } = await member('guest');
    const before = Date.now();
    const res = await send(cookie, { category: 'appreciation', details: '  Маш ойлгомжтой систем  ', rating: 5, page_path: '/contacts' });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const item = (await allFeedback()).find((f) => f.id === id)!;
    expect(item).toMatchObject({
      category: 'appreciation',
      details: 'Маш ойлгомжтой систем',
      rating: 5,
      page_path: '/contacts',
      company: { id: co.id },
      user: { id: co.ids.guest, email: co.emails.guest, name: 'guest Test' },
    });
    expect(new Date(item.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(item.created_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a signed-out visitor (401), an inactive user and someone without a company (403)', async () => {
    expect((await send(null, good())).statusCode).toBe(401);
    const { user, email } = await makeOnboardingUser(t.db, 'none');
    const onboarding = await signIn(t.app, email, PASSWORD, nextIp());
    const res = await send(onboarding, good());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'err_no_permission', message: mnErrors.err_no_permission });
    // A member deactivated after signing in is refused on the next request.
    const { co, cookie } = await member('agent');
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, co.ids.agent));
    const inactive = await send(cookie, good());
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('err_user_inactive');
    const stored = await t.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(stored).toEqual([]);
    expect(await t.db.select().from(feedback).where(eq(feedback.userId, co.ids.agent))).toEqual([]);
  });

  // A text the person typed is answered on its field (empty, too long); other bad values keep the generic code.
  it.each([
    ['an unknown category', { category: 'bug' }, { code: 'err_wrong_param_structure' }],
    ['empty details', { details: '' }, { code: 'err_value_required', field: 'details' }],
    ['details of only spaces', { details: '   \n ' }, { code: 'err_value_required', field: 'details' }],
    ['details over the limit', { details: 'а'.repeat(FEEDBACK_DETAILS_MAX + 1) }, { code: 'err_text_too_long', field: 'details', max: FEEDBACK_DETAILS_MAX }],
    ['a rating of 0', { rating: 0 }, { code: 'err_wrong_param_structure' }],
    ['a rating of 6', { rating: 6 }, { code: 'err_wrong_param_structure' }],
    ['a fractional rating', { rating: 2.5 }, { code: 'err_wrong_param_structure' }],
    ['no rating', { rating: undefined }, { code: 'err_wrong_param_structure' }],
    ['a page that is not a path', { page_path: 'https://evil.example/' }, { code: 'err_wrong_param_structure' }],
    ['an extra field', { company_id: 1 }, { code: 'err_wrong_param_structure' }],
  ])('refuses %s with the catalogue code and stores nothing', async (_what, patch, expected) => {
    const { co, cookie } = await member('manager');
    const res = await send(cookie, { ...good(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(expected);
    // A wrong shape names no field: the answer is the code and its message only.
    expect(expected.code !== 'err_wrong_param_structure' || Object.keys(res.json()).sort().join() === 'code,message').toBe(true);
    expect(res.json().message).toBe(
      expected.code === 'err_text_too_long'
        ? mnErrors.err_text_too_long.replace('{{max}}', String(FEEDBACK_DETAILS_MAX))
        : mnErrors[expected.code as keyof typeof mnErrors],
    );
    expect(await t.db.select().from(feedback).where(eq(feedback.companyId, co.id))).toEqual([]);
  });

  it('accepts details of exactly the limit', async () => {
    const { cookie } = await member('admin');
    expect((await send(cookie, good('я'.repeat(FEEDBACK_DETAILS_MAX)))).statusCode).toBe(200);
  });

  it(`refuses the ${FEEDBACK_LIMIT + 1}th within an hour per user, not another user's, and lets it in once the hour passes`, async () => {
    const { co, cookie } = await member('agent');
    for (let i = 0; i < FEEDBACK_LIMIT; i++) expect((await send(cookie, good(`санал ${i}`))).statusCode).toBe(200);
    const refused = await send(cookie, good('нэмэлт'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('err_too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // Colleagues are not held back by this one person.
    const colleague = await signIn(t.app, co.emails.manager, PASSWORD, nextIp());
    expect((await send(colleague, good())).statusCode).toBe(200);

    // An hour later the window is empty again.
    await t.db
      .update(feedback)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(feedback.userId, co.ids.agent));
    expect((await send(cookie, good('дараа нь'))).statusCode).toBe(200);
    const mine = await t.db.select().from(feedback).where(eq(feedback.userId, co.ids.agent));
    expect(mine.map((f) => f.details).sort()).toEqual([...Array.from({ length: FEEDBACK_LIMIT }, (_, i) => `санал ${i}`), 'дараа нь'].sort());
  });

  it('holds the limit when requests arrive together', async () => {
    const { co, cookie } = await member('agent');
    const answers = await Promise.all(Array.from({ length: FEEDBACK_LIMIT + 5 }, (_, i) => send(cookie, good(`зэрэг ${i}`))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(FEEDBACK_LIMIT);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await t.db.select().from(feedback).where(eq(feedback.userId, co.ids.agent))).toHaveLength(FEEDBACK_LIMIT);
  });
});

describe('GET /api/admin/feedback', () => {
  it('refuses everybody but a superadmin: 401 signed out, 403 for a company admin and an onboarding user', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const { cookie: admin } = await member('admin');
    const { email } = await makeOnboardingUser(t.db, 'approved');
    const onboarding = await signIn(t.app, email, PASSWORD, nextIp());
    for (const cookie of [admin, onboarding]) {
      // Even a malformed query answers 403, not a validation error: the route is closed first.
      for (const query of ['', '?page=0']) {
        const res = await list(cookie, query);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'err_no_permission', message: mnErrors.err_no_permission });
      }
    }
  });

  it('shows every company’s feedback newest first, in pages, filtered by category', async () => {
    const a = await member('agent');
    const b = await member('manager');
    const tag = uniq();
    const sent: { id: number; category: string }[] = [];
    const categories = ['technical_issue', 'complain', 'other', 'complain', 'appreciation'] as const;
    for (const [i, category] of categories.entries()) {
      const cookie = i % 2 ? b.cookie : a.cookie;
      const res = await send(cookie, { category, details: `${tag} ${i}`, rating: (i % 5) + 1, page_path: '/' });
      sent.push({ id: res.json().id, category });
    }
    const mine = (items: FeedbackList['items']) => items.filter((f) => f.details.startsWith(tag));

    const everything = mine(await allFeedback());
    expect(everything.map((f) => f.details)).toEqual([4, 3, 2, 1, 0].map((i) => `${tag} ${i}`));
    expect(new Set(everything.map((f) => f.company.id))).toEqual(new Set([a.co.id, b.co.id]));

    const complaints = mine(await allFeedback('&category=complain'));
    expect(complaints.map((f) => f.id)).toEqual([sent[3].id, sent[1].id]);
    const onlyComplaints = (await list(superCookie, '?category=complain&size=100')).json() as FeedbackList;
    expect(onlyComplaints.items.every((f) => f.category === 'complain')).toBe(true);
    expect(onlyComplaints.total).toBe(onlyComplaints.items.length);

    // Pages: size 2, the newest rows first, and the total counts every row.
    const whole = (await list(superCookie, '?size=100')).json() as FeedbackList;
    const page1 = (await list(superCookie, '?size=2&page=1')).json() as FeedbackList;
    const page2 = (await list(superCookie, '?size=2&page=2')).json() as FeedbackList;
    expect(page1.total).toBe(whole.total);
    expect(page1.items.map((f) => f.id)).toEqual(whole.items.slice(0, 2).map((f) => f.id));
    expect(page2.items.map((f) => f.id)).toEqual(whole.items.slice(2, 4).map((f) => f.id));
    const far = (await list(superCookie, `?size=2&page=${Math.ceil(whole.total / 2) + 1}`)).json() as FeedbackList;
    expect(far).toEqual({ items: [], total: whole.total });
  });

  it('refuses a bad page, size or category with the catalogue code', async () => {
    for (const query of ['?page=0', '?size=0', '?size=101', '?category=bug', '?page=x', '?company=1']) {
      const res = await list(superCookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('err_wrong_param_structure');
    }
  });

  it('keeps feedback whose author was deleted, without the author', async () => {
    const { co, cookie } = await member('guest');
    const id = (await send(cookie, good())).json().id as number;
    await t.db.delete(users).where(eq(users.id, co.ids.guest));
    const item = (await allFeedback()).find((f) => f.id === id)!;
    expect(item.user).toBeNull();
    expect(item.company.id).toBe(co.id);
  });
});

describe('GET /api/feedback (the company’s admins)', () => {
  const own = (cookie: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/feedback${query}`, headers: cookie ? { cookie } : {} });

  it('shows a company’s admins their own staff’s feedback, never another company’s', async () => {
    const co = await makeCompany(t.db);
    const other = await member('agent');
    const tag = uniq();
    const agent = await signIn(t.app, co.emails.agent, PASSWORD, nextIp());
    const mine = (await send(agent, { ...good(`${tag} ours`), category: 'complain' })).json().id as number;
    await send(other.cookie, good(`${tag} theirs`));

    const admin = await signIn(t.app, co.emails.admin, PASSWORD, nextIp());
    const res = await own(admin, '?size=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as FeedbackList;
    expect(body.items.map((f) => f.id)).toEqual([mine]);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ details: `${tag} ours`, company: { id: co.id }, user: { id: co.ids.agent } });
    expect(((await own(admin, '?category=appreciation')).json() as FeedbackList).items).toEqual([]);
  });

  it('refuses everyone else: 401 signed out, 403 for a manager, an agent, a guest and an onboarding user', async () => {
    expect((await own(null)).statusCode).toBe(401);
    const co = await makeCompany(t.db);
    const { email } = await makeOnboardingUser(t.db, 'approved');
    const cookies = [
      ...(await Promise.all((['manager', 'agent', 'guest'] as const).map((role) => signIn(t.app, co.emails[role], PASSWORD, nextIp())))),
      await signIn(t.app, email, PASSWORD, nextIp()),
    ];
    for (const cookie of cookies) {
      for (const query of ['', '?page=0']) {
        const res = await own(cookie, query);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('err_no_permission');
      }
    }
  });
});
