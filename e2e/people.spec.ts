import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_ROLE_PERMISSIONS } from '../contracts/permissions';
import { expectSlow, openPublicPage, signInOnPublicPage, signInTo, skipOfferedTour, toast, uniqueTag, welcome } from './helpers';
import { linkIn, startMailCatcher, type MailCatcher } from './mail';
import { fill, peopleText, text, type Lang } from './text';

/**
 * The people of a company, as its admins and members see them: an invitation by mail accepted on
 * the public page, deactivation and the inactive message at sign-in, the owner's protections, and a
 * role-matrix change reaching an open session without a new sign-in.
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

const COMPANY = 'Demo LLC';
const PASSWORD = 'colleague-pass-1';
const u = peopleText('mn').users;
const pub = text('mn').pub;

const usersTable = (page: Page) => page.getByRole('table', { name: u.tabs.users });
const rowOf = (page: Page, email: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });

interface Colleague {
  email: string;
  first: string;
  last: string;
  role: 'admin' | 'agent';
}
const newColleague = (role: Colleague['role'], first: string, last: string): Colleague => ({ email: `colleague.${uniqueTag()}@example.mn`, first, last, role });

/** The invitee opens the mailed link in their own browser, sets a password and lands signed in (tour skipped). */
async function acceptInvitation(browser: Browser, who: Colleague) {
  const message = await mail.mailTo(who.email);
  expect(message.subject).toBe(fill(pub.invite.mail_subject, { company: COMPANY }));
  expect(message.text).toContain(fill(pub.invite.mail_hello, { name: who.first }));
  const link = linkIn(message, '/pub/invite');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mn');
  await expectSlow(page.getByRole('heading', { level: 1, name: fill(pub.invite.heading, { company: COMPANY }) })).toBeVisible();
  await expect(page.getByText(fill(pub.invite.intro, { company: COMPANY, role: pub.invite.roles[who.role] }))).toBeVisible();
  await expect(page.getByLabel(pub.email)).toHaveValue(who.email);
  await page.getByLabel(pub.password).fill(PASSWORD);
  await page.getByRole('button', { name: pub.invite.submit }).click();
  await expectSlow(page).toHaveURL(/\/$/);
  await skipOfferedTour(page, 'mn');
  await expect(page.getByText(welcome('mn', who.first), { exact: false })).toBeVisible();
  return { context, page };
}

/** Sends an invitation from the admin's users screen through the invite dialog. */
async function inviteFromDialog(page: Page, who: Colleague) {
  await page.getByRole('button', { name: u.invite.button }).click();
  const dialog = page.getByRole('dialog', { name: u.invite.title });
  await expectSlow(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: u.invite.email }).fill(who.email);
  await dialog.getByRole('combobox', { name: u.invite.role }).click();
  await page.getByRole('option', { name: u.roles[who.role], exact: true }).click();
  await dialog.getByRole('textbox', { name: u.invite.last_name }).fill(who.last);
  await dialog.getByRole('textbox', { name: u.invite.first_name }).fill(who.first);
  await dialog.getByRole('button', { name: u.invite.send }).click();
  await expectSlow(toast(page, fill(u.invite.sent, { email: who.email }))).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Puts the agent role's permissions back to the default matrix, whatever a failed test left. */
async function restoreAgentRole(request: APIRequestContext) {
  await request.put('/api/roles/agent/permissions', { data: { permissions: DEFAULT_ROLE_PERMISSIONS.agent } });
}

test('the admin invites a colleague by mail; the colleague sets a password and lands signed in', async ({ page, browser }) => {
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/user');
  const who = newColleague('agent', 'Солонго', 'Ганболд');
  await inviteFromDialog(page, who);
  const invites = page.getByRole('table', { name: u.invites.title });
  await expectSlow(invites.getByRole('row').filter({ hasText: who.email })).toContainText(u.roles.agent);

  const colleague = await acceptInvitation(browser, who);
  try {
    // The admin's list shows the new member (after a reload at the latest), the invitation is gone.
    await page.reload();
    const row = rowOf(page, who.email);
    await expectSlow(row).toContainText(`${who.last} ${who.first}`);
    await expect(row.getByRole('combobox')).toHaveText(u.roles.agent);
    await expect(invites.getByRole('row').filter({ hasText: who.email })).toHaveCount(0);
    // The link worked once only.
    const again = await colleague.context.newPage();
    await again.goto(linkIn(await mail.mailTo(who.email), '/pub/invite'));
    await expectSlow(again.getByRole('heading', { level: 1, name: pub.invite.invalid_title })).toBeVisible();
  } finally {
    await colleague.context.close();
  }
});

