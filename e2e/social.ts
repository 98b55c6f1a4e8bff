import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { conversationPane } from './helpers';
import { fill, text, type Lang } from './text';

/** The words of the channel screens (locales/<lang>/channels.json). */
export const channelsText = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'channels.json'), 'utf8'));

/** Where this worker's server is, as the fakes post to it. */
export const serverOrigin = (page: Page) => new URL(page.url()).origin;

/**
 * In the connect result dialog: the webhook address (and Messenger's verify token) shown to copy,
 * and the channel id the address names.
 */
export async function readConnectResult(page: Page, lang: Lang) {
  const c = channelsText(lang);
  const dialog = page.getByRole('dialog', { name: c.social.result.title });
  await expect(dialog).toBeVisible();
  const webhookUrl = await dialog.getByRole('textbox', { name: c.social.result.webhookUrl }).inputValue();
  const channelId = Number(/\/hooks\/\w+\/(\d+)$/.exec(webhookUrl)?.[1]);
  return { dialog, webhookUrl, channelId };
}

/**
 * The agent's live list gets one more conversation; the agent opens it and owns it (routed to them,
 * or taken from the queue), and sees `first` in it.
 */
export async function openArrived(agent: Page, lang: Lang, before: number, first: string, fullName: string) {
  const ti = text(lang).interactions;
  const list = agent.getByRole('list', { name: ti.list.label });
  await expect(list.getByRole('link')).toHaveCount(before + 1);
  await list.getByRole('link').last().click();
  const pane = conversationPane(agent, lang);
  await expect(pane.bubbles(first)).toHaveCount(1);
  const contactName = (await pane.heading.textContent())!.trim();
  const take = pane.actions.getByRole('button', { name: fill(ti.list.takeLabel, { name: contactName }) });
  const owner = agent.getByText(fill(ti.header.owner, { name: fullName }));
  await expect(take.or(owner)).toBeVisible();
  if (await take.isVisible()) await take.click();
  await expect(owner).toBeVisible();
  return { pane, contactName };
}
