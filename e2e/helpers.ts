import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LANG_NAME, text, type Lang } from './text';

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
