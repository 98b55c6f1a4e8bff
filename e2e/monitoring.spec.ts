import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { conversationPane, openDemoSite, restoreSeedLanguage, signInTo, uniqueTag } from './helpers';
import { fill, text, type Lang } from './text';

const monitoringText = (lang: Lang) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'monitoring.json'), 'utf8'));
const AGENT = { email: 'agent@demo.mn' };

test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A tile's big number, as digits (the tile formats it in the screen's language). */
const valueOf = async (tile: Locator) => Number(((await tile.locator('[data-part="value"]').textContent()) ?? '').replace(/\D/g, ''));
/** "N answered / M offered": the answered count. */
const answeredOf = async (tile: Locator) => Number(/\d+/.exec((await tile.locator('[data-part="detail"]').textContent()) ?? '')?.[0] ?? NaN);

/**
 * The wall screen, once per language: a screen signed in as the demo's guest (it may watch, it
 * takes no chats) sees a visitor's chat arrive and an agent take and answer it, without a reload.
 */
for (const lang of ['mn', 'en'] as Lang[]) {
  test(`the wall screen follows a chat from the widget to an answer, in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const m = monitoringText(lang);
    const ti = text(lang).interactions;
    const tag = uniqueTag();
    const question = lang === 'mn' ? `Хүргэлт хэд хоног вэ? ${tag}` : `How long is delivery? ${tag}`;
    const answer = lang === 'mn' ? `Хоёр хоног. ${tag}` : `Two days. ${tag}`;
    const screenContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const agentContext = await browser.newContext();
    const customerContext = await browser.newContext();
    try {
      const wall = await screenContext.newPage();
      await signInTo(wall, lang, 'guest@demo.mn', '/monitoring');
      await expect(wall.getByTestId('monitoring-connection')).toHaveText(m.connection.live);
      const byChannel = wall.getByTestId('tile-by-channel');
      const serviceLevel = wall.getByTestId('tile-service-level');
      await expect(byChannel).toBeVisible();
      const chatsBefore = await valueOf(byChannel);
      const answeredBefore = await answeredOf(serviceLevel);

      // The agent is at work before the customer writes.
      const agent = await agentContext.newPage();
      await signInTo(agent, lang, AGENT.email, '/interacts/live');
      const agentRow = wall.getByTestId('monitoring-agents').locator('tr', { hasText: 'Ганбат Тэмүүлэн' });
      await expect(agentRow).toHaveAttribute('data-state', /online|in_chat/);

      // A visitor writes on the demo shop: today's chats go up on the screen.
      const customer = await customerContext.newPage();
      const widget = await openDemoSite(customer, lang);
      await widget.launcher.click();
      await widget.input.fill(question);
      await widget.input.press('Enter');
      await expect(widget.bubbles(question)).toHaveCount(1);
      await expect.poll(() => valueOf(byChannel)).toBe(chatsBefore + 1);

      // The agent opens it (taking it if it waited) and answers: the screen counts it answered.
      const list = agent.getByRole('list', { name: ti.list.label });
      await list.getByRole('link').last().click();
      const pane = conversationPane(agent, lang);
      await expect(pane.bubbles(question)).toHaveCount(1);
      const contactName = (await pane.heading.textContent())!.trim();
      const take = pane.actions.getByRole('button', { name: fill(ti.list.takeLabel, { name: contactName }) });
      const owner = agent.getByText(fill(ti.header.owner, { name: 'Ганбат Тэмүүлэн' }));
      await expect(take.or(owner)).toBeVisible();
      if (await take.isVisible()) await take.click();
      await expect(owner).toBeVisible();
      await expect(agentRow).toHaveAttribute('data-state', 'in_chat');
      await pane.composer.fill(answer);
      await pane.composer.press('Enter');
      await expect(widget.bubbles(answer)).toHaveCount(1);
      await expect.poll(() => answeredOf(serviceLevel)).toBe(answeredBefore + 1);
      // All of it live: the screen never reloaded and still says so.
      await expect(wall.getByTestId('monitoring-connection')).toHaveText(m.connection.live);
    } finally {
      await restoreSeedLanguage(screenContext);
      await restoreSeedLanguage(agentContext);
      await Promise.all([screenContext.close(), agentContext.close(), customerContext.close()]);
    }
  });
}

/** A kiosk link opens the wall screen on a TV with no session, and nothing else; revoked, it goes dark. */
test('a kiosk link opens the wall screen and nothing else', async ({ browser }) => {
  test.setTimeout(90_000);
  const m = monitoringText('mn');
  const c = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'company.json'), 'utf8'));
  const list = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'list.json'), 'utf8'));
  const adminContext = await browser.newContext();
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    // The admin makes the link under Settings → Our company (the wall screen only points there).
    const admin = await adminContext.newPage();
    await signInTo(admin, 'mn', 'admin@demo.mn', '/settings/our_company');
    const section = admin.getByRole('region', { name: c.screens.title });
    const name = `Lobby ${uniqueTag()}`;
    await section.getByLabel(c.screens.name).fill(name);
    await section.getByRole('button', { name: c.screens.create }).click();
    const link = ((await section.getByTestId('screen-link').textContent()) ?? '').trim();
    const token = new URL(link).searchParams.get('screen')!;
    expect(token.length).toBeGreaterThan(10);

    const tv = await tvContext.newPage();
    await tv.goto(`/monitoring?screen=${encodeURIComponent(token)}`);
    await expect(tv).toHaveURL(/\/monitoring\/screen\?screen=/);
    await expect(tv.getByTestId('monitoring-connection')).toHaveText(m.connection.live);
    await expect(tv.getByTestId('monitoring-agents')).toContainText('Ганбат Тэмүүлэн');
    // No menu, and no other page: the token is no session.
    await expect(tv.getByRole('navigation')).toHaveCount(0);
    await tv.goto('/interacts/live');
    await expect(tv).toHaveURL(/\/pub\/login/);
    expect((await tv.request.get('/api/monitoring/snapshot')).status()).toBe(401);

    // Revoked: the open screen says its link no longer works.
    await tv.goto(`/monitoring?screen=${encodeURIComponent(token)}`);
    await expect(tv.getByTestId('monitoring-connection')).toHaveText(m.connection.live);
    await section.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: c.screens.revoke }).click();
    await admin.getByRole('dialog').getByRole('button', { name: list.dialog.confirm }).click();
    await expect(section.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await expect(tv.getByText(m.connection.invalidLink)).toBeVisible();
  } finally {
    await restoreSeedLanguage(adminContext);
    await Promise.all([adminContext.close(), tvContext.close()]);
  }
});
