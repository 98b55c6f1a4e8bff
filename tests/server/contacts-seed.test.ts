import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contactKeys, contactViolations, type ContactFields } from '../../contracts';
import { contacts } from '../../server/db/schema';
import { DEMO_CONTACT_COUNT, seedContacts } from '../../server/seed/contacts';
import { build, makeCompany, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const rowsOf = (companyId: number) => t.db.select().from(contacts).where(eq(contacts.companyId, companyId)).orderBy(asc(contacts.id));

describe('demo contacts', () => {
  it('seeds about 300 valid contacts and 3 types, the same on every run', async () => {
    const a = await makeCompany(t.db);
    const b = await makeCompany(t.db);
    const seeded = await seedContacts(t.db, a.id, a.ids.admin);
    await seedContacts(t.db, b.id, b.ids.admin);
    expect(seeded).toMatchObject({ count: DEMO_CONTACT_COUNT });
    expect(seeded.typeIds).toHaveLength(3);
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(DEMO_CONTACT_COUNT);
    // Deterministic: the other company got the same people.
    expect((await rowsOf(b.id)).map((r) => [r.firstName, r.email, r.phone])).toEqual(rows.map((r) => [r.firstName, r.email, r.phone]));
    // Every one passes the form's rules, and no e-mail or phone is used twice.
    const keys = new Set<string>();
    for (const r of rows) {
      const fields: ContactFields = {
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        extra_emails: r.extraEmails,
        phone: r.phone,
        extra_phones: r.extraPhones,
        company_name: r.companyName,
        profession: r.profession,
        description: r.description,
        note: r.note,
        city: r.city,
        district: r.district,
        subdistrict: r.subdistrict,
        address_detail: r.addressDetail,
        social_accounts: r.socialAccounts,
        type_id: r.typeId,
        is_special: r.isSpecial,
      };
      expect(contactViolations(fields), `${r.firstName} ${r.email} ${r.phone}`).toEqual([]);
      for (const k of contactKeys({ email: r.email, extra_emails: r.extraEmails, phone: r.phone, extra_phones: r.extraPhones })) {
        expect(keys.has(k), k).toBe(false);
        keys.add(k);
      }
    }
    expect(new Set(rows.map((r) => r.createdByKind))).toEqual(new Set(['me', 'system', 'virtual_agent']));
    expect(rows.some((r) => r.isSpecial) && rows.some((r) => /^[A-Z]/.test(r.firstName)) && rows.some((r) => /^[А-ЯӨҮ]/.test(r.firstName))).toBe(true);
    // Through the API, the owner sees them all with their types.
    const admin = await signIn(t.app, a.emails.admin);
    const page = (await t.app.inject({ url: '/api/contacts?size=10', headers: { cookie: admin } })).json();
    expect(page.total).toBe(DEMO_CONTACT_COUNT);
    const types = (await t.app.inject({ url: '/api/contact-types', headers: { cookie: admin } })).json();
    expect(types.items.map((i: { name: string }) => i.name).sort()).toEqual(['VIP', 'Байгууллага', 'Хувь хүн'].sort());
  });
});
