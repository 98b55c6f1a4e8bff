import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Invoice, Purchase, Subscription } from '../../../contracts';
import { invoices } from '../../../server/db/schema';
import enBilling from '../../../locales/en/billing.json';
import mnBilling from '../../../locales/mn/billing.json';
import { billingApp, companyWithCookies } from './fixture';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof billingApp>>;
beforeAll(async () => {
  t = await billingApp();
}, 60_000);
afterAll(async () => t?.close());

async function payByQpay(cookie: string, id: number) {
  await t.call('POST', `/api/billing/invoices/${id}/pay`, cookie, {});
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  await t.qpay.pay(row.qpayInvoiceId!);
}
/** The text of a PDF, wrapped lines joined (a long description wraps in its column). */
const pdfText = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(/\s+/g, ' ');

it('an upgrade mid-period credits the unused days of the paid period on its invoice, view and PDF in both languages', async () => {
  t.setNow(new Date());
  const co = await companyWithCookies(t.app, t.db);
  // A trial was not paid for: upgrading from it gives no credit.
  const first = (await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 })).json() as Purchase;
  expect(first.invoice.lines.map((l) => l.kind)).toEqual(['plan']);
  await payByQpay(co.cookie.admin, first.invoice.id);
  const paid = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
  const start = Date.parse(paid.starts_at);
  const end = Date.parse(paid.ends_at);

  // Ten days and a few hours in, business is upgraded to enterprise.
  t.setNow(new Date(start + 10 * DAY + 3 * 3_600_000));
  const res = await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'enterprise', unit: 'month', count: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const inv = (res.json() as Purchase).invoice;
  const periodDays = Math.round((end - start) / DAY);
  const unused = Math.floor((end - t.now().getTime()) / DAY);
  expect(unused).toBe(periodDays - 11);
  const perDay = Math.floor(first.invoice.total / periodDays);
  const price = inv.lines[0].amount;
  expect(inv.lines).toEqual([
    expect.objectContaining({ kind: 'plan', amount: price }),
    expect.objectContaining({ kind: 'credit', quantity: unused, unit_price: -perDay, amount: -perDay * unused }),
  ]);
  expect(inv.total).toBe(price - perDay * unused);
  expect(inv.total).toBeLessThan(price);

  // The PDF prints the credit line and the reduced total, in Mongolian and in English.
  const money = (n: number) => new Intl.NumberFormat('en-GB').format(n);
  const mnPdf = await pdfText((await t.app.inject({ method: 'GET', url: `/api/billing/invoices/${inv.id}/pdf`, headers: { cookie: co.cookie.admin } })).rawPayload);
  expect(mnPdf).toContain(mnBilling.pdf.credit_other.replace('{{count}}', String(unused)));
  expect(mnPdf).toContain(`-${money(perDay * unused)} ₮`);
  expect(mnPdf).toContain(`${mnBilling.pdf.total}: ${money(inv.total)} ₮`);
  const en = `${co.cookie.admin}; chosenLocale=en`;
  await t.app.inject({ method: 'PUT', url: '/api/change-lang?lang=en', headers: { cookie: en, origin: 'http://localhost' } });
  const enPdf = await pdfText((await t.app.inject({ method: 'GET', url: `/api/billing/invoices/${inv.id}/pdf`, headers: { cookie: en } })).rawPayload);
  expect(enPdf).toContain(enBilling.pdf.credit_other.replace('{{count}}', String(unused)));
  expect(enPdf).toContain(`${enBilling.pdf.total}: ${money(inv.total)} ₮`);

  // Paid: enterprise starts now; the credited days are not used twice (the next upgrade invoice counts from the new period).
  await payByQpay(co.cookie.admin, inv.id);
  const after = (await t.call('GET', '/api/billing/invoices/' + inv.id, co.cookie.admin)).json() as Invoice;
  expect(after.status).toBe('activated');
  const s = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
  expect(s).toMatchObject({ state: 'active', plan: { code: 'enterprise' } });
  expect(Date.parse(s.starts_at)).toBe(t.now().getTime());
  t.setNow(new Date());
});
