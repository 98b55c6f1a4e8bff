import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeIssueByApi, createContactByApi, createIssueByApi, restoreSeedLanguage, signInTo, testPhone, toast, uniqueTag } from './helpers';
import { fill, recordsText, text, type Lang } from './text';

// A busy two-core machine: give every wait room, and each test a generous ceiling.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });
const WAIT = { timeout: 15_000 };
const expect = baseExpect.configure(WAIT);

const FIXTURES = join(import.meta.dirname, 'fixtures');
/** The surname every row of the import fixtures has. */
const IMPORTED_SURNAME = 'Импортлогдсон';

/** The contacts screens' words in one language. */
function words(lang: Lang) {
  const { contacts: c, list } = recordsText(lang);
  const { errors, common } = text(lang);
  return { c, list, errors, common };
}

const contactsTable = (page: Page, lang: Lang) => page.getByRole('table', { name: words(lang).c.list.tableLabel });
/** The detail page's value beside a label (a dt and its dd). */
const detailValue = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
/** Contact links of the list as their addresses: names repeat in the seed, ids do not. */
const rowLinks = (table: Locator) => table.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

async function search(page: Page, lang: Lang, q: string) {
  const box = page.getByRole('searchbox', { name: words(lang).c.list.search });
  await box.fill(q);
  await expect(box).toHaveValue(q);
}

/** Everything the add/edit dialog offers, found by its labels. */
function contactDialog(page: Page, lang: Lang, title: string) {
  const { c } = words(lang);
  const dialog = page.getByRole('dialog', { name: title });
  return {
    dialog,
    first: dialog.getByLabel(c.fields.first_name, { exact: true }),
    last: dialog.getByLabel(c.fields.last_name, { exact: true }),
    phone: dialog.getByLabel(c.fields.phone, { exact: true }),
    email: dialog.getByLabel(c.fields.email, { exact: true }),
    company: dialog.getByLabel(c.fields.company_name, { exact: true }),
    type: dialog.getByLabel(c.fields.type, { exact: true }),
    save: dialog.getByRole('button', { name: c.form.save }),
  };
}

/**
 * Adds a contact through the dialog, showing first the rules a person meets: no phone or e-mail,
 * then a phone that is not a number.
 */
async function addContactShowingRules(page: Page, lang: Lang, person: { first: string; last: string; phone: string; email: string }) {
  const { c, errors } = words(lang);
  await page.getByRole('button', { name: c.list.add }).click();
  const form = contactDialog(page, lang, c.form.addTitle);
  await form.first.fill(person.first);
  await form.last.fill(person.last);
  await form.save.click();
  // Both fields say it: one of the two is needed.
  await expect(form.dialog.getByText(errors.err_contact_phone_or_email, { exact: true })).toHaveCount(2, WAIT);
  await form.phone.fill('12345');
  await expect(form.dialog.getByText(errors.err_contact_phone_invalid, { exact: true })).toBeVisible(WAIT);
  await form.phone.fill(person.phone);
  await expect(form.dialog.getByText(errors.err_contact_phone_invalid, { exact: true })).toBeHidden();
  await expect(form.dialog.getByText(errors.err_contact_phone_or_email, { exact: true })).toBeHidden();
  await form.email.fill(person.email);
  await form.save.click();
  await expect(toast(page, fill(c.form.created, { name: `${person.last} ${person.first}` }))).toBeVisible(WAIT);
  await expect(form.dialog).toBeHidden();
}

/** Opens a contact's detail from the (searched) list. */
async function openFromList(page: Page, lang: Lang, name: string) {
  await contactsTable(page, lang).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(WAIT);
}

/** Delete from the detail page is refused while the contact has an open issue, with the catalogue's words. */
async function expectDeleteRefused(page: Page, lang: Lang) {
  const { c, errors, list } = words(lang);
  await page.getByRole('button', { name: c.detail.delete, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.detail.deleteTitle });
  await dialog.getByRole('button', { name: list.dialog.confirm }).click();
  await expect(dialog.getByText(errors.err_contact_delete_open, { exact: true })).toBeVisible(WAIT);
  // Refused: the dialog stays, and after cancelling the contact is still there.
  await dialog.getByRole('button', { name: list.dialog.cancel }).click();
  await expect(dialog).toBeHidden();
}

