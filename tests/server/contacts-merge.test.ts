import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { interactions } from '../../server/db/schema';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie }, payload });
const merge = (cookie: string, keep_id: number, merge_id: number) =>
  t.app.inject({ method: 'POST', url: '/api/contacts/merge', headers: { cookie }, payload: { keep_id, merge_id } });
const detail = (cookie: string, id: number) => t.app.inject({ url: `/api/contacts/${id}`, headers: { cookie } });

describe('contacts: merge', () => {
  it('moves interactions and unites e-mails, phones and social accounts into the kept contact, then deletes the other', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const keep = (
      await post(admin, {
        first_name: 'Болд',
        email: 'bold@mail.mn',
        extra_emails: ['shared@mail.mn'],
        phone: '99112233',
        social_accounts: [{ platform: 'messenger', id: 'm-1', name: 'Bold' }],
      })
    ).json();
    const gone = (
      await post(admin, {
        first_name: 'Болдоо',
        last_name: 'Бат',
        email: 'bold.bat@gmail.com',
        phone: '88112233',
        extra_phones: ['95112233'],
        company_name: 'Говь ХК',
        social_accounts: [
          { platform: 'messenger', id: 'm-1', name: 'Bold' },
          { platform: 'viber', id: 'v-9', name: '' },
        ],
      })
    ).json();
    const i1 = await createInteraction(t.db, { companyId: co.id, subject: 'Нэг', contactId: gone.id });
    const i2 = await createInteraction(t.db, { companyId: co.id, subject: 'Хоёр', contactId: keep.id });

    const res = await merge(admin, keep.id, gone.id);
    expect(res.statusCode).toBe(200);
    const kept = res.json();
    expect(kept).toMatchObject({
      id: keep.id,
      first_name: 'Болд',
      // Blanks of the kept contact are filled from the merged one.
      last_name: 'Бат',
      company_name: 'Говь ХК',
      email: 'bold@mail.mn',
      phone: '+97699112233',
    });
    expect(kept.extra_emails.sort()).toEqual(['bold.bat@gmail.com', 'shared@mail.mn']);
    expect(kept.extra_phones.sort()).toEqual(['+97688112233', '+97695112233']);
    expect(kept.social_accounts).toEqual([
      { platform: 'messenger', id: 'm-1', name: 'Bold' },
      { platform: 'viber', id: 'v-9', name: '' },
    ]);
    expect((await detail(admin, gone.id)).statusCode).toBe(404);
    const moved = (await detail(admin, keep.id))
      .json()
      .interactions.map((i: { id: number }) => i.id)
      .sort();
    expect(moved).toEqual([i1.id, i2.id].sort());
    // The merged contact's phone now finds the kept one, and is still taken.
    expect((await post(admin, { first_name: 'Шинэ', phone: '88112233' })).json().code).toBe('err_contact_exists');
  });

  it('refuses identical ids, different messenger accounts, and ids it cannot see', async () => {
    const co = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const agent = await signIn(t.app, co.emails.agent);
    const guest = await signIn(t.app, co.emails.guest);
    const a = (await post(admin, { first_name: 'Анар', phone: '99000011', social_accounts: [{ platform: 'messenger', id: 'm-a' }] })).json();
    const b = (await post(admin, { first_name: 'Бүрэн', phone: '99000012', social_accounts: [{ platform: 'messenger', id: 'm-b' }] })).json();
    const c = (await post(admin, { first_name: 'Цэцэг', phone: '99000013', social_accounts: [{ platform: 'viber', id: 'v-c' }] })).json();

    const same = await merge(admin, a.id, a.id);
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('err_contact_merge_same_id');
    const messenger = await merge(admin, a.id, b.id);
    expect(messenger.statusCode).toBe(409);
    expect(messenger.json().code).toBe('err_contact_merge_messenger');
    expect((await detail(admin, b.id)).statusCode).toBe(200);

    const theirs = (await post(await signIn(t.app, other.emails.admin), { first_name: 'Тэдний', phone: '99000014' })).json();
    expect((await merge(admin, a.id, theirs.id)).json().code).toBe('err_contact_not_found');
    // The agent did not register these, so cannot see them; the guest may not edit at all.
    expect((await merge(agent, a.id, c.id)).json().code).toBe('err_contact_not_found');
    expect((await merge(guest, a.id, c.id)).json().code).toBe('err_no_permission');
    // One messenger account and none is not a conflict.
    expect((await merge(admin, a.id, c.id)).statusCode).toBe(200);
  });

  it('is one transaction: a failure at the last step leaves both contacts and their interactions as they were', async () => {
    const co = await makeCompany(t.db);
    const admin = await signIn(t.app, co.emails.admin);
    const keep = (await post(admin, { first_name: 'Үлдэх', phone: '99000021' })).json();
    const gone = (await post(admin, { first_name: 'Эвдрэл', phone: '99000022', email: 'gone@mail.mn' })).json();
    const conv = await createInteraction(t.db, { companyId: co.id, subject: 'Хадгалагдах', contactId: gone.id });
    // A trigger makes the delete of the merged contact fail after the interactions were re-pointed.
    await t.db.execute(
      sql.raw(`create or replace function refuse_contact_delete() returns trigger language plpgsql as $$
      begin if old.first_name = 'Эвдрэл' then raise exception 'refused by test'; end if; return old; end $$`),
    );
    await t.db.execute(sql.raw('create trigger refuse_contact_delete before delete on contacts for each row execute function refuse_contact_delete()'));
    try {
      const res = await merge(admin, keep.id, gone.id);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('001');
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_contact_delete on contacts'));
      await t.db.execute(sql.raw('drop function refuse_contact_delete()'));
    }
    const [row] = await t.db.select().from(interactions).where(eq(interactions.id, conv.id));
    expect(row.contactId).toBe(gone.id);
    expect((await detail(admin, gone.id)).json()).toMatchObject({ email: 'gone@mail.mn' });
    expect((await detail(admin, keep.id)).json()).toMatchObject({ extra_emails: [], extra_phones: [] });
    expect(
      await t.db
        .select()
        .from(interactions)
        .where(inArray(interactions.contactId, [keep.id])),
    ).toEqual([]);
  });
});
