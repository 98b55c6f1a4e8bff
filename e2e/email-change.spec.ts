import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectSlow, signInOnPublicPage, skipOfferedTour, toast, uniqueTag } from './helpers';
import { linkIn, startMailCatcher, type MailCatcher } from './mail';
import { fill, text } from './text';

/**
 * Issue 21 §11: the sign-in e-mail changes only with the password and a link mailed to the new
 * address. A fresh colleague (invited by the demo admin, so no seeded account changes) asks on
 * /user, the old address is told, the link's page confirms, and only the new address signs in.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => {
  await mail?.close();
});

const PASSWORD = 'colleague-pass-1';
const t = text('mn');
const ec = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'company.json'), 'utf8')) as { emailChange: Record<string, string> }).emailChange;

test('a colleague changes their sign-in e-mail with the password and the mailed link', async ({ browser }) => {
  const tag = uniqueTag();
  const oldEmail = `before.${tag}@example.mn`;
  const newEmail = `after.${tag}@example.mn`;

  // The demo admin invites a colleague; the colleague sets a password through the mailed link.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/pub/login?lang=mn');
  await signInOnPublicPage(admin, 'mn', 'admin@demo.mn');
  const origin = new URL(admin.url()).origin;
  const invited = await admin.request.post('/api/invites', { data: { email: oldEmail, role: 'agent', first_name: 'Тэнгис', last_name: 'Баяр' }, headers: { origin } });
  expect(invited.status()).toBe(200);
  await adminContext.close();

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(linkIn(await mail.mailTo(oldEmail), '/pub/invite'));
    await page.getByLabel(t.pub.password).fill(PASSWORD);
    await page.getByRole('button', { name: t.pub.invite.submit }).click();
    await expectSlow(page).toHaveURL(/\/$/);
    await skipOfferedTour(page, 'mn');

    // On /user: the current address is read-only; a wrong password is refused on its field.
    await page.goto('/user');
    await expectSlow(page.getByLabel(ec.current)).toHaveValue(oldEmail);
    await page.getByLabel(ec.new).fill(newEmail);
    await page.getByLabel(ec.password).fill('not-my-password');
    await page.getByRole('button', { name: ec.submit }).click();
    await expectSlow(page.getByText(t.errors.err_current_password_wrong)).toBeVisible();
    await page.getByLabel(ec.password).fill(PASSWORD);
    await page.getByRole('button', { name: ec.submit }).click();
    await expectSlow(toast(page, fill(ec.sent, { email: newEmail }))).toBeVisible();
    await expect(page.getByText(fill(ec.pending, { email: newEmail }))).toBeVisible();
    await expect(page.getByLabel(ec.current)).toHaveValue(oldEmail);

    // The old address is told; the new one gets the link, whose page changes nothing until confirmed.
    expect((await mail.mailTo(oldEmail)).subject).toBe(t.pub.signup.change_notice_subject);
    const link = linkIn(await mail.mailTo(newEmail), '/pub/email-change');
    const confirmPage = await context.newPage();
    await confirmPage.goto(link);
    await expectSlow(confirmPage.getByRole('heading', { level: 1, name: t.pub.signup.change_page_title })).toBeVisible();
    await confirmPage.getByRole('button', { name: t.pub.signup.change_button }).click();
    await expectSlow(confirmPage.getByRole('heading', { level: 1, name: t.pub.signup.change_done_title })).toBeVisible();
    await expect(confirmPage.getByText(fill(t.pub.signup.change_done_body, { email: newEmail }))).toBeVisible();
    expect((await mail.mailTo(oldEmail)).subject).toBe(t.pub.signup.change_changed_subject);

    // Only the new address signs in now.
    const fresh = await browser.newContext();
    try {
      const login = await fresh.newPage();
      const refused = await login.request.post('/pub/login', { data: { email: oldEmail, password: PASSWORD } });
      expect(refused.status()).toBe(401);
      const accepted = await login.request.post('/pub/login', { data: { email: newEmail, password: PASSWORD } });
      expect(accepted.status()).toBe(200);
    } finally {
      await fresh.close();
    }
  } finally {
    await context.close();
  }
});
