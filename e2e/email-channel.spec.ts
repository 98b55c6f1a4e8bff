import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { startMailServers, type MailServers } from '../tests/server/mail-servers';
import { conversationPane, signInTo, uniqueTag } from './helpers';
import { text } from './text';

// This channel's own ports (3221-3229): a real Dovecot and the SMTP server delivering into it.
const IMAP_PORT = 3227;
const SMTP_PORT = 3228;
const SUPPORT = { user: `support@e2e.test`, password: 'E2e-mailbox-pass-5' };
const CUSTOMER = { user: 'dorj@customer.test', password: 'E2e-customer-pass-5' };
const em = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'email.json'), 'utf8'));

test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let mail: MailServers;
test.beforeAll(async () => {
  mail = await startMailServers([SUPPORT, CUSTOMER], IMAP_PORT, SMTP_PORT);
});
test.afterAll(async () => {
  await mail?.stop();
});

/**
 * An admin connects a mailbox on /settings/email (the server tests it against the real Dovecot),
 * then a customer's mail shows in the live list without a reload and opens with its quoted
 * history folded.
 */
test('a mail to the connected mailbox arrives in the live list without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const t = text('mn');
  const tag = uniqueTag();
  await signInTo(page, 'mn', 'admin@demo.mn', '/settings/email');
  await page.getByRole('button', { name: em.add }).click();
  const dialog = page.getByRole('dialog', { name: em.addTitle });
  await dialog.getByRole('combobox', { name: em.preset }).selectOption('imap');
  const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
  await field(em.fields.name).fill(`Тусламж ${tag}`);
  await dialog.getByRole('textbox', { name: em.fields.description }).fill('Тусламжийн и-мэйл');
  await field(em.fields.address).fill(SUPPORT.user);
  await dialog.getByLabel(new RegExp(`^${em.fields.password}`)).fill(SUPPORT.password);
  await field(em.fields.imap_host).fill('127.0.0.1');
  await field(em.fields.smtp_host).fill('127.0.0.1');
  const ports = dialog.getByRole('spinbutton', { name: em.fields.port });
  await ports.nth(0).fill(String(IMAP_PORT));
  await ports.nth(1).fill(String(SMTP_PORT));
  const security = dialog.getByRole('combobox', { name: em.fields.security });
  await security.nth(0).selectOption('none');
  await security.nth(1).selectOption('none');
  await dialog.getByRole('button', { name: em.testAndSave }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: SUPPORT.user });
  await expect(row).toBeVisible();
  // The page looks again by itself: the mailbox is being read.
  await expect(row.getByText(em.state.ok)).toBeVisible({ timeout: 30_000 });

  await page.goto('/interacts/live');
  const list = page.getByRole('list', { name: t.interactions.list.label });
  await expect(list).toBeVisible();
  const before = await list.getByRole('link').count();

  const body = `Захиалга хаана явна? ${tag}`;
  await nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true }).sendMail({
    from: { name: 'Дорж Бат', address: CUSTOMER.user },
    to: SUPPORT.user,
    subject: `Захиалга ${tag}`,
    text: `${body}\n\nOn Mon, Shop wrote:\n> Таны захиалга бүртгэгдлээ.\n`,
  });

  await expect(list.getByRole('link')).toHaveCount(before + 1);
  await list.getByRole('link').filter({ hasText: 'Дорж Бат' }).last().click();
  const pane = conversationPane(page, 'mn');
  await expect(pane.bubbles(body)).toHaveCount(1);
  await expect(pane.log.getByText('Таны захиалга бүртгэгдлээ.')).toHaveCount(0);
  await pane.log.getByRole('button', { name: em.showQuoted }).click();
  await expect(pane.log.getByText(/Таны захиалга бүртгэгдлээ\./)).toBeVisible();

  // The agent attaches a file to the reply: it goes to the customer as a part of the mail.
  await page
    .locator(`input[type="file"][aria-label="${t.interactions.composer.attach}"]`)
    .setInputFiles({ name: `нэхэмжлэх-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Нэхэмжлэх ${tag}`) });
  await expect(page.getByLabel(t.interactions.composer.files).getByText(`нэхэмжлэх-${tag}.txt`)).toBeVisible();
  const reply = `Нэхэмжлэхийг хавсаргав ${tag}`;
  await page.getByRole('combobox', { name: t.interactions.composer.label }).fill(reply);
  await page.getByRole('button', { name: t.interactions.composer.send, exact: true }).click();
  await expect(pane.log.getByRole('link', { name: new RegExp(`нэхэмжлэх-${tag}`) })).toBeVisible();
  await expect(async () => {
    const c = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: CUSTOMER.user, pass: CUSTOMER.password }, logger: false });
    await c.connect();
    const lock = await c.getMailboxLock('INBOX');
    const files: string[] = [];
    try {
      if (c.mailbox && c.mailbox.exists)
        for await (const m of c.fetch('1:*', { source: true }))
          files.push(...(await simpleParser(m.source!)).attachments.map((a) => `${a.filename}:${a.content.toString()}`));
    } finally {
      lock.release();
      await c.logout();
    }
    baseExpect(files).toContain(`нэхэмжлэх-${tag}.txt:Нэхэмжлэх ${tag}`);
  }).toPass({ timeout: 20_000 });
});
