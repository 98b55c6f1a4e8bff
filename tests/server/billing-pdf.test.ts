import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans } from '../../server/db/schema';
import { insertInvoice } from '../../server/domain/billing/invoices';
import { build, makeCompany, nextIp, signIn } from './helper';

let t: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

/** A company with a business-plan invoice of two lines (plan and an additional agent). */
async function companyWithInvoice() {
  const co = await makeCompany(t.db);
  await t.db.update(companies).set({ name: 'Өгөөж Трейд ХХК' }).where(eq(companies.id, co.id));
  const [business] = await t.db.select().from(plans).where(eq(plans.code, 'business'));
  const row = await insertInvoice(t.db, {
    companyId: co.id,
    kind: 'purchase',
    planId: business.id,
    termUnit: 'month',
    termCount: 1,
    lines: [
      { kind: 'plan', description: 'Бизнес багц, 1 сар', quantity: 1, unit_price: 150_000, amount: 150_000 },
      { kind: 'additional_agent', description: 'Нэмэлт AI агент, 12 өдөр', quantity: 12, unit_price: 17_250, amount: 207_000 },
    ],
    exchangeRate: 3450,
    dueAt: new Date('2026-12-04T00:00:00Z'),
    createdAt: new Date('2026-11-28T00:00:00Z'),
  });
  return { co, invoiceId: row.id, number: row.number };
}

const pdfText = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/billing/invoices/:id/pdf', { timeout: 60_000 }, () => {
  it('prints the company, number, lines, exchange rate and the total in tugrik, in Mongolian Cyrillic', async () => {
    const { co, invoiceId, number } = await companyWithInvoice();
    const res = await get(`/api/billing/invoices/${invoiceId}/pdf`, await signIn(t.app, co.emails.admin, undefined, nextIp()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Нэхэмжлэх ${number}`);
    expect(text).toContain('Өгөөж Трейд ХХК');
    expect(text).toContain('Нэмэлт AI агент, 12 өдөр');
    expect(text).toContain('Ханш: 1 $ = 3,450.00 ₮');
    expect(text).toContain('Нийт дүн: 357,000 ₮ (төгрөг)');
  });

  it('prints in English for a user who chose English', async () => {
    const { co, invoiceId } = await companyWithInvoice();
    const cookie = `${await signIn(t.app, co.emails.admin, undefined, nextIp())}; chosenLocale=en`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie, origin: 'http://localhost' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const text = await pdfText((await get(`/api/billing/invoices/${invoiceId}/pdf`, cookie)).rawPayload);
    expect(text).toContain('Total: 357,000 ₮ (tugrik)');
    expect(text).toContain('Business · 1 month');
  });

  it('has the invoice view’s visibility: plan.view roles of the company only, 404 to another company', async () => {
    const { co, invoiceId } = await companyWithInvoice();
    const other = await makeCompany(t.db);
    const url = `/api/billing/invoices/${invoiceId}/pdf`;
    expect((await get(url, await signIn(t.app, co.emails.manager, undefined, nextIp()))).statusCode).toBe(200);
    for (const role of ['agent', 'guest'] as const) {
      const res = await get(url, await signIn(t.app, co.emails[role], undefined, nextIp()));
      expect(res.statusCode, role).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
    const foreign = await get(url, await signIn(t.app, other.emails.admin, undefined, nextIp()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'err_invoice_not_found' });
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/billing/invoices/abc/pdf', await signIn(t.app, co.emails.admin, undefined, nextIp()))).statusCode).toBe(400);
  });
});
