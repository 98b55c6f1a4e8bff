import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conversationPane, openDemoSite, signInTo, uniqueTag } from './helpers';
import { fill, text } from './text';

/**
 * The demo's virtual agent (server/seed/demo-agents.ts; seeded switched off here, DEMO_BOT=0):
 * the admin switches it on for the demo web chat on /settings/virtualagents, a visitor on the demo
 * shop asks and gets the Q&A's answer; two questions it cannot answer hand the chat over to a
 * person, who sees the whole transcript and the agent's one-line summary. Switched off again after.
 */
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const agents = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'agents.json'), 'utf8'));
const list = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'list.json'), 'utf8'));
const CHANNEL = 'Demo LLC web chat';
const BOT = 'Туслах';

/** The admin's switch of the demo agent on the demo web chat, turned to `on` with the confirmation. */
async function switchBot(admin: Page, on: boolean) {
  const card = admin.getByRole('group', { name: BOT });
  const toggle = card.getByRole('switch', { name: CHANNEL });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === on) return;
  await toggle.click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText(fill(on ? agents.confirmOn : agents.confirmOff, { agent: BOT, channel: CHANNEL }))).toBeVisible();
  await dialog.getByRole('button', { name: list.dialog.confirm }).click();
  await expect(toggle).toBeChecked({ checked: on });
}

test('a visitor asks on the demo site, the virtual agent answers from Q&A; two misses hand over to a person who sees the transcript', async ({ browser }) => {
  test.setTimeout(150_000);
  const t = text('mn');
  const ti = t.interactions;
  const tag = uniqueTag();
  const adminContext = await browser.newContext();
  const agentContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInTo(admin, 'mn', 'admin@demo.mn', '/settings/virtualagents');
    await expect(admin.getByRole('heading', { name: t.menu.settings_items.virtualagents })).toBeVisible();
    await expect(admin.getByText(agents.primary, { exact: true })).toBeVisible();
    // The primary agent cannot be fired: its button is disabled.
    await expect(admin.getByRole('button', { name: fill(agents.fireNamed, { name: BOT }) })).toBeDisabled();
    await switchBot(admin, true);

    const person = await agentContext.newPage();
    await signInTo(person, 'mn', 'agent@demo.mn', '/interacts/live');
    const chats = person.getByRole('list', { name: ti.list.label });
    await expect(chats).toBeVisible();
    const before = await chats.getByRole('link').count();

    const customer = await customerContext.newPage();
    const widget = await openDemoSite(customer, 'mn');
    await widget.launcher.click();
    await expect(widget.panel).toBeVisible();
    const ask = async (body: string) => {
      await widget.input.fill(body);
      await widget.input.press('Enter');
      await expect(widget.bubbles(body)).toHaveCount(1);
    };
    await ask('Хүргэлт хэдэн цагт ирэх вэ?');
    await expect(widget.bubbles('Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.')).toHaveCount(1);

    const first = `Сансрын хөлөг хэзээ нисэх вэ ${tag}`;
    await ask(first);
    await expect(widget.bubbles(agents.bot.not_understood)).toHaveCount(1);
    const second = `Таны нохой ямар өнгөтэй вэ ${tag}`;
    await ask(second);
    await expect(widget.bubbles(agents.bot.handover)).toHaveCount(1);

    // The person gets it (routed, or waiting in the queue to take), with the whole transcript and the summary.
    await expect(chats.getByRole('link')).toHaveCount(before + 1);
    await chats.getByRole('link').last().click();
    const pane = conversationPane(person, 'mn');
    for (const body of [
      'Хүргэлт хэдэн цагт ирэх вэ?',
      'Улаанбаатар хотод 24 цагийн дотор үнэгүй хүргэнэ.',
      first,
      agents.bot.not_understood,
      second,
      agents.bot.handover,
    ])
      await expect(pane.bubbles(body)).toHaveCount(1);
    const note = person.getByRole('note');
    await expect(note).toContainText(fill(ti.bot.title, { agent: BOT }));
    await expect(note).toContainText(ti.bot.reasons.failures);
    await expect(note).toContainText(second);
  } finally {
    // Other specs on this server expect a person to take the demo chat.
    await switchBot(admin, false).catch(() => undefined);
    await Promise.all([adminContext.close(), agentContext.close(), customerContext.close()]);
  }
});
