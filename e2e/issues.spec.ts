import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createContactByApi, restoreSeedLanguage, signInTo, testPhone, toast, uniqueTag } from './helpers';
import { fill, recordsText, text, type Lang } from './text';

// A busy two-core machine: give every wait room, and each test a generous ceiling.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });
const WAIT = { timeout: 15_000 };
const expect = baseExpect.configure(WAIT);

const ONE_MB = 1024 * 1024;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A short duration as the list and the detail write it ('12 сек', '1 мин 5 сек' / '12s', '1m 5s'). */
function shortDuration(lang: Lang) {
  const d = recordsText(lang).list.duration as Record<string, string>;
  const unit = (key: string) => escape(d[key]).replace(escape('{{n}}'), '\\d+');
  return new RegExp(`^(?:${unit('minutes')}(?: ${unit('seconds')})?|${unit('seconds')})$`);
}

/** The detail's value beside a label (a dt and its dd). */
const detailValue = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escape(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const lang of ['mn', 'en'] as const) {
  test(`an issue in ${lang}: created (status and priority must be chosen), commented, a file attached and one too large refused, closed with a reason and a duration`, async ({
    page,
    context,
  }) => {
    const { issues: t } = recordsText(lang);
    const { errors } = text(lang);
    const tag = uniqueTag();
    const issueName = lang === 'mn' ? `Захиалга ирээгүй ${tag}` : `Order never arrived ${tag}`;
    try {
      await signInTo(page, lang, 'admin@demo.mn', '/issues');
      await expect(page.getByRole('table', { name: t.list.tableLabel })).toBeVisible();
      const contact = await createContactByApi(page.request, { first_name: 'Номин', last_name: `Асуудалт${tag}`, phone: testPhone() });
      const contactName = `${contact.last_name} ${contact.first_name}`;

      // The form: name, contact, channel and platform, but no status or priority yet.
      await page.getByRole('button', { name: t.list.add, exact: true }).click();
      const form = page.getByRole('dialog', { name: t.form.addTitle });
      await form.getByRole('textbox', { name: t.fields.name }).fill(issueName);
      const picker = form.getByRole('combobox', { name: t.form.contactSearch });
      // Typed as a person types: the list of matches opens on key presses.
      await picker.pressSequentially(contact.last_name);
      await page.getByRole('option', { name: contactName, exact: true }).click();
      await expect(picker).toHaveValue(contactName);
      await form.getByRole('combobox', { name: t.fields.channel }).selectOption({ label: 'Demo LLC web chat' });
      await form.getByRole('combobox', { name: t.fields.platform }).selectOption({ label: t.platform.web_chat });
      await form.getByRole('button', { name: t.form.save }).click();
      await expect(form.getByText(errors.err_issue_status_invalid, { exact: true })).toBeVisible();
      await expect(form.getByText(errors.err_issue_priority_invalid, { exact: true })).toBeVisible();
      await expect(form).toBeVisible();
      await form.getByRole('combobox', { name: t.fields.status }).selectOption({ label: t.status.open });
      await form.getByRole('combobox', { name: t.fields.priority }).selectOption({ label: t.priority.high });
      await expect(form.getByText(errors.err_issue_status_invalid, { exact: true })).toBeHidden();
      await expect(form.getByText(errors.err_issue_priority_invalid, { exact: true })).toBeHidden();
      await form.getByRole('button', { name: t.form.save }).click();
      await expect(toast(page, fill(t.form.created, { name: issueName }))).toBeVisible();
      await expect(form).toBeHidden();

      // The new issue opens in the detail panel.
      const drawer = page.getByRole('dialog', { name: new RegExp(`${escape(issueName)}$`) });
      await expect(drawer).toBeVisible();
      await expect(detailValue(page, t.fields.status)).toHaveText(t.status.open);
      await expect(detailValue(page, t.fields.priority)).toHaveText(t.priority.high);
      await expect(detailValue(page, t.fields.contact)).toHaveText(contactName);
      await expect(detailValue(page, t.fields.duration)).toContainText(fill(t.detail.running, { duration: '' }).trim());

      // A comment.
      const comment = lang === 'mn' ? `Харилцагч руу залгасан ${tag}` : `Called the customer ${tag}`;
      await drawer.getByRole('textbox', { name: t.comments.label }).fill(comment);
      await drawer.getByRole('button', { name: t.comments.add, exact: true }).click();
      await expect(drawer.getByRole('list', { name: t.comments.thread }).getByText(comment, { exact: true })).toBeVisible();
      await expect(drawer.getByRole('textbox', { name: t.comments.label })).toHaveValue('');

      // A small file is attached; one over 1 MB is refused with the limit in the message.
      const attach = async (name: string, size: number) => {
        const choosing = page.waitForEvent('filechooser', WAIT);
        await drawer.getByRole('button', { name: t.attachments.upload }).click();
        await (await choosing).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.alloc(size, 'a') });
      };
      await attach('receipt.txt', 2048);
      await expect(toast(page, fill(t.attachments.uploaded, { name: 'receipt.txt' }))).toBeVisible();
      const files = drawer.getByRole('list', { name: t.attachments.list });
      await expect(files.getByRole('link', { name: fill(t.attachments.download, { name: 'receipt.txt' }) })).toBeVisible();
      await expect(files.getByText('2 KB', { exact: true })).toBeVisible();
      await attach('scan.txt', ONE_MB + 1);
      await expect(drawer.getByText(fill(t.attachments.tooLarge, { name: 'scan.txt', max: 1 }), { exact: true })).toBeVisible();
      await expect(files.getByRole('listitem')).toHaveCount(1);
      // The server holds the same line for a client that skips the console's check.
      const issueId = Number(new URL(page.url()).searchParams.get('issue'));
      const tooLarge = await page.request.post(`/api/issues/${issueId}/attachments`, {
        data: { name: 'scan.txt', mime: 'text/plain', data: Buffer.alloc(ONE_MB + 1, 'a').toString('base64') },
      });
      expect(tooLarge.status()).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ code: 'err_issue_attachment_too_large', message: fill(errors.err_issue_attachment_too_large, { max_mb: 1 }) });

      // Close: a reason is required, then the issue shows as closed with how long it took.
      await drawer.getByRole('button', { name: t.detail.close, exact: true }).click();
      const closing = page.getByRole('dialog', { name: t.close.title });
      await closing.getByRole('button', { name: t.close.confirm, exact: true }).click();
      await expect(closing.getByText(errors.err_issue_reason_empty, { exact: true })).toBeVisible();
      const reason = 'Шийдвэрлэсэн'; // a reason of the seed (company data, in Mongolian in both languages)
      await closing.getByRole('combobox', { name: t.close.reason }).selectOption({ label: reason });
      await closing.getByRole('button', { name: t.close.confirm, exact: true }).click();
      await expect(toast(page, fill(t.detail.closed, { name: issueName }))).toBeVisible();
      await expect(closing).toBeHidden();
      await expect(detailValue(page, t.fields.status)).toHaveText(t.status.closed);
      await expect(detailValue(page, t.fields.reason)).toHaveText(reason);
      await expect(detailValue(page, t.fields.duration)).toHaveText(shortDuration(lang));
      await expect(drawer.getByRole('button', { name: t.detail.close, exact: true })).toBeHidden();
      await expect(drawer.getByRole('button', { name: t.attachments.upload })).toBeHidden();

      // In the list too: closed, with its duration.
      await drawer.getByRole('button', { name: t.detail.closeDrawer }).click();
      await expect(drawer).toBeHidden();
      await page.getByRole('searchbox', { name: t.list.search }).fill(tag);
      const row = page.getByRole('row', { name: fill(t.list.openRow, { name: issueName }) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').nth(3)).toHaveText(t.status.closed);
      await expect(row.getByRole('cell').nth(8)).toHaveText(shortDuration(lang));
      await expect(page.getByText(fill(t.list.total, { total: 1 }), { exact: true })).toBeVisible();
    } finally {
      if (lang !== 'mn') await restoreSeedLanguage(context);
    }
  });
}
