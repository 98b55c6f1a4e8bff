import { expect as baseExpect, test, type Page } from '@playwright/test';
import { conversationPane, openDemoSite, restoreSeedLanguage, signInTo, toast, uniqueTag } from './helpers';
import { fill, text, type Lang } from './text';

// Demo LLC's people (server/seed/demo.ts): what the customer and colleagues see of them.
const AGENT = { email: 'agent@demo.mn', firstName: 'Тэмүүлэн', fullName: 'Ганбат Тэмүүлэн' };
const MANAGER = { email: 'manager@demo.mn', fullName: 'Дорж Сараа' };

/** Every rating link the widget's socket brought (the signed /servicerate link of the conversation). */
function watchRatingLinks(page: Page): string[] {
  const links: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const found = /"rating_url":"([^"]+)"/.exec(String(payload));
      if (found) links.push(JSON.parse(`"${found[1]}"`) as string);
    }),
  );
  return links;
}

/**
 * The heart of the product, once per language: a customer on the demo shop writes in the widget,
 * an agent sees the conversation arrive live, answers, both see each other typing, the agent
 * escalates to the manager, who closes it and asks for a rating; the customer rates (in the
 * widget in Mongolian, on /servicerate through the signed link in English), and the rating shows
 * in the closed interactions.
 */
// A slow machine may take a while for one step; no step may hang until the test's own timeout.
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

