import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Purchase, Subscription } from '../../../contracts';
import { invoices, users } from '../../../server/db/schema';
import mnMail from '../../../locales/mn/billing-mail.json';
import enMail from '../../../locales/en/billing-mail.json';
import { until } from '../helper';
import { startSmtp } from '../smtp-catcher';
import { billingApp, companyWithCookies } from './fixture';

const DAY = 86_400_000;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof billingApp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await billingApp({ smtpUrl: smtp.url, mailFrom: 'Contact centre <no-reply@cc.test>' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (email: string) => smtp.inbox.filter((m) => JSON.stringify(m.to ?? '').includes(email));

it("e-mails the company's admins one day before the end and on the last day, once each, in their language", async () => {
  // Bought at 17:30 UTC: the plan ends at an hour that is already the next day in Ulaanbaatar.
  const evening = new Date();
  evening.setUTCHours(17, 30, 0, 0);
  t.setNow(evening);
  const co = await companyWithCookies(t.app, t.db);
  await t.db.update(users).set({ lang: 'en' }).where(eq(users.id, co.ids.admin));
  const p = (await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 })).json() as Purchase;
  await t.call('POST', `/api/billing/invoices/${p.invoice.id}/pay`, co.cookie.admin, {});
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, p.invoice.id));
  await t.qpay.pay(row.qpayInvoiceId!);
  const end = Date.parse(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).ends_at);

  t.setNow(new Date(end - 1.5 * DAY));
  await t.app.billing.tick();
  const first = await until(() => mailsTo(co.emails.admin)[0], 'the one-day mail');
  expect(first.subject).toBe(enMail.one_day_subject);
  expect(first.text).toContain('/settings/my_plan');
  // The date the company's calendar shows (the test app's zone is Asia/Ulaanbaatar, UTC+8), not UTC's.
  const endsLocally = new Date(end + 8 * 3_600_000).toISOString().slice(0, 10);
  expect(new Date(end).toISOString().slice(0, 10)).not.toBe(endsLocally);
  expect(first.text).toContain(endsLocally);
  // The scheduler runs again the same day: no second mail. Managers and agents get none.
  await t.app.billing.tick();

  t.setNow(new Date(end - 0.5 * DAY));
  await t.app.billing.tick();
  const both = await until(() => (mailsTo(co.emails.admin).length >= 2 ? mailsTo(co.emails.admin) : undefined), 'the last-day mail');
  expect(both.map((m) => m.subject)).toEqual([enMail.one_day_subject, enMail.last_day_subject]);
  expect(mnMail.last_day_subject).not.toBe(enMail.last_day_subject);
  for (const role of ['manager', 'agent', 'guest'] as const) expect(mailsTo(co.emails[role])).toEqual([]);
  t.setNow(new Date());
});
