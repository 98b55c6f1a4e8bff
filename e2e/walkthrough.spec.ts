import { expect, test } from '@playwright/test';
import { chooseLanguage, signInOnPublicPage, signOut, welcome } from './helpers';
import { text, type Lang } from './text';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The newcomer's walk-through of the foundation issue, once per starting language: the guard sends
 * a visitor to sign in, the admin lands on / in the default layout, switches the language, the
 * choice survives a reload and a new sign-in, and signing out reloads into the sign-in page.
 */
for (const [start, other] of [
  ['mn', 'en'],
  ['en', 'mn'],
] as [Lang, Lang][]) {
  test(`newcomer walk-through starting in ${start}`, async ({ page }) => {
    const t = text(start);
    await page.goto('/');
    await expect(page).toHaveURL(/\/pub\/login/);
    if (start === 'en') await page.getByRole('link', { name: /English/ }).click();
    await expect(page.getByRole('heading', { name: t.pub.heading })).toBeVisible();

    // Demo admin: Бат Болд (last name, first name).
    await signInOnPublicPage(page, start, 'admin@demo.mn');
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: t.common.header.mainMenu });
    await expect(nav).toBeVisible();
    for (const entry of ['monitoring', 'control_panel', 'interacts_live', 'interacts_hist', 'issues', 'contacts', 'knowledge', 'settings', 'help', 'guide']) {
      // The label alone, or followed by the unread badge ("Харилцаа 8 уншаагүй") once it has loaded.
      await expect(nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t.menu[entry])}( \\d+ .+)?$`) })).toBeVisible();
    }
    // The admin of Demo LLC is no superadmin: no Admin panel entry.
    await expect(nav.getByRole('link', { name: t.menu.admin })).toHaveCount(0);
    await expect(page.getByText(welcome(start, 'Болд'), { exact: false })).toBeVisible();

    // Switch the language: the screen changes at once, and the choice is kept.
    const o = text(other);
    await chooseLanguage(page, start, other);
    await expect(page.getByRole('navigation', { name: o.common.header.mainMenu })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.reload();
    await expect(page.getByRole('navigation', { name: o.common.header.mainMenu })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'chosenLocale')?.value).toBe(other);

    // Sign out: the page reloads into the sign-in page.
    await signOut(page, other);
    await expect(page).toHaveURL(/\/pub\/login/);
    await expect(page.getByRole('heading', { name: o.pub.heading })).toBeVisible();

    // A new sign-in from a fresh browser (no cookie) still speaks the stored language.
    await page.context().clearCookies();
    await page.goto('/pub/login');
    await signInOnPublicPage(page, 'mn', 'admin@demo.mn');
    await expect(page.getByRole('navigation', { name: o.common.header.mainMenu })).toBeVisible();

    // Leave the account as found for the other language's run.
    await chooseLanguage(page, other, 'mn');
    await expect(page.getByRole('navigation', { name: text('mn').common.header.mainMenu })).toBeVisible();
  });
}
