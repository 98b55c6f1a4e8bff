import { expect, test } from '@playwright/test';
import { chooseLanguage, signInOnPublicPage } from './helpers';
import { text } from './text';

test('an unknown address shows the 404 page, translated, with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await signInOnPublicPage(page, 'mn', 'manager@demo.mn');
  // Sign-in returns to the address asked for.
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  const mn = text('mn').common.notFound;
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(mn.text)).toBeVisible();
  await expect(page.getByRole('img', { name: mn.imageAlt })).toBeVisible();

  await chooseLanguage(page, 'mn', 'en');
  const en = text('en').common.notFound;
  await expect(page.getByText(en.text)).toBeVisible();
  await page
    .getByRole('button', { name: en.back })
    .or(page.getByRole('link', { name: en.back }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: text('en').common.header.mainMenu })).toBeVisible();
  await chooseLanguage(page, 'en', 'mn');
});
