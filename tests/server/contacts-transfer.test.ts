import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { CONTACT_IMPORT_MAX_ROWS } from '../../contracts';
import { contacts } from '../../server/db/schema';
import { build, makeCompany, signIn } from './helper';
import { isoInZone } from '../../server/lib/zoned-time';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const importRows = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/contacts/import', headers: { cookie }, payload });
const stored = async (companyId: number) => Number((await t.db.select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId)))[0].n);

async function company() {
  const co = await makeCompany(t.db);
  return { co, admin: await signIn(t.app, co.emails.admin), agent: await signIn(t.app, co.emails.agent), manager: await signIn(t.app, co.emails.manager) };
}

describe('contacts: import', () => {
  it('imports every mapped row in one go, resolving the type by name', async () => {
    const { co, admin } = await company();
    await t.app.inject({ method: 'POST', url: '/api/contact-types', headers: { cookie: admin }, payload: { name: 'VIP' } });
    const res = await importRows(admin, {
      rows: [
        { first_name: 'Болд', last_name: 'Бат', phone: '99112233', extra_emails: 'a@mail.mn; b@mail.mn', type: 'vip', is_special: 'тийм' },
        { first_name: 'Emma', email: 'emma@example.com', city: 'Улаанбаатар' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dry_run: false, total: 2, imported: 2, errors: [] });
    const list = (await t.app.inject({ url: '/api/contacts?sort=name&dir=asc', headers: { cookie: admin } })).json();
    expect(list.items.map((c: { first_name: string }) => c.first_name)).toEqual(['Emma', 'Болд']);
    expect(list.items[1]).toMatchObject({
      phone: '+97699112233',
      extra_emails: ['a@mail.mn', 'b@mail.mn'],
      type_name: 'VIP',
      is_special: true,
      created_by: { kind: 'me', user_id: co.ids.admin },
    });
  });

  it('stores nothing when any row fails, and reports every bad row with its field and code', async () => {
    const { co, admin } = await company();
    await t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: admin }, payload: { first_name: 'Байгаа', email: 'taken@mail.mn' } });
    const rows = [
      { first_name: 'Зөв', phone: '99000001' },
      { first_name: 'Утасгүй' },
      { first_name: 'Буруу', phone: '12345' },
      { first_name: 'Давхар', email: 'TAKEN@mail.mn' },
      { first_name: 'Дахин', phone: '99000001' },
      { first_name: 'Төрөл', phone: '99000002', type: 'Байхгүй' },
    ];
    const dry = await importRows(admin, { rows, dry_run: true, row_offset: 100 });
    expect(dry.statusCode).toBe(200);
    const expected = [
      { row: 102, field: 'phone', code: 'err_contact_phone_or_email' },
      { row: 102, field: 'email', code: 'err_contact_phone_or_email' },
      { row: 103, field: 'phone', code: 'err_contact_phone_invalid' },
      { row: 104, field: 'email', code: 'err_contact_exists' },
      { row: 105, field: 'phone', code: 'err_contact_exists' },
      { row: 106, field: 'type', code: 'err_contact_type_not_found' },
    ];
    expect(dry.json()).toEqual({ dry_run: true, total: 6, imported: 0, errors: expected });
    expect(await stored(co.id)).toBe(1);

    const real = await importRows(admin, { rows });
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ code: 'err_contact_import_invalid', count: 5, imported: 0, errors: expected.map((e) => ({ ...e, row: e.row - 100 })) });
    expect(real.json().message).toBe('Файлд 5 алдаатай мөр байна; юу ч оруулсангүй.');
    // The good first row was not stored either.
    expect(await stored(co.id)).toBe(1);
  });

  it('limits the rows of one import, and needs the import permission', async () => {
    const { admin, agent } = await company();
    const rows = Array.from({ length: CONTACT_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ first_name: `Нэр${i}`, email: `n${i}@mail.mn` }));
    const tooMany = await importRows(admin, { rows });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'err_contact_import_too_many', max: CONTACT_IMPORT_MAX_ROWS });
    expect((await importRows(agent, { rows: rows.slice(0, 1) })).json().code).toBe('err_no_permission');
    expect((await importRows(admin, { rows: [] })).json().code).toBe('err_wrong_param_structure');
  });

  it('imports the full limit in one transaction', async () => {
    const { co, admin } = await company();
    const rows = Array.from({ length: CONTACT_IMPORT_MAX_ROWS }, (_, i) => ({ first_name: `Нэр${i}`, email: `n${i}@mail.mn`, phone: `99${String(i).padStart(6, '0')}` }));
    const res = await importRows(admin, { rows });
    expect(res.json()).toMatchObject({ imported: CONTACT_IMPORT_MAX_ROWS, errors: [] });
    expect(await stored(co.id)).toBe(CONTACT_IMPORT_MAX_ROWS);
  });
});

