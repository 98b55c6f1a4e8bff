import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInTo, toast, uniqueTag } from './helpers';
import { fill, type Lang } from './text';

// A busy two-core machine: give every wait room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const k = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'knowledge.json'), 'utf8'));
const menu = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'menu.json'), 'utf8'));

/** The knowledge screens' own links (files, folders, Q&A), not the main menu's. */
const area = (page: Page, lang: Lang) => page.getByRole('navigation', { name: menu(lang).knowledge });

/** Chooses an option of the dropdown labelled `label` inside `scope` (the options open in a portal of the page). */
async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a folder and an article, publishes it, adds a Q&A and sees it listed', async ({ page }) => {
  const lang: Lang = 'mn';
  const t = k(lang);
  const tag = uniqueTag();
  const folder = `Тест хавтас ${tag}`;
  const article = `Баглаа боодол ${tag}`;
  await signInTo(page, lang, 'admin@demo.mn', '/knowledge/base');

  // The demo's knowledge base is there with its folders; add one more.
  await expect(page.getByRole('heading', { name: menu(lang).knowledge_base })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo дэлгүүр' })).toBeVisible();
  await page.getByRole('button', { name: t.folders.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.folders.name }).fill(folder);
  await dialog.getByRole('button', { name: t.actions.save }).click();
  await expect(toast(page, fill(t.folders.added, { name: folder }))).toBeVisible();
  await expect(page.getByRole('cell', { name: folder, exact: true })).toBeVisible();
  // A folder name is unique: the same name again is refused under the field.
  await page.getByRole('button', { name: t.folders.add }).click();
  await dialog.getByRole('textbox', { name: t.folders.name }).fill(folder.toUpperCase());
  await dialog.getByRole('button', { name: t.actions.save }).click();
  await expect(
    dialog.getByText(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'errors.json'), 'utf8')).err_knowledge_folder_duplicate),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t.actions.cancel }).click();

  // A new article in that folder, written in the editor and published.
  await area(page, lang)
    .getByRole('link', { name: menu(lang).knowledge, exact: true })
    .click();
  await page.getByRole('button', { name: t.files.add }).click();
  await expect(page).toHaveURL(/\/knowledge\/createNew/);
  await page.getByRole('textbox', { name: t.article.name }).fill(article);
  await pick(page, page, t.article.folder, folder);
  const editor = page.getByRole('textbox', { name: t.article.content });
  await editor.click();
  await page.keyboard.type('Бэлгийн боодлыг 5,000 төгрөгөөр нэмж захиална. Хайрцагтай ирнэ.');
  await page.getByRole('switch', { name: t.article.status }).check();
  await page.getByRole('button', { name: t.actions.save }).click();
  await expect(toast(page, fill(t.article.savedPublished, { name: article }))).toBeVisible();
  await expect(page).toHaveURL(/\/knowledge\/\d+$/);

  // It is listed, published, in its folder.
  await area(page, lang)
    .getByRole('link', { name: menu(lang).knowledge, exact: true })
    .click();
  const files = page.getByRole('table', { name: t.files.label });
  const row = files.getByRole('row').filter({ hasText: article });
  await expect(row).toContainText(folder);
  await expect(row).toContainText(t.status.published);

  // A Q&A of that article, listed with its file, active and user-reviewed.
  await area(page, lang)
    .getByRole('link', { name: menu(lang).knowledge_qa })
    .click();
  await page.getByRole('button', { name: t.qa.add }).click();
  await dialog.getByRole('textbox', { name: t.qa.question }).fill(`Бэлгийн боодол хэд вэ ${tag}?`);
  await dialog.getByRole('textbox', { name: t.qa.answer }).fill('5,000 төгрөг.');
  await pick(page, dialog, t.qa.file, article);
  await dialog.getByRole('button', { name: t.actions.save }).click();
  await expect(toast(page, t.qa.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await pick(page, page, t.qa.fileFilter, article);
  const qa = page
    .getByRole('table', { name: t.qa.label })
    .getByRole('row')
    .filter({ hasText: `Бэлгийн боодол хэд вэ ${tag}?` });
  await expect(qa).toContainText('5,000 төгрөг.');
  await expect(qa).toContainText(t.qa.sources.user);
  await expect(qa.getByRole('switch')).toBeChecked();
  // Asked as a customer would (typed without ө), the new Q&A is what the agent would answer from.
  const tryBox = page.getByRole('region', { name: t.try.title });
  await tryBox.getByRole('textbox', { name: t.try.label }).fill(`бэлгийн боодол хэд вэ ${tag}`);
  await tryBox.getByRole('button', { name: t.try.ask }).click();
  await expect(tryBox.getByText('5,000 төгрөг.', { exact: true }).first()).toBeVisible();
  // All Q&A of the file off at once.
  await page.getByRole('button', { name: t.qa.allOff }).click();
  await expect(qa.getByRole('switch')).not.toBeChecked();
});
