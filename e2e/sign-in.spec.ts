import { expect, test } from '@playwright/test';
import { signInOnPublicPage } from './helpers';
import { text } from './text';

test('an inactive user is refused with the inactive message, in both languages', async ({ page }) => {
  await page.goto('/pub/login');
  await signInOnPublicPage(page, 'mn', 'inactive@demo.mn');
  await expect(page.getByRole('alert')).toHaveText(text('mn').errors.err_user_inactive);

  await page.getByRole('link', { name: /English/ }).click();
  await signInOnPublicPage(page, 'en', 'inactive@demo.mn');
  await expect(page.getByRole('alert')).toHaveText("Your access is inactive, contact your organisation's admin.");
  await expect(page).toHaveURL(/\/pub\/login/);
});

test('the console sign-in page shows the catalogue message inline', async ({ page }) => {
  await page.context().addCookies([{ name: 'chosenLocale', value: 'en', url: 'http://127.0.0.1' }]);
  await page.goto('/login');
  const t = text('en');
  await page.getByLabel(t.auth.login.email).fill('inactive@demo.mn');
  await page.getByLabel(t.auth.login.password).fill('demo1234');
  await page.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(page.getByText(t.errors.err_user_inactive)).toBeVisible();

  await page.getByLabel(t.auth.login.password).fill('wrong-password');
  await page.getByLabel(t.auth.login.email).fill('agent@demo.mn');
  await page.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(page.getByText(t.errors.err_invalid_credentials)).toBeVisible();

  await page.getByLabel(t.auth.login.password).fill('demo1234');
  await page.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: t.common.header.mainMenu })).toBeVisible();
});

test('the guard keeps onboarding users on onboarding pages', async ({ page }) => {
  await page.goto('/issues');
  await signInOnPublicPage(page, 'mn', 'newcomer@demo.mn');
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.context().clearCookies();
  await page.goto('/pub/login');
  await signInOnPublicPage(page, 'mn', 'approved@demo.mn');
  await expect(page).toHaveURL(/\/onboarding\/progress$/);
  expect((await page.context().cookies()).some((c) => c.name === 'trialOnboarding')).toBe(true);

  await page.context().clearCookies();
  await page.goto('/pub/login');
  await signInOnPublicPage(page, 'mn', 'admin@demo.mn');
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest sees only the menu entries their permissions allow', async ({ page }) => {
  await page.goto('/pub/login');
  await signInOnPublicPage(page, 'mn', 'guest@demo.mn');
  const t = text('mn');
  const nav = page.getByRole('navigation', { name: t.common.header.mainMenu });
  await expect(nav.getByRole('link', { name: t.menu.monitoring, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: t.menu.settings })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t.menu.knowledge })).toHaveCount(0);
});
