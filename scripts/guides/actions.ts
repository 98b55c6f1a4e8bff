// The browser side of each step: what a person does to reach the screen a step talks about. Each
// action finds controls by the console's own words (read from locales/) and leaves the page still.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionName, GuideLang } from './steps';

const root = join(import.meta.dirname, '..', '..');
const words = (lang: GuideLang, ns: string) => JSON.parse(readFileSync(join(root, 'locales', lang, `${ns}.json`), 'utf8'));
/** The part of a `{{name}}` message before its first placeholder, to find controls named after a record. */
const prefixOf = (message: string) => message.split('{{')[0];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const DEMO_PASSWORD = 'demo1234';

/** Waits for the screen to settle: no spinner, and fonts and images drawn. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => undefined);
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 3000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** Closes the guided tour or any menu left open, so the next screen is seen as it is. */
async function calm(page: Page, lang: GuideLang) {
  const skip = page.getByRole('dialog').getByRole('button', { name: words(lang, 'guide').tour.skip });
  if (await skip.isVisible().catch(() => false)) await skip.click();
  await page.keyboard.press('Escape');
}

async function open(page: Page, lang: GuideLang, path: string) {
  await page.goto(path);
  await settle(page);
  await calm(page, lang);
}

/** Signs in on the public sign-in page in `lang`; without `submit` it stops with the form filled. */
export async function signIn(page: Page, lang: GuideLang, email: string, { submit = true, typeDelay = 0 } = {}) {
  const pub = words(lang, 'pub');
  await page.context().addCookies([{ name: 'chosenLocale', value: lang, url: new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).origin }]);
  await page.goto(`/pub/login?lang=${lang}`);
  await page.getByLabel(pub.email).pressSequentially(email, { delay: typeDelay });
  await page.getByLabel(pub.password).pressSequentially(DEMO_PASSWORD, { delay: typeDelay });
  if (!submit) return;
  await page.getByRole('button', { name: pub.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pub/'));
  await settle(page);
  await calm(page, lang);
}

type Action = (page: Page, lang: GuideLang) => Promise<void>;

export const ACTIONS: Record<ActionName, Action> = {
  // The sign-in form, filled in (the session of the context is already signed in for the rest).
  login: async (page, lang) => {
    const pub = words(lang, 'pub');
    await page.goto(`/pub/login?lang=${lang}`);
    await page.getByLabel(pub.email).fill('agent@demo.mn');
    await page.getByLabel(pub.password).fill(DEMO_PASSWORD);
    await settle(page);
  },
  home: (page, lang) => open(page, lang, '/'),
  languageMenu: async (page, lang) => {
    if (new URL(page.url()).pathname.startsWith('/pub/') || page.url() === 'about:blank') await open(page, lang, '/');
    await page.getByRole('combobox', { name: words(lang, 'common').language.label }).click();
    await page.waitForTimeout(400);
  },
  userMenu: async (page, lang) => {
    await calm(page, lang);
    await page.getByRole('button', { name: words(lang, 'common').header.userMenu }).click();
    await page.waitForTimeout(400);
  },
  live: (page, lang) => open(page, lang, '/interacts/live'),
  liveOpen: async (page, lang) => {
    if (!new URL(page.url()).pathname.startsWith('/interacts/live')) await open(page, lang, '/interacts/live');
    await page.locator('a[data-interaction-id]').first().click({ timeout: 5000 });
    await settle(page);
  },
  liveSlash: async (page, lang) => {
    const composer = page.getByRole('combobox', { name: words(lang, 'interactions').composer.label });
    await composer.click({ timeout: 5000 });
    await composer.pressSequentially('/', { delay: 120 });
    await page.waitForTimeout(600);
  },
  history: (page, lang) => open(page, lang, '/interacts/hist'),
  historyOpen: async (page, lang) => {
    if (!new URL(page.url()).pathname.startsWith('/interacts/hist')) await open(page, lang, '/interacts/hist');
    await page.locator('table tbody tr').first().click({ timeout: 5000 });
    await settle(page);
  },
  contacts: (page, lang) => open(page, lang, '/contacts'),
  contactSearch: async (page, lang) => {
    await open(page, lang, '/contacts');
    // The first letters of a contact the demo company has, so the search finds someone.
    const list = (await (await page.request.get('/api/contacts?page=1&size=1')).json()) as { items: { first_name?: string; last_name?: string }[] };
    const name = list.items[0]?.first_name || list.items[0]?.last_name || 'а';
    await page.getByPlaceholder(words(lang, 'contacts').list.search).pressSequentially(name.slice(0, 3), { delay: 120 });
    await settle(page);
  },
  contactOpen: async (page, lang) => {
    // The first contact of the list (as the search above shows it), opened by its address.
    const list = (await (await page.request.get('/api/contacts?page=1&size=1')).json()) as { items: { id: number }[] };
    await open(page, lang, `/contacts/${list.items[0].id}`);
  },
  issues: (page, lang) => open(page, lang, '/issues'),
  issueAdd: async (page, lang) => {
    if (!new URL(page.url()).pathname.startsWith('/issues')) await open(page, lang, '/issues');
    await page.getByRole('button', { name: words(lang, 'issues').list.add }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
  },
  webChats: (page, lang) => open(page, lang, '/settings/web_chat'),
  webChatEdit: async (page, lang) => {
    if (new URL(page.url()).pathname !== '/settings/web_chat') await open(page, lang, '/settings/web_chat');
    const edit = new RegExp(`^${escape(prefixOf(words(lang, 'settings').webchat.list.edit))}`);
    await page.getByRole('button', { name: edit }).first().click();
    await settle(page);
  },
  webChatSnippet: async (page, lang) => {
    // The embed snippet's field, at the end of the form.
    await page
      .getByLabel(words(lang, 'settings').webchat.embed.code)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 5000 });
    await page.waitForTimeout(500);
  },
  users: (page, lang) => open(page, lang, '/settings/user'),
  inviteDialog: async (page, lang) => {
    if (new URL(page.url()).pathname !== '/settings/user') await open(page, lang, '/settings/user');
    await page.getByRole('button', { name: words(lang, 'users').invite.button }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
  },
  roles: (page, lang) => open(page, lang, '/settings/user?tab=roles'),
};
