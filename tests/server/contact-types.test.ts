import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const add = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/contact-types', headers: { cookie }, payload });
const edit = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/contact-types/${id}`, headers: { cookie }, payload });
const remove = (cookie: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/contact-types/${id}`, headers: { cookie } });
const list = async (cookie: string) => (await t.app.inject({ url: '/api/contact-types', headers: { cookie } })).json();

describe('contact types', () => {
  it('adds, lists by name with contact counts, edits and deletes; contacts keep all but the type', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const vip = (await add(admin, { name: ' VIP ', description: 'Онцгой' })).json();
    expect(vip).toMatchObject({ name: 'VIP', description: 'Онцгой', contact_count: 0 });
    await add(admin, { name: 'Байгууллага' });
    const contact = (
      await t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: admin }, payload: { first_name: 'Болд', phone: '99112233', type_id: vip.id } })
    ).json();
    // Any member reads the list (the contact form offers it), guests included.
    const guest = await signIn(t.app, co.emails.guest);
    expect((await list(guest)).items.map((i: { name: string; contact_count: number }) => [i.name, i.contact_count])).toEqual([
      ['VIP', 1],
      ['Байгууллага', 0],
    ]);

    const renamed = await edit(admin, vip.id, { name: 'Алтан', description: '' });
    expect(renamed.json()).toMatchObject({ id: vip.id, name: 'Алтан', contact_count: 1 });
    expect((await remove(admin, vip.id)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/contacts/${contact.id}`, headers: { cookie: admin } })).json();
    expect(after).toMatchObject({ first_name: 'Болд', type_id: null, type_name: null });
  });

  it('refuses an empty name, a duplicate in any case, other companies and non-editors', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    expect((await add(admin, { name: '  ' })).json().code).toBe('err_contact_type_name_empty');
    const vip = (await add(admin, { name: 'VIP' })).json();
    const dup = await add(admin, { name: 'vip' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('err_contact_type_duplicate');
    const second = (await add(admin, { name: 'Шинэ' })).json();
    expect((await edit(admin, second.id, { name: 'Vip' })).json().code).toBe('err_contact_type_duplicate');
    expect((await edit(admin, vip.id, { name: 'vip' })).statusCode).toBe(200);

    const theirAdmin = await signIn(t.app, other.emails.admin);
    expect((await add(theirAdmin, { name: 'VIP' })).statusCode).toBe(200);
    expect((await edit(theirAdmin, vip.id, { name: 'Хулгай' })).json().code).toBe('err_contact_type_not_found');
    expect((await remove(theirAdmin, vip.id)).statusCode).toBe(404);
    expect((await list(theirAdmin)).items.map((i: { name: string }) => i.name)).toEqual(['VIP']);

    const agent = await signIn(t.app, co.emails.agent);
    expect((await add(agent, { name: 'Агент' })).json().code).toBe('err_no_permission');
    expect((await remove(agent, vip.id)).json().code).toBe('err_no_permission');
    expect((await add(admin, { name: 'x'.repeat(101) })).json()).toMatchObject({ code: 'err_text_too_long', field: 'name', max: 100 });
  });
});