for (const lang of ['mn', 'en'] as Lang[]) {
  test(`a live conversation from the widget to the closed list, in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = text(lang);
    const ti = t.interactions;
    const tag = uniqueTag();
    const question = lang === 'mn' ? `Ноолууран ороолт байгаа юу? ${tag}` : `Do you have cashmere scarves? ${tag}`;
    const answer = lang === 'mn' ? `Тийм, 89,000₮. ${tag}` : `Yes, 89,000₮. ${tag}`;
    const subject = lang === 'mn' ? `Ороолтын асуулт ${tag}` : `Scarf question ${tag}`;

    const customerContext = await browser.newContext();
    const agentContext = await browser.newContext();
    const managerContext = await browser.newContext();
    try {
      // The agent is at work in the live view before the customer writes.
      const agent = await agentContext.newPage();
      await signInTo(agent, lang, AGENT.email, '/interacts/live');
      const list = agent.getByRole('list', { name: ti.list.label });
      await expect(list).toBeVisible();
      const before = await list.getByRole('link').count();

      // The customer opens the chat on the shop and writes.
      const customer = await customerContext.newPage();
      const ratingLinks = watchRatingLinks(customer);
      const widget = await openDemoSite(customer, lang);
      await widget.launcher.click();
      await expect(widget.panel).toBeVisible();
      await expect(widget.panel.getByRole('heading', { name: lang === 'mn' ? 'Демо ХХК' : 'Demo LLC' })).toBeVisible();
      await expect(widget.panel.getByText(lang === 'mn' ? 'Сайн байна уу! Танд юугаар туслах вэ?' : 'Hello! How can we help you?')).toBeVisible();
      await widget.input.fill(question);
      await widget.input.press('Enter');
      await expect(widget.bubbles(question)).toHaveCount(1);
      await expect(widget.row(question)).toContainText(widget.w.sent);

      // It arrives at the end of the agent's list without a reload; the agent opens it.
      await expect(list.getByRole('link')).toHaveCount(before + 1);
      await list.getByRole('link').last().click();
      await expect(agent).toHaveURL(/\/interacts\/live\/conversation\/\d+$/);
      const pane = conversationPane(agent, lang);
      await expect(pane.bubbles(question)).toHaveCount(1);
      const contactName = (await pane.heading.textContent())!.trim();
      expect(contactName).toMatch(new RegExp(fill(ti.visitor, { id: '\\d+' })));

      // Routed to the agent, or waiting in the queue (their seats may be full): take it then.
      const take = pane.actions.getByRole('button', { name: fill(ti.list.takeLabel, { name: contactName }) });
      const owner = agent.getByText(fill(ti.header.owner, { name: AGENT.fullName }));
      await expect(take.or(owner)).toBeVisible();
      if (await take.isVisible()) await take.click();
      await expect(owner).toBeVisible();

      // The agent has read it: the customer's message turns Seen.
      await expect(widget.row(question)).toContainText(widget.w.seen);

      // Customer types → the agent sees it; the agent types → the customer sees who.
      await widget.input.pressSequentially('Бас', { delay: 50 });
      await expect(agent.getByText(ti.messages.customerTyping)).toBeVisible();
      await widget.input.fill('');
      await pane.composer.pressSequentially(answer.slice(0, 6), { delay: 50 });
      await expect(widget.typing(AGENT.firstName)).toBeVisible();

      // The reply reaches the customer with the agent's name; the customer has it open, so it is Seen.
      await pane.composer.fill(answer);
      await pane.composer.press('Enter');
      await expect(pane.bubbles(answer)).toHaveCount(1);
      await expect(widget.bubbles(answer)).toHaveCount(1);
      await expect(widget.row(answer)).toContainText(AGENT.firstName);
      await expect(widget.typing(AGENT.firstName)).toBeHidden();
      await expect(pane.message(answer)).toContainText(ti.bubble.status.seen);

      // Escalate to the manager: the dialog offers the colleagues, and the agent sees the success.
      await pane.actions.getByRole('button', { name: ti.actions.escalate }).click();
      const escalate = agent.getByRole('dialog', { name: ti.escalate.title });
      const colleagues = escalate.getByRole('radiogroup', { name: ti.escalate.choose });
      await expect(colleagues.getByRole('radio', { name: 'Бат Болд' })).toBeVisible();
      await expect(colleagues.getByRole('radio', { name: AGENT.fullName })).toHaveCount(0);
      await expect(escalate.getByRole('button', { name: ti.escalate.submit })).toBeDisabled();
      await colleagues.getByRole('radio', { name: MANAGER.fullName }).check();
      await escalate.getByRole('button', { name: ti.escalate.submit }).click();
      await expect(toast(agent, fill(ti.escalate.success, { name: MANAGER.fullName }))).toBeVisible();
      await expect(escalate).toBeHidden();
      await expect(agent.getByText(fill(ti.header.owner, { name: MANAGER.fullName }))).toBeVisible();

      // The manager finds it among their own, closes it with a subject and asks for a rating.
      const manager = await managerContext.newPage();
      await signInTo(manager, lang, MANAGER.email, '/interacts/live');
      await manager.getByRole('tab', { name: ti.list.tabs.mine }).click();
      await manager
        .getByRole('list', { name: ti.list.label })
        .getByRole('link', { name: new RegExp(`${contactName}(?!\\d)`) })
        .click();
      const managerPane = conversationPane(manager, lang);
      await expect(managerPane.bubbles(question)).toHaveCount(1);
      await expect(managerPane.bubbles(answer)).toHaveCount(1);
      await managerPane.actions.getByRole('button', { name: ti.actions.close }).click();
      const close = manager.getByRole('dialog', { name: ti.close.title });
      await close.getByRole('textbox', { name: ti.close.subject }).fill(subject);
      await close.getByRole('button', { name: ti.close.submit }).click();
      await expect(toast(manager, ti.close.success)).toBeVisible();
      await expect(managerPane.composer).toBeDisabled();
      await expect(widget.panel.getByText(widget.w.ended)).toBeVisible();
      await managerPane.actions.getByRole('button', { name: ti.actions.requestRating }).click();
      await expect(toast(manager, ti.rating.success)).toBeVisible();

      // The customer is asked for a rating in the widget.
      const stars = widget.panel.getByRole('group', { name: widget.w.rate });
      await expect(stars).toBeVisible();
      let comment = '';
      if (lang === 'mn') {
        await stars.getByRole('button', { name: fill(widget.w.star, { n: 4 }) }).click();
        await expect(widget.panel.getByText(widget.w.thanks)).toBeVisible();
      } else {
        // …or follows the signed link the widget was given to the rating page, without signing in.
        await expect.poll(() => ratingLinks.length).toBeGreaterThan(0);
        const link = ratingLinks[ratingLinks.length - 1];
        expect(link).toMatch(/\/servicerate\?t=/);
        const rate = await customerContext.newPage();
        await rate.goto(link);
        const ts = t.servicerate;
        await expect(rate.getByRole('region', { name: ts.title })).toBeVisible();
        await expect(rate.getByText(fill(ts.agent, { agent: MANAGER.fullName.split(' ')[1] }), { exact: false })).toBeVisible();
        await rate.getByRole('radio', { name: fill(ts.star_other, { count: 4 }) }).check();
        comment = `Quick and friendly ${tag}`;
        await rate.getByRole('textbox', { name: ts.comment }).fill(comment);
        await rate.getByRole('button', { name: ts.submit }).click();
        await expect(rate.getByRole('status')).toContainText(ts.thanks);
        // A signed link rates once; the widget, still open on the shop, thanks the customer too.
        await rate.reload();
        await expect(rate.getByRole('status')).toContainText(ts.alreadyRated);
        await expect(widget.panel.getByText(widget.w.thanks)).toBeVisible();
        await expect(stars).toBeHidden();
      }

      // The manager finds it among the closed interactions, with its rating.
      await manager.getByRole('navigation', { name: t.common.header.mainMenu }).getByRole('link', { name: t.menu.interacts_hist, exact: true }).click();
      await expect(manager).toHaveURL(/\/interacts\/hist/);
      const th = t.history;
      const row = manager.getByRole('table', { name: th.table.label }).getByRole('row').filter({ hasText: subject });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('img', { name: fill(th.rating.label, { rating: 4, max: 5 }) })).toBeVisible();
      await row.getByRole('button', { name: fill(th.open, { subject }) }).click();
      const detail = manager.getByRole('complementary', { name: th.detail.label });
      await expect(detail.getByRole('img', { name: fill(th.rating.label, { rating: 4, max: 5 }) })).toBeVisible();
      await expect(detail.getByText(question)).toBeVisible();
      await expect(detail.getByText(answer)).toBeVisible();
      if (comment) await expect(detail.getByText(comment)).toBeVisible();
    } finally {
      if (lang !== 'mn') await Promise.all([restoreSeedLanguage(agentContext), restoreSeedLanguage(managerContext)]);
      await Promise.all([customerContext.close(), agentContext.close(), managerContext.close()]);
    }
  });
}
