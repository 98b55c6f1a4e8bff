import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, fill, LANG_NAME, text, type Lang } from './text';
import { LOCALE_COOKIE } from '../contracts/constants';

/**
 * For what a loaded machine makes slow rather than what the product decides: the first screen after
 * a sign-in or a reload (a busy CI browser took 8–10 s to fetch and run the console's chunks before
 * it asked for the page's data), a mail's round trip, a second browser's presence.
 */
export const expectSlow = expect.configure({ timeout: 15_000 });

/** Signs in on the server's public sign-in page, the way a person would. */
export async function signInOnPublicPage(page: Page, lang: Lang, email: string, password = DEMO_PASSWORD) {
  const t = text(lang).pub;
  await expect(page).toHaveURL(/\/pub\/login/);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole('button', { name: t.submit }).click();
}

export async function chooseLanguage(page: Page, from: Lang, to: Lang) {
  await page.getByRole('combobox', { name: text(from).common.language.label }).click();
  await page.getByRole('option', { name: LANG_NAME[to] }).click();
}

export async function signOut(page: Page, lang: Lang) {
  const t = text(lang).common;
  await page.getByRole('button', { name: t.header.userMenu }).click();
  await page.getByRole('menuitem', { name: t.user.signOut }).click();
}

export const welcome = (lang: Lang, name: string) => text(lang).common.home.welcome.replace('{{name}}', name);

/**
 * Opens a console page as a signed-out person would: the guard sends them to the public sign-in
 * page, they pick the language there (the choice made in this browser wins and is stored), sign
 * in, and land back on the page they asked for.
 */
export async function signInTo(page: Page, lang: Lang, email: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/pub\/login/);
  // The page offers only the other language: follow it when this one is not the one wanted.
  if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByRole('link', { name: new RegExp(LANG_NAME[lang]) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The language is chosen, not only shown: without a choice in this browser, the sign-in adopts the
  // one the user last stored (an earlier spec may have signed the same demo user in the other one).
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: page.url() }]);
  await signInOnPublicPage(page, lang, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The web-chat widget on a page, found by what it shows (Playwright's locators pierce its open shadow root). */
export function chatWidget(page: Page, lang: Lang) {
  const w = text(lang).widget.widget as Record<string, string>;
  const log = page.getByRole('log', { name: w.log });
  return {
    w,
    launcher: page.getByRole('button', { name: w.open }),
    panel: page.getByRole('dialog'),
    log,
    input: page.getByRole('textbox', { name: w.message }),
    typing: (name: string) => page.getByText(fill(w.typing, { name }), { exact: true }),
    /** The row of one message: its bubble's parent, which also holds the author line or the status. */
    row: (body: string) => log.getByText(body, { exact: true }).locator('..'),
    bubbles: (body: string) => log.getByText(body, { exact: true }),
  };
}

/** The demo shop at /demo/site in the given language (its language link, as a visitor would use it). */
export async function openDemoSite(page: Page, lang: Lang) {
  await page.goto('/demo/site');
  if (lang === 'en') await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return chatWidget(page, lang);
}

/** The agent's open conversation pane: its messages, typing notice, composer and actions. */
export function conversationPane(page: Page, lang: Lang) {
  const t = text(lang).interactions;
  const log = page.getByRole('log', { name: t.messages.label });
  return {
    t,
    log,
    composer: page.getByRole('combobox', { name: t.composer.label }),
    actions: page.getByRole('toolbar', { name: t.actions.label }),
    heading: page.getByRole('heading', { level: 2 }).first(),
    /** Bubbles whose text is exactly `body` (count them to see a message shown once). */
    bubbles: (body: string) => log.getByTestId('bubble-text').getByText(body, { exact: true }),
    /** The bubble's column: author, time, the text and (staff messages) the status. */
    message: (body: string) =>
      log
        .getByTestId('bubble-text')
        .filter({ hasText: new RegExp(`^${body.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .locator('..'),
  };
}

/** A word no other message in the run contains, so a test finds exactly its own bubbles. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A toast's title (Fluent also repeats it in a live region for screen readers: the toast is the last). */
export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).last();

/**
 * Puts a signed-in account's stored language back to Mongolian (the seed's), so a later spec that
 * signs the same account in from a fresh browser finds it as seeded. Housekeeping, not a check.
 */
export async function restoreSeedLanguage(context: BrowserContext) {
  await context.request.put('/api/change-lang', { params: { lang: 'mn' } }).catch(() => undefined);
}

// (Appended below the first helpers; imports are hoisted, so this one serves the helpers after it.)
import { peopleText } from './text';

/**
 * A new user (signed up or invited) is offered the guided tour on their first default-layout
 * screen: it must appear, and they skip it the way a person would.
 */
export async function skipOfferedTour(page: Page, lang: Lang) {
  const skip = page.getByRole('dialog').getByRole('button', { name: peopleText(lang).guide.tour.skip });
  await skip.click();
  await expect(skip).toBeHidden();
}

/** Opens a public (server-rendered) page in the given language by following its language link. */
export async function openPublicPage(page: Page, lang: Lang, path: string) {
  await page.goto(path);
  if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByRole('link', { name: new RegExp(LANG_NAME[lang]) }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

// Contacts and issues set up through the API with the signed-in page's session (page.request).
import type { APIRequestContext } from '@playwright/test';

/** A valid Mongolian mobile number no seeded contact has (the seed uses other prefixes). */
export const testPhone = () => `91${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export async function createContactByApi(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/contacts', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: number; first_name: string; last_name: string; phone: string; email: string };
}

/** An open issue of the contact, on the company's first channel, assigned to the caller. */
export async function createIssueByApi(request: APIRequestContext, contactId: number, name: string) {
  const me = (await (await request.get('/api/me')).json()) as { ID: number; company_id: number };
  const { items } = (await (await request.get(`/api/company/${me.company_id}/channel`)).json()) as { items: { id: number }[] };
  const res = await request.post('/api/issues', {
    data: { name, contact_id: contactId, channel_id: items[0].id, platform: 'web_chat', assignee_user_id: me.ID, status: 'open', priority: 'medium' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: number };
}

/** Closes an issue with the company's first closing reason. */
export async function closeIssueByApi(request: APIRequestContext, issueId: number) {
  const { items } = (await (await request.get('/api/issue-reasons')).json()) as { items: { id: number }[] };
  const res = await request.post(`/api/issues/${issueId}/close`, { data: { reason_id: items[0].id } });
  expect(res.status(), await res.text()).toBe(200);
}