describe('isoInZone', () => {
  it('writes a moment with its zone offset, across a zone change and a day boundary', () => {
    expect(isoInZone('2026-11-27T08:59:00.400Z', 'Asia/Ulaanbaatar')).toBe('2026-11-27T16:59:00+08:00');
    expect(isoInZone('2026-11-27T20:00:00Z', 'Asia/Ulaanbaatar')).toBe('2026-11-28T04:00:00+08:00');
    expect(isoInZone('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(isoInZone('2026-01-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-01-01T17:30:00+05:30');
  });
});

describe('contacts: export', () => {
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    ({ admin, agent } = await company());
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: admin }, payload });
    await add({ first_name: 'Болд', last_name: 'Бат', phone: '99112233', extra_phones: ['88112233'], company_name: 'Говь ХК', is_special: true });
    await add({ first_name: 'Emma', email: 'emma@example.com', note: '=HYPERLINK("http://x")' });
    await add({ first_name: 'Сараа', email: 'saraa@mail.mn', company_name: 'Хаан Банк' });
  });
  const exportOf = (cookie: string, query: string) => t.app.inject({ url: `/api/contacts/export?${query}`, headers: { cookie } });

  it('writes the filtered list as CSV with translated headers, phones kept, formulas defused', async () => {
    const res = await exportOf(admin, 'format=csv&sort=name&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields?.slice(0, 4)).toEqual(['Нэр', 'Овог', 'И-мэйл', 'Утас']);
    expect(parsed.data.map((r) => r['Нэр'])).toEqual(['Emma', 'Сараа', 'Болд']);
    const bold = parsed.data[2];
    expect(bold).toMatchObject({ Утас: '+97699112233', 'Нэмэлт утаснууд': '+97688112233', Байгууллага: 'Говь ХК', Онцгой: 'Тийм', Бүртгэсэн: 'Admin Owner' });
    expect(parsed.data[0]['Тэмдэглэл']).toBe(`'=HYPERLINK("http://x")`);

    const filtered = Papa.parse<Record<string, string>>((await exportOf(admin, 'format=csv&q=банк')).body.slice(1), { header: true, skipEmptyLines: true });
    expect(filtered.data.map((r) => r['Нэр'])).toEqual(['Сараа']);
  });

  it('writes dates in the company zone (Asia/Ulaanbaatar by default) as ISO 8601 with the offset', async () => {
    const listed = (await t.app.inject({ url: '/api/contacts?q=Emma', headers: { cookie: admin } })).json() as { items: { created_at: string }[] };
    const parsed = Papa.parse<Record<string, string>>((await exportOf(admin, 'format=csv&q=Emma')).body.slice(1), { header: true, skipEmptyLines: true });
    const written = parsed.data[0]['Бүртгэсэн огноо'];
    expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // The same moment as the API's, to the second.
    expect(Date.parse(written)).toBe(Math.floor(Date.parse(listed.items[0].created_at) / 1000) * 1000);
  });

  it('writes XLSX that reads back with the same rows', async () => {
    const res = await exportOf(admin, 'format=xlsx&is_special=false&sort=name&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="contacts-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).value)).toEqual(['Нэр', 'Овог', 'И-мэйл']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('Emma');
    expect(sheet.getRow(2).getCell(3).value).toBe('emma@example.com');
    expect(sheet.getRow(3).getCell(1).value).toBe('Сараа');
  });

  it('needs the export permission and exports only what the caller may see', async () => {
    expect((await exportOf(agent, 'format=csv')).json().code).toBe('err_no_permission');
    expect((await exportOf(admin, 'format=pdf')).json().code).toBe('err_wrong_param_structure');
    const other = await company();
    const theirs = await exportOf(other.admin, 'format=csv');
    const rows = Papa.parse(theirs.body.slice(1), { header: true, skipEmptyLines: true }).data;
    expect(rows).toEqual([]);
  });
});
