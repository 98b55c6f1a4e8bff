import { expect as baseExpect, test, type BrowserContext } from '@playwright/test';
import { conversationPane, openDemoSite, signInTo, uniqueTag } from './helpers';
import { fill, type Lang } from './text';

const lang: Lang = 'mn';
/** How long a network stays cut: long enough for the socket to notice, short enough for the test. */
const OFFLINE_MS = 4_000;

test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A customer on the demo shop and the agent in that customer's conversation, both live. */
async function openConversation(customerContext: BrowserContext, agentContext: BrowserContext, tag: string) {
  const agent = await agentContext.newPage();
  await signInTo(agent, lang, 'agent@demo.mn', '/interacts/live');
  const pane = conversationPane(agent, lang);
  const list = agent.getByRole('list', { name: pane.t.list.label });
  await expect(list).toBeVisible();
  const before = await list.getByRole('link').count();

  const customer = await customerContext.newPage();
  const widget = await openDemoSite(customer, lang);
  await widget.launcher.click();
  const hello = `Сайн байна уу ${tag}`;
  await widget.input.fill(hello);
  await widget.input.press('Enter');
  await expect(widget.row(hello)).toContainText(widget.w.sent);

  await expect(list.getByRole('link')).toHaveCount(before + 1, { timeout: 15_000 });
  await list.getByRole('link').last().click();
  await expect(pane.bubbles(hello)).toHaveCount(1);
  const contactName = (await pane.heading.textContent())!.trim();
  const take = pane.actions.getByRole('button', { name: fill(pane.t.list.takeLabel, { name: contactName }) });
  const mine = agent.getByText(fill(pane.t.header.owner, { name: 'Ганбат Тэмүүлэн' }));
  await expect(take.or(mine)).toBeVisible();
  if (await take.isVisible()) await take.click();
  await expect(mine).toBeVisible();
  return { agent, pane, customer, widget };
}

/** The texts of the bubbles carrying `tag`, top to bottom. */
async function taggedTexts(scope: ReturnType<typeof conversationPane>['log'], tag: string) {
  const all = await scope.getByTestId('bubble-text').allTextContents();
  return all.filter((s) => s.includes(tag));
}

test('messages sent while the agent is offline all arrive once, in order', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const customerContext = await browser.newContext();
  const agentContext = await browser.newContext();
  try {
    const { agent, pane, widget } = await openConversation(customerContext, agentContext, tag);

    // The agent's network drops; the console says it is reconnecting.
    await agentContext.setOffline(true);
    await expect(agent.getByText(pane.t.messages.reconnecting)).toBeVisible({ timeout: 30_000 });

    // Meanwhile the customer writes five numbered messages; the server stores each.
    const numbered = [1, 2, 3, 4, 5].map((n) => `${n}. Асуулт ${tag}`);
    for (const body of numbered) {
      await widget.input.fill(body);
      await widget.input.press('Enter');
      await expect(widget.row(body)).toContainText(widget.w.sent);
    }
    await agent.waitForTimeout(OFFLINE_MS);
    await expect(pane.bubbles(numbered[0])).toHaveCount(0);

    // The network returns: the console catches up, every message once and in order.
    await agentContext.setOffline(false);
    await expect(agent.getByText(pane.t.messages.reconnecting)).toBeHidden({ timeout: 30_000 });
    for (const body of numbered) await expect(pane.bubbles(body)).toHaveCount(1);
    expect(await taggedTexts(pane.log, tag)).toEqual([`Сайн байна уу ${tag}`, ...numbered]);

    // Live delivery still works after the catch-up, and nothing is shown twice.
    const after = `6. Дараа нь ${tag}`;
    await widget.input.fill(after);
    await widget.input.press('Enter');
    await expect(pane.bubbles(after)).toHaveCount(1);
    expect(await taggedTexts(pane.log, tag)).toEqual([`Сайн байна уу ${tag}`, ...numbered, after]);
  } finally {
    await Promise.all([customerContext.close(), agentContext.close()]);
  }
});

test('a reply written while the agent is offline waits, then reaches the customer once', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const customerContext = await browser.newContext();
  const agentContext = await browser.newContext();
  try {
    const { agent, pane, widget } = await openConversation(customerContext, agentContext, tag);
    const status = pane.t.bubble.status;

    // Sent the moment the network drops, before the socket may have noticed: whether it went into
    // the dead socket's buffer or waited in the outbox, it must arrive once.
    await agentContext.setOffline(true);
    const reply = `Хариулт ${tag}`;
    await pane.composer.fill(reply);
    await pane.composer.press('Enter');
    await expect(agent.getByText(pane.t.messages.reconnecting)).toBeVisible({ timeout: 30_000 });
    // Not delivered: it says so (Sending, then Retry once the wait for the server runs out).
    await expect(pane.message(reply)).toContainText(new RegExp(`${status.sending}|${status.retry}`));
    await agent.waitForTimeout(OFFLINE_MS);
    await expect(widget.bubbles(reply)).toHaveCount(0);

    await agentContext.setOffline(false);
    await expect(agent.getByText(pane.t.messages.reconnecting)).toBeHidden({ timeout: 30_000 });
    // A message still Sending goes by itself; one showing Retry is sent again by the agent.
    const retry = pane.message(reply).getByRole('button', { name: pane.t.bubble.retryLabel });
    const delivered = pane.message(reply).getByText(new RegExp(`^(${status.sent}|${status.seen})$`));
    await expect(retry.or(delivered)).toBeVisible({ timeout: 20_000 });
    if (await retry.isVisible()) await retry.click();
    await expect(delivered).toBeVisible({ timeout: 20_000 });

    await expect(widget.bubbles(reply)).toHaveCount(1);
    await expect(pane.bubbles(reply)).toHaveCount(1);
    // After a reload both sides still show it exactly once (it was stored once).
    await agent.reload();
    await expect(pane.bubbles(reply)).toHaveCount(1);
    await widget.log.page().reload();
    await widget.launcher.click();
    await expect(widget.bubbles(reply)).toHaveCount(1);
  } finally {
    await Promise.all([customerContext.close(), agentContext.close()]);
  }
});