test('the owner cannot be deactivated or re-roled: not offered to another admin, and refused by the server', async ({ page, browser }) => {
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/user');
  const who = newColleague('admin', 'Энхжин', 'Батсүх');
  await inviteFromDialog(page, who);
  const colleague = await acceptInvitation(browser, who);
  try {
    const other = colleague.page;
    await other.goto('/settings/user');
    const owner = rowOf(other, 'admin@demo.mn');
    await expectSlow(owner).toContainText(u.badges.owner);
    await expect(owner.getByRole('combobox')).toBeDisabled();
    await owner.getByRole('combobox').hover();
    await expect(other.getByRole('tooltip', { name: u.why.ownerRole })).toBeVisible();
    await expect(owner.getByRole('switch')).toBeDisabled();
    await expect(owner.getByRole('switch')).toBeChecked();
    await owner.getByRole('switch').hover();
    await expect(other.getByRole('tooltip', { name: u.why.ownerStatus })).toBeVisible();
    // Their own long address stays inside its column (it used to run under the role control).
    const ownEmail = rowOf(other, who.email).getByRole('cell', { name: who.email, exact: true });
    expect(await ownEmail.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    // Another member's controls are live for this admin, so the owner's are locked for being the owner.
    await expect(rowOf(other, 'guest@demo.mn').getByRole('combobox')).toBeEnabled();

    // Going around the screen does not help: the server refuses with the catalogue message.
    const { items } = (await (await other.request.get('/api/users?size=100')).json()) as { items: { id: number; email: string }[] };
    const ownerId = items.find((x) => x.email === 'admin@demo.mn')!.id;
    const refusedMessage = text('mn').errors.err_owner_protected;
    for (const res of [
      await other.request.put(`/api/users/${ownerId}/status`, { data: { status: 'inactive' } }),
      await other.request.put(`/api/users/${ownerId}/role`, { data: { role: 'agent' } }),
    ]) {
      expect(res.status()).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'err_owner_protected', message: refusedMessage });
    }
    await other.reload();
    await expectSlow(rowOf(other, 'admin@demo.mn').getByRole('combobox')).toHaveText(u.roles.admin);
    await expect(rowOf(other, 'admin@demo.mn').getByText(u.status.active, { exact: true })).toBeVisible();
  } finally {
    await colleague.context.close();
  }
});

test('a deactivated colleague is signed out and refused at sign-in with the inactive message, in mn and en', async ({ page, browser }) => {
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/user');
  const who = newColleague('agent', 'Мөнхзул', 'Цогт');
  await inviteFromDialog(page, who);
  const colleague = await acceptInvitation(browser, who);
  try {
    await page.reload();
    const name = `${who.last} ${who.first}`;
    const status = rowOf(page, who.email).getByRole('switch', { name: fill(u.actions.statusOf, { name }) });
    await expectSlow(status).toBeChecked();
    await status.click();
    // A status change asks first (spec's dialog buttons).
    await page.getByRole('dialog').getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expectSlow(toast(page, fill(u.done.deactivated, { name }))).toBeVisible();
    await expect(status).not.toBeChecked();
    await page.reload();
    await expectSlow(rowOf(page, who.email).getByText(u.status.inactive, { exact: true })).toBeVisible();

    // The colleague's open session ended: their next page load asks them to sign in, and signing in
    // again is refused with the inactive message, in Mongolian and then in English.
    const p = colleague.page;
    await p.goto('/contacts');
    await expectSlow(p).toHaveURL(/\/pub\/login/);
    for (const lang of ['mn', 'en'] as Lang[]) {
      await openPublicPage(p, lang, '/pub/login');
      await signInOnPublicPage(p, lang, who.email, PASSWORD);
      await expectSlow(p.getByRole('alert')).toHaveText(text(lang).errors.err_user_inactive);
      await expect(p).toHaveURL(/\/pub\/login/);
    }
    await expect(p.getByRole('alert')).toHaveText("Your access is inactive, contact your organisation's admin.");
  } finally {
    await colleague.context.close();
  }
});

test('revoking a permission in the role matrix reaches an agent’s open page without a new sign-in', async ({ page, browser }) => {
  const mn = text('mn');
  const agentContext = await browser.newContext();
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/user?tab=roles');
  try {
    const agent = await agentContext.newPage();
    await signInTo(agent, 'mn', 'agent@demo.mn', '/contacts');
    const nav = agent.getByRole('navigation', { name: mn.common.header.mainMenu });
    const monitoring = nav.getByRole('link', { name: mn.menu.monitoring, exact: true });
    const addContact = agent.getByRole('button', { name: peopleText('mn').contacts.list.add });
    await expectSlow(monitoring).toBeVisible();
    await expectSlow(addContact).toBeVisible();

    // The admin takes "view the dashboard" and "edit contacts" from agents and saves the column.
    const box = (permission: string) => page.getByRole('checkbox', { name: fill(u.matrix.cell, { role: u.roles.agent, permission }) });
    await expectSlow(box(u.permissions.dashboard.view)).toBeChecked();
    await box(u.permissions.dashboard.view).uncheck();
    await box(u.permissions.contact.edit).uncheck();
    await page.getByRole('button', { name: fill(u.matrix.saveRole, { role: u.roles.agent }) }).click();
    await expectSlow(toast(page, fill(u.matrix.saved, { role: u.roles.agent }))).toBeVisible();

    // The agent's open page follows at once: no reload, no new sign-in.
    await expectSlow(monitoring).toHaveCount(0);
    await expectSlow(addContact).toHaveCount(0);
    // And the server refuses the agent's next attempt.
    const refused = await agent.request.post('/api/contacts', { data: { first_name: 'Туршилт', phone: '99112233' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(mn.errors.err_no_permission);

    // Given back, both return the same way.
    await box(u.permissions.dashboard.view).check();
    await box(u.permissions.contact.edit).check();
    await page.getByRole('button', { name: fill(u.matrix.saveRole, { role: u.roles.agent }) }).click();
    await expectSlow(toast(page, fill(u.matrix.saved, { role: u.roles.agent }))).toBeVisible();
    await expectSlow(monitoring).toBeVisible();
    await expectSlow(addContact).toBeVisible();
  } finally {
    await restoreAgentRole(page.request);
    await agentContext.close();
  }
});
