import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInTo } from './helpers';

// Screens load lazily with their strings; a loaded CI machine needs more than the default 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const mn = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'billing.json'), 'utf8'));

/** QPay's QR on the invoice page; the payer's bank pays through the fake's demo link; the page says activated. */
async function payWithQpay(page: Page) {
  await page.getByRole('button', { name: mn.invoice.payQpay }).click();
  const qr = page.getByRole('img', { name: mn.qpay.qrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByText(mn.qpay.waiting)).toBeVisible();
  // QPay then calls back the server, which checks the payment with QPay.
  const payLink = await page.getByRole('link', { name: mn.qpay.demoPay }).getAttribute('href');
  expect(payLink).toBeTruthy();
  expect((await page.request.get(payLink!)).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: mn.qpay.activated })).toBeVisible({ timeout: 20_000 });
  await expect(qr).toBeHidden();
}

/**
 * The paying path in Chromium against the real server and the local QPay fake (QPAY_BASE_URL
 * unset): the demo admin pays the seeded extension invoice, then buys the enterprise plan, sees QPay's QR, the fake bank pays, the invoice
 * turns paid and activated, and the plan page shows the raised limits without a reload.
 */
test('extend → QR → QPay pays → paid and activated → limits raised without a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/my_plan');
  const users = page.locator('[data-limit="users"]');
  await expect(users).toBeVisible();
  await expect(users).not.toContainText(mn.myPlan.unlimited);
  // Survives only as long as the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The seeded extension invoice (due in 2 days) is paid first: a new purchase waits for it (spec §8).
  // The plan page says an invoice is unpaid and links it.
  await expect(page.getByRole('alert').filter({ hasText: mn.myPlan.unpaid })).toBeVisible();
  await page.getByRole('link', { name: mn.myPlan.openUnpaid }).click();
  await expect(page).toHaveURL(/\/settings\/my_plan\/invoice\/\d+$/);
  await payWithQpay(page);
  await page.getByRole('link', { name: mn.invoice.back, exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/my_plan$/);

  await page.getByRole('button', { name: mn.myPlan.extend }).click();
  const form = page.getByRole('form', { name: mn.purchase.title });
  await form.getByRole('combobox').click();
  await page.getByRole('option', { name: /Корпорац/ }).click();
  await form.getByRole('radio', { name: mn.units.month }).check();
  await form.getByRole('checkbox', { name: mn.purchase.accept }).check();
  await form.getByRole('button', { name: mn.purchase.submit }).click();
  await expect(page).toHaveURL(/\/settings\/my_plan\/invoice\/\d+$/);
  await expect(page.getByText(mn.statuses.created).first()).toBeVisible();
  // The upgrade credits the unused days of the paid business period.
  await expect(page.getByText(/Өмнөх багцын ашиглаагүй \d+ хоногийн хасагдуулалт/)).toBeVisible();
  await payWithQpay(page);

  await page.getByRole('link', { name: mn.invoice.back, exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/my_plan$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Корпорац' })).toBeVisible();
  await expect(users).toContainText(mn.myPlan.unlimited);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
