import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectSlow, signInOnPublicPage } from './helpers';

/** The users screen's own words (mn), read from its locale file like e2e/text.ts does. */
const mn = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'users.json'), 'utf8'));
const mnCommon = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'common.json'), 'utf8'));

/** The seed as other specs rely on it: restored after every change made here. */
const SEED = [
  { email: 'admin@demo.mn', name: 'Бат Болд', role: 'admin', status: 'active' },
  { email: 'manager@demo.mn', name: 'Дорж Сараа', role: 'manager', status: 'active' },
  { email: 'agent@demo.mn', name: 'Ганбат Тэмүүлэн', role: 'agent', status: 'active' },
  { email: 'guest@demo.mn', name: 'Очир Номин', role: 'guest', status: 'active' },
  { email: 'inactive@demo.mn', name: 'Цэрэн Хулан', role: 'agent', status: 'inactive' },
] as const;

const rowOf = (page: Page, email: string) =>
  page
    .getByRole('table', { name: mn.tabs.users })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });

async function openAsAdmin(page: Page) {
  await page.goto('/settings/user');
  await signInOnPublicPage(page, 'mn', 'admin@demo.mn');
  // The sign-in page sends the admin back where the guard found them.
  await expect(page).toHaveURL(/\/settings\/user$/);
  // The first screen after a sign-in: the console's chunks, then the page's data.
  await expectSlow(rowOf(page, 'guest@demo.mn')).toBeVisible();
}

/** Safety net: puts guest@ and inactive@ back as the seed has them, whatever failed above. */
async function restoreSeed(request: APIRequestContext) {
  const { items } = (await (await request.get('/api/users?size=100')).json()) as { items: { id: number; email: string; role: string; status: string }[] };
  for (const seeded of SEED) {
    const user = items.find((u) => u.email === seeded.email);
    if (!user) continue;
    if (user.role !== seeded.role) await request.put(`/api/users/${user.id}/role`, { data: { role: seeded.role } });
    if (user.status !== seeded.status) await request.put(`/api/users/${user.id}/status`, { data: { status: seeded.status } });
  }
}

test('the admin sees every user with role and status; the owner is protected, and says why', async ({ page }) => {
  await openAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Хэрэглэгчид' })).toBeVisible();
  for (const user of SEED) {
    const row = rowOf(page, user.email);
    await expect(row.getByRole('cell').first()).toContainText(user.name);
    await expect(row.getByRole('combobox')).toHaveText(mn.roles[user.role]);
    await expect(row.getByText(mn.status[user.status], { exact: true })).toBeVisible();
  }
  const owner = rowOf(page, 'admin@demo.mn');
  await expect(owner.getByRole('combobox')).toBeDisabled();
  await expect(owner.getByRole('switch')).toBeDisabled();
  await owner.getByRole('combobox').hover();
  await expect(page.getByRole('tooltip', { name: mn.why.ownRole })).toBeVisible();

  // Deleting asks first; cancelling deletes nothing.
  await rowOf(page, 'guest@demo.mn').getByRole('button', { name: 'Очир Номин хэрэглэгчийг устгах' }).click();
  const dialog = page.getByRole('dialog', { name: mn.deleteDialog.title });
  await expect(dialog.getByRole('button', { name: 'Зөвшөөрөх' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Болих' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'guest@demo.mn')).toBeVisible();
});

test('presence is live: an agent signing in elsewhere shows online, then offline when gone', async ({ page, browser }) => {
  // Two browsers signing in one after the other: past 30 s on a loaded machine.
  test.slow();
  await openAsAdmin(page);
  const presence = (name: string) => rowOf(page, 'agent@demo.mn').getByRole('img', { name });
  await expect(presence(mnCommon.presence.offline)).toBeVisible();
  // The admin's own connection is live too.
  await expect(rowOf(page, 'admin@demo.mn').getByRole('img', { name: mnCommon.presence.online })).toBeVisible();

  const agentContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    await agent.goto('/');
    await signInOnPublicPage(agent, 'mn', 'agent@demo.mn');
    await expect(agent).toHaveURL(/\/$/);
    // No reload on the admin's side (the agent's console connects its socket after its first screen).
    await expectSlow(presence(mnCommon.presence.online)).toBeVisible();
  } finally {
    await agentContext.close();
  }
  await expect(presence(mnCommon.presence.offline)).toBeVisible();
});

test('the admin changes a role and back', async ({ page }) => {
  // Two changes, each confirmed and checked after a reload: about 20 steps, past 30 s on a loaded machine.
  test.slow();
  await openAsAdmin(page);
  try {
    const role = () => rowOf(page, 'guest@demo.mn').getByRole('combobox', { name: 'Очир Номин хэрэглэгчийн эрх' });
    await role().click();
    await page.getByRole('option', { name: mn.roles.agent }).click();
    // Role and status changes ask first (the spec's dialog buttons).
    await page.getByRole('dialog').getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expect(page.getByText('Очир Номин хэрэглэгчийн эрхийг «Ажилтан» болголоо.').first()).toBeVisible();
    await page.reload();
    await expectSlow(role()).toHaveText(mn.roles.agent);

    await role().click();
    await page.getByRole('option', { name: mn.roles.guest }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expect(page.getByText('Очир Номин хэрэглэгчийн эрхийг «Зочин» болголоо.').first()).toBeVisible();
    await page.reload();
    await expectSlow(role()).toHaveText(mn.roles.guest);
  } finally {
    await restoreSeed(page.request);
  }
});

test('the admin activates a user and deactivates them again', async ({ page }) => {
  test.slow(); // the same round trip for the status
  await openAsAdmin(page);
  try {
    const status = () => rowOf(page, 'inactive@demo.mn').getByRole('switch', { name: 'Цэрэн Хулан хэрэглэгч идэвхтэй эсэх' });
    await expect(status()).not.toBeChecked();
    await status().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expect(status()).toBeChecked();
    await expect(rowOf(page, 'inactive@demo.mn').getByText(mn.status.active, { exact: true })).toBeVisible();
    await page.reload();
    await expectSlow(status()).toBeChecked();

    await status().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expect(status()).not.toBeChecked();
    await page.reload();
    await expectSlow(status()).not.toBeChecked();
    await expect(rowOf(page, 'inactive@demo.mn').getByText(mn.status.inactive, { exact: true })).toBeVisible();
  } finally {
    await restoreSeed(page.request);
  }
});

test('role settings show the company matrix; the admin column is fixed', async ({ page }) => {
  await openAsAdmin(page);
  await page.getByRole('tab', { name: mn.tabs.roles }).click();
  await expect(page).toHaveURL(/\/settings\/user\?tab=roles$/);
  const box = (role: string, permission: string) => page.getByRole('checkbox', { name: `${mn.roles[role]}: ${permission}` });
  await expect(box('agent', mn.permissions.interaction.start)).toBeChecked();
  await expect(box('agent', mn.permissions.interaction.delete)).not.toBeChecked();
  await expect(box('guest', mn.permissions.dashboard.view)).toBeChecked();
  await expect(box('admin', mn.permissions.plan.extend)).toBeChecked();
  await expect(box('admin', mn.permissions.plan.extend)).toBeDisabled();
  await expect(box('manager', mn.permissions.plan.extend)).toBeEnabled();
});
