import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interactions } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

type Cookie = string;
const post = (cookie: Cookie, payload: object) => t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie }, payload });
const put = (cookie: Cookie, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/contacts/${id}`, headers: { cookie }, payload });
const get = (cookie: Cookie, url: string) => t.app.inject({ url, headers: { cookie } });
const del = (cookie: Cookie, id: number) => t.app.inject({ method: 'DELETE', url: `/api/contacts/${id}`, headers: { cookie } });

async function company() {
  const co = await makeCompany(t.db);
  const cookies = {} as Record<'admin' | 'manager' | 'agent' | 'guest', Cookie>;
  for (const role of ['admin', 'manager', 'agent', 'guest'] as const) cookies[role] = await signIn(t.app, co.emails[role]);
  return { co, ...cookies };
}

describe('contacts: add, read, edit', () => {
  it('stores every field, e-mails lower-case and phones in E.164, and reads them back', async () => {
    const { co, admin } = await company();
    const res = await post(admin, {
      first_name: ' Болд ',
      last_name: 'Бат',
      email: 'Bold.Bat@Example.MN',
      extra_emails: ['bold@work.mn', 'BOLD.bat@example.mn'],
      phone: '9911 2233',
      extra_phones: ['88001122', '+97699112233'],
      company_name: 'Говь ХК',
      profession: 'Инженер',
      description: 'Томоохон харилцагч',
      note: 'Оройн цагаар залгах',
      city: 'Улаанбаатар',
      district: 'Баянзүрх',
      subdistrict: '3-р хороо',
      address_detail: '12-р байр, 45 тоот',
      social_accounts: [{ platform: 'messenger', id: '1000200', name: 'Bold' }],
      is_special: true,
    });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      first_name: 'Болд',
      email: 'bold.bat@example.mn',
      // The primary never repeats among the extras.
      extra_emails: ['bold@work.mn'],
      phone: '+97699112233',
      extra_phones: ['+97688001122'],
      is_special: true,
      created_by: { kind: 'me', user_id: co.ids.admin, name: 'Admin Owner' },
    });
    const detail = await get(admin, `/api/contacts/${c.id}`);
    expect(detail.json()).toMatchObject({ ...c, interactions: [], issues: [] });
  });

  it('refuses each rule of spec §5 with its catalogue code and the field', async () => {
    const { admin } = await company();
    const cases: [object, string, string][] = [
      [{ phone: '99112233' }, 'err_contact_name_empty', 'first_name'],
      [{ first_name: 'Б', phone: '99112233' }, 'err_contact_name_too_short', 'first_name'],
      [{ last_name: 'x'.repeat(101), phone: '99112233' }, 'err_contact_name_too_long', 'last_name'],
      [{ first_name: 'Болд' }, 'err_contact_phone_or_email', 'phone'],
      [{ first_name: 'Болд', email: 'not-an-email' }, 'err_contact_email_invalid', 'email'],
      [{ first_name: 'Болд', phone: '12345' }, 'err_contact_phone_invalid', 'phone'],
      [{ first_name: 'Болд', phone: '99112233', extra_phones: ['123'] }, 'err_contact_phone_invalid', 'extra_phones'],
      [{ first_name: 'Болд', phone: '99112233', note: 'н'.repeat(1001) }, 'err_contact_note_too_long', 'note'],
      [{ first_name: 'Болд', phone: '99112233', address_detail: 'х'.repeat(501) }, 'err_contact_address_too_long', 'address_detail'],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(admin, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ code, field });
    }
    // The limits themselves pass.
    const ok = await post(admin, { first_name: 'Бо', phone: '99112233', note: 'н'.repeat(1000), address_detail: 'х'.repeat(500) });
    expect(ok.statusCode).toBe(200);
    expect((await post(admin, { first_name: 'Болд', phone: '99112233', bogus: 1 })).json().code).toBe('err_wrong_param_structure');
    // A message in the caller's language (the owner's default is Mongolian).
    expect((await post(admin, { first_name: 'Болд' })).json().message).toBe('Утасны дугаар эсвэл и-мэйл оруулна уу.');
  });

  it('refuses an e-mail or phone another contact of the company already has, primary or extra', async () => {
    const { admin } = await company();
    const other = await company();
    const first = (await post(admin, { first_name: 'Сараа', email: 'saraa@mail.mn', extra_phones: ['95112233'] })).json();
    const dupEmail = await post(admin, { first_name: 'Сараа2', email: 'SARAA@mail.mn' });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({ code: 'err_contact_exists', field: 'email' });
    expect((await post(admin, { first_name: 'Сараа3', phone: '+976 9511 2233' })).json()).toMatchObject({ code: 'err_contact_exists', field: 'phone' });
    expect((await post(admin, { first_name: 'Сараа4', email: 'x@mail.mn', extra_emails: ['saraa@mail.mn'] })).json().code).toBe('err_contact_exists');
    // Another company may have the same person; and the contact may keep its own values on edit.
    expect((await post(other.admin, { first_name: 'Сараа', email: 'saraa@mail.mn' })).statusCode).toBe(200);
    const edited = await put(admin, first.id, { first_name: 'Сараа', last_name: 'Дорж', email: 'saraa@mail.mn', extra_phones: ['95112233'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ last_name: 'Дорж' });
    const second = (await post(admin, { first_name: 'Нара', email: 'nara@mail.mn' })).json();
    expect((await put(admin, second.id, { first_name: 'Нара', email: 'saraa@mail.mn' })).json().code).toBe('err_contact_exists');
    // The refused edit changed nothing.
    expect((await get(admin, `/api/contacts/${second.id}`)).json().email).toBe('nara@mail.mn');
  });

  it('checks the type belongs to the company', async () => {
    const { admin } = await company();
    const other = await company();
    const theirType = (await t.app.inject({ method: 'POST', url: '/api/contact-types', headers: { cookie: other.admin }, payload: { name: 'VIP' } })).json();
    const res = await post(admin, { first_name: 'Болд', phone: '99112233', type_id: theirType.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('err_contact_type_not_found');
    const ours = (await t.app.inject({ method: 'POST', url: '/api/contact-types', headers: { cookie: admin }, payload: { name: 'VIP' } })).json();
    expect((await post(admin, { first_name: 'Болд', phone: '99112233', type_id: ours.id })).json()).toMatchObject({ type_id: ours.id, type_name: 'VIP' });
  });
});

describe('contacts: permissions and tenancy', () => {
  it('without view_all a user sees and edits only the contacts they registered', async () => {
    const { co, admin, agent, guest } = await company();
    const byAdmin = (await post(admin, { first_name: 'Админы', phone: '99000001' })).json();
    const byAgent = (await post(agent, { first_name: 'Агентын', phone: '99000002' })).json();
    expect(byAgent.created_by).toMatchObject({ kind: 'me', user_id: co.ids.agent });
    const agentList = (await get(agent, '/api/contacts')).json();
    expect(agentList.items.map((c: { id: number }) => c.id)).toEqual([byAgent.id]);
    expect(agentList.total).toBe(1);
    expect((await get(admin, '/api/contacts')).json().total).toBe(2);
    expect((await get(agent, `/api/contacts/${byAdmin.id}`)).json().code).toBe('err_contact_not_found');
    expect((await put(agent, byAdmin.id, { first_name: 'Өөрчилсөн', phone: '99000001' })).statusCode).toBe(404);
    // The guest has no contact permission: an empty list, and no writes.
    expect((await get(guest, '/api/contacts')).json()).toEqual({ items: [], total: 0 });
    expect((await post(guest, { first_name: 'Зочин', phone: '99000003' })).json().code).toBe('err_no_permission');
    // Deleting needs contact.delete, which the default agent lacks, even for their own contact.
    expect((await del(agent, byAgent.id)).json().code).toBe('err_no_permission');
  });

  it("another company's contact is not found for every route", async () => {
    const { admin } = await company();
    const other = await company();
    const theirs = (await post(other.admin, { first_name: 'Тэдний', phone: '99000004' })).json();
    expect((await get(admin, `/api/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await put(admin, theirs.id, { first_name: 'Бидний', phone: '99000005' })).json().code).toBe('err_contact_not_found');
    expect((await del(admin, theirs.id)).json().code).toBe('err_contact_not_found');
    expect((await get(admin, '/api/contacts')).json().total).toBe(0);
    expect((await get(other.admin, `/api/contacts/${theirs.id}`)).json().first_name).toBe('Тэдний');
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ url: '/api/contacts' });
    expect(res.statusCode).toBe(401);
  });
});