test('contacts in mn: add with its rules, edit, search and filter, pages, merge, import with a report, export, delete refused while an issue is open', async ({
  page,
}) => {
  const lang: Lang = 'mn';
  const { c, common } = words(lang);
  const tag = uniqueTag();
  await signInTo(page, lang, 'admin@demo.mn', '/contacts');
  const table = contactsTable(page, lang);
  await expect(table).toBeVisible(WAIT);

  // Pages: the second page holds other contacts than the first.
  const firstPage = await rowLinks(table);
  expect(firstPage.length).toBeGreaterThan(10);
  const pager = page.getByRole('navigation', { name: words(lang).list.pagination.label });
  await pager.getByRole('button', { name: fill(words(lang).list.pagination.page, { page: 2 }) }).click();
  await expect(pager.getByRole('button', { name: fill(words(lang).list.pagination.page, { page: 2 }) })).toHaveAttribute('aria-current', 'page');
  // A full page of rows, none of them from the first page (an empty table while loading does not count).
  await expect
    .poll(async () => {
      const links = await rowLinks(table);
      return links.length > 10 && links.every((href) => !firstPage.includes(href));
    }, WAIT)
    .toBe(true);

  // Add, seeing the rules first.
  const person = { first: 'Сарантуяа', last: `Шинэ${tag}`, phone: testPhone(), email: `saraa.${tag}@e2e.mn` };
  const name = `${person.last} ${person.first}`;
  await addContactShowingRules(page, lang, person);

  // Search finds it.
  await search(page, lang, tag);
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible(WAIT);
  await expect(page.getByText(fill(c.list.total, { total: 1 }), { exact: true })).toBeVisible();

  // Edit: a type and a company.
  await openFromList(page, lang, name);
  await page.getByRole('button', { name: c.detail.edit, exact: true }).click();
  const edit = contactDialog(page, lang, c.form.editTitle);
  await expect(edit.first).toHaveValue(person.first);
  await edit.type.selectOption({ label: 'VIP' });
  await edit.company.fill('Туршилт ХХК');
  await edit.save.click();
  await expect(toast(page, fill(c.form.updated, { name }))).toBeVisible(WAIT);
  await expect(edit.dialog).toBeHidden();
  await expect(detailValue(page, c.fields.type)).toHaveText('VIP');
  await expect(detailValue(page, c.fields.company_name)).toHaveText('Туршилт ХХК');
  await page.getByRole('button', { name: c.detail.back }).click();
  await expect(table).toBeVisible(WAIT);

  // Filter by type, with the search: VIP shows it, another type does not.
  const filters = page.getByRole('search', { name: c.filters.label });
  await search(page, lang, tag);
  await filters.getByLabel(c.filters.type, { exact: true }).selectOption({ label: 'VIP' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible(WAIT);
  await filters.getByLabel(c.filters.type, { exact: true }).selectOption({ label: 'Хувь хүн' });
  await expect(page.getByText(common.empty.list, { exact: true })).toBeVisible(WAIT);
  await expect(table).toBeHidden();
  await filters.getByLabel(c.filters.type, { exact: true }).selectOption({ label: c.filters.allTypes });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible(WAIT);

  // Export the searched list as CSV: the header row and this contact.
  await page.getByRole('button', { name: c.list.export }).click();
  const downloading = page.waitForEvent('download', WAIT);
  await page.getByRole('menuitem', { name: c.list.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  const [header, ...lines] = csv.split(/\r?\n/).filter(Boolean);
  expect(header.split(',').slice(0, 4)).toEqual([c.fields.first_name, c.fields.last_name, c.fields.email, c.fields.phone]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(person.email);
  expect(lines[0]).toContain(person.last);

  // Merge two contacts: the merged one disappears, the kept one has both phones and e-mails.
  const tag2 = uniqueTag();
  const keep = await createContactByApi(page.request, { first_name: 'Болормаа', last_name: `Нэгтгэх${tag2}`, phone: testPhone(), email: `keep.${tag2}@e2e.mn` });
  const gone = await createContactByApi(page.request, { first_name: 'Ганзориг', last_name: `Нэгтгэх${tag2}`, phone: testPhone(), email: `gone.${tag2}@e2e.mn` });
  const keepName = `${keep.last_name} ${keep.first_name}`;
  const goneName = `${gone.last_name} ${gone.first_name}`;
  await search(page, lang, tag2);
  await expect(table.getByRole('link')).toHaveCount(2, WAIT);
  await table.getByRole('checkbox', { name: fill(c.list.selectRow, { name: keepName }) }).check();
  await table.getByRole('checkbox', { name: fill(c.list.selectRow, { name: goneName }) }).check();
  await page.getByRole('button', { name: c.list.merge, exact: true }).click();
  const merge = page.getByRole('dialog', { name: c.merge.title });
  await merge.getByRole('radio', { name: new RegExp(`^${c.merge.keep}: ${keepName} `) }).check();
  await merge.getByRole('button', { name: c.merge.confirm }).click();
  await expect(toast(page, fill(c.merge.done, { name: keepName }))).toBeVisible(WAIT);
  await expect(merge).toBeHidden();
  await expect(table.getByRole('link')).toHaveCount(1, WAIT);
  await expect(table.getByRole('link', { name: goneName, exact: true })).toBeHidden();
  await openFromList(page, lang, keepName);
  await expect(detailValue(page, c.fields.phone)).toHaveText(keep.phone);
  await expect(detailValue(page, c.fields.extra_phones)).toHaveText(gone.phone);
  await expect(detailValue(page, c.fields.email)).toHaveText(keep.email);
  await expect(detailValue(page, c.fields.extra_emails)).toHaveText(gone.email);
  // The merged contact's own page is gone.
  await page.goto(`/contacts/${gone.id}`);
  await expect(page.getByText(common.empty.title, { exact: true })).toBeVisible(WAIT);
  await page.goto('/contacts');
  await expect(table).toBeVisible(WAIT);

  // Import: a file with a bad row is reported row by row, and nothing of it is imported.
  const importFile = async (file: string) => {
    await page.getByRole('button', { name: c.list.import, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: c.import.title });
    const choosing = page.waitForEvent('filechooser', WAIT);
    await dialog.getByRole('button', { name: c.import.chooseFile }).click();
    await (await choosing).setFiles(join(FIXTURES, file));
    await expect(dialog.getByText(fill(c.import.rowsFound, { file, count: 3 }), { exact: true })).toBeVisible(WAIT);
    // The columns were recognised from their (Mongolian) headers.
    await expect(dialog.getByRole('combobox', { name: `${c.import.field}: ${c.fields.phone}` })).toHaveValue('phone');
    await dialog.getByRole('button', { name: c.import.check }).click();
    return dialog;
  };
  const bad = await importFile('contacts-bad-row.csv');
  await expect(bad.getByText(fill(c.import.reportErrors, { rows: 1, count: 3 }), { exact: true })).toBeVisible(WAIT);
  const report = bad.getByRole('table', { name: c.import.reportLabel });
  const reported = report.getByRole('row').nth(1).getByRole('cell');
  // Line 3 of the file (its second data row) has a phone that is not a number.
  await expect(reported).toHaveText(['3', c.fields.phone, words(lang).errors.err_contact_phone_invalid]);
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(bad.getByRole('button', { name: fill(c.import.start, { count: 3 }) })).toBeHidden();
  await bad.getByRole('button', { name: c.import.close }).click();
  await expect(bad).toBeHidden();
  await search(page, lang, IMPORTED_SURNAME);
  await expect(page.getByText(common.empty.list, { exact: true })).toBeVisible(WAIT);

  // The corrected file imports, all three rows.
  const good = await importFile('contacts-good.csv');
  await expect(good.getByText(fill(c.import.reportOk, { count: 3 }), { exact: true })).toBeVisible(WAIT);
  await good.getByRole('button', { name: fill(c.import.start, { count: 3 }) }).click();
  await expect(good.getByText(fill(c.import.done, { count: 3 }), { exact: true })).toBeVisible(WAIT);
  await good.getByRole('button', { name: c.import.close }).click();
  await expect(table.getByRole('link')).toHaveCount(3, WAIT);
  for (const first of ['Сарнай', 'Төмөр', 'Оюун']) await expect(table.getByRole('link', { name: `${IMPORTED_SURNAME} ${first}`, exact: true })).toBeVisible();

  // Delete is refused while the contact has an open issue; once it is closed, the delete goes through.
  const created = (await (await page.request.get(`/api/contacts?q=${tag}`)).json()) as { items: { id: number }[] };
  expect(created.items).toHaveLength(1);
  const issue = await createIssueByApi(page.request, created.items[0].id, `Устгах оролдлого ${tag}`);
  await search(page, lang, tag);
  await openFromList(page, lang, name);
  await expect(page.getByText(`Устгах оролдлого ${tag}`, { exact: true })).toBeVisible(WAIT);
  await expectDeleteRefused(page, lang);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await closeIssueByApi(page.request, issue.id);
  await page.getByRole('button', { name: c.detail.delete, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.detail.deleteTitle });
  await dialog.getByRole('button', { name: words(lang).list.dialog.confirm }).click();
  await expect(toast(page, fill(c.detail.deleted, { name }))).toBeVisible(WAIT);
  await expect(page).toHaveURL(/\/contacts$/);
});

test('contacts in en: the form rules and the delete refusal are in English', async ({ page, context }) => {
  const lang: Lang = 'en';
  const { c } = words(lang);
  const tag = uniqueTag();
  try {
    await signInTo(page, lang, 'admin@demo.mn', '/contacts');
    await expect(contactsTable(page, lang)).toBeVisible(WAIT);
    const person = { first: 'Grace', last: `Walker${tag}`, phone: testPhone(), email: `grace.${tag}@e2e.mn` };
    const name = `${person.last} ${person.first}`;
    await addContactShowingRules(page, lang, person);

    await search(page, lang, tag);
    await expect(page.getByText(fill(c.list.total, { total: 1 }), { exact: true })).toBeVisible(WAIT);
    const created = (await (await page.request.get(`/api/contacts?q=${tag}`)).json()) as { items: { id: number }[] };
    const issue = await createIssueByApi(page.request, created.items[0].id, `Delete attempt ${tag}`);
    await openFromList(page, lang, name);
    await expectDeleteRefused(page, lang);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // Leave the demo data as it was: the issue closed, the contact gone.
    await closeIssueByApi(page.request, issue.id);
    expect((await page.request.delete(`/api/contacts/${created.items[0].id}`)).status()).toBe(200);
  } finally {
    await restoreSeedLanguage(context);
  }
});