describe('contacts: list', () => {
  let admin: Cookie;
  let ids: Record<string, number>;
  let vip: number;
  beforeAll(async () => {
    ({ admin } = await company());
    vip = (await t.app.inject({ method: 'POST', url: '/api/contact-types', headers: { cookie: admin }, payload: { name: 'VIP' } })).json().id;
    ids = {};
    const add = async (key: string, body: object) => {
      ids[key] = (await post(admin, body)).json().id;
    };
    await add('bold', { first_name: 'Болд', last_name: 'Бат', phone: '99112233', company_name: 'Говь ХК', type_id: vip });
    await add('saraa', { first_name: 'Сараа', last_name: 'Дорж', email: 'saraa@gobi.mn', is_special: true });
    await add('john', { first_name: 'John', last_name: 'Smith', email: 'john@example.com', extra_phones: ['88445566'], type_id: vip, is_special: true });
  });
  const names = async (query: string) => (await get(admin, `/api/contacts?${query}`)).json().items.map((c: { first_name: string }) => c.first_name);

  it('searches names, e-mails, phones by digits and company name, case-insensitively', async () => {
    expect(await names('q=болд')).toEqual(['Болд']);
    expect(await names('q=бат%20болд')).toEqual(['Болд']);
    expect(await names('q=GOBI')).toEqual(['Сараа']);
    expect(await names('q=говь')).toEqual(['Болд']);
    expect(await names('q=9911')).toEqual(['Болд']);
    // Digits inside a word are not a phone search.
    expect(await names('q=ab9911')).toEqual([]);
    expect(await names('q=8844%2055')).toEqual(['John']);
    expect(await names('q=%25')).toEqual([]);
  });

  it('filters by type, special flag and created range, sorts and pages', async () => {
    expect((await names('type_id=' + vip)).sort()).toEqual(['John', 'Болд']);
    expect(await names(`type_id=${vip}&is_special=true`)).toEqual(['John']);
    expect(await names('is_special=false')).toEqual(['Болд']);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await names(`created_from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await names(`created_to=${encodeURIComponent(future)}`)).length).toBe(3);
    // Sorted by last name: Бат, Дорж, Smith — Latin sorts before Cyrillic in code-point order.
    expect(await names('sort=name&dir=asc')).toEqual(['John', 'Болд', 'Сараа']);
    expect(await names('sort=created_at&dir=desc')).toEqual(['John', 'Сараа', 'Болд']);
    const page2 = (await get(admin, '/api/contacts?sort=created_at&dir=asc&page=2&size=2')).json();
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items.map((c: { id: number }) => c.id)).toEqual([ids.john]);
    expect((await get(admin, '/api/contacts?size=1000')).json().code).toBe('err_wrong_param_structure');
  });
});

describe('contacts: delete', () => {
  it('is refused while the contact has an open interaction, and allowed once it is closed', async () => {
    const { co, admin, manager } = await company();
    const c = (await post(admin, { first_name: 'Ганаа', phone: '99223344' })).json();
    const open = await createInteraction(t.db, { companyId: co.id, subject: 'Захиалга', contactId: c.id });
    const refused = await del(manager, c.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'err_contact_delete_open', message: 'Нээлттэй харилцаа эсвэл асуудалтай харилцагчийг устгах боломжгүй.' });
    const detail = (await get(admin, `/api/contacts/${c.id}`)).json();
    expect(detail.interactions).toEqual([{ id: open.id, subject: 'Захиалга', status: 'open', created_at: open.createdAt.toISOString() }]);

    await t.db.update(interactions).set({ status: 'closed', closedAt: new Date() }).where(eq(interactions.id, open.id));
    expect((await del(manager, c.id)).statusCode).toBe(200);
    expect((await get(admin, `/api/contacts/${c.id}`)).statusCode).toBe(404);
    // The closed conversation stays, no longer pointing at a contact that is gone.
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, open.id));
    expect(row.contactId).toBeNull();
  });
});
