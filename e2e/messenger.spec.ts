import { expect as baseExpect, test } from '@playwright/test';
import { GRAPH_ERRORS, postMessengerWebhook, messengerTextEvent, startGraphFake } from '../tests/fakes/graph-api';
import { signInTo, toast, uniqueTag } from './helpers';
import { channelsText, openArrived, readConnectResult, serverOrigin } from './social';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fill, text } from './text';

const LIST = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'mn', 'list.json'), 'utf8'));

const AGENT = { email: 'agent@demo.mn', fullName: 'Ганбат Тэмүүлэн' };
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Messenger end to end, against the fake Graph API this worker's server is pointed at: the admin
 * connects a page in /settings/social; a message Facebook would post (signed) shows in the agent's
 * live list without a reload; the agent's reply reaches the Send API for the right PSID under the
 * window rule, turns Sent, then Seen on the read receipt; a refused send is Retry with the reason,
 * and a retry sends it.
 */
test('a Messenger page: connect, receive live, reply, Sent and Seen, Retry', async ({ browser }) => {
  test.setTimeout(120_000);
  const lang = 'mn' as const;
  const c = channelsText(lang);
  const ti = text(lang).interactions;
  const tag = uniqueTag();
  const page = { id: `7${Date.now()}`.slice(0, 15), token: `EAAG${tag}${'t'.repeat(30)}`, secret: `${tag}`.padEnd(32, '0').slice(0, 32) };
  const psid = `2${Date.now()}`;
  const graph = await startGraphFake({
    port: Number(process.env.E2E_GRAPH_PORT_OF_WORKER),
    pages: { [page.id]: { name: `Дэлгүүр ${tag}`, token: page.token } },
    profiles: { [psid]: { first_name: 'Сүхээ', last_name: `Бат${tag}` } },
  });
  const adminContext = await browser.newContext();
  const agentContext = await browser.newContext();
  try {
    // The admin connects the page; the dialog says where Facebook must post.
    let admin = await adminContext.newPage();
    await signInTo(admin, lang, 'admin@demo.mn', '/settings/social');
    await admin.getByRole('button', { name: c.social.messenger.connect }).click();
    const dialog = admin.getByRole('dialog', { name: c.social.messenger.dialogTitle });
    await dialog.getByLabel(c.social.messenger.page_id).fill(page.id);
    await dialog.getByLabel(c.social.messenger.page_token).fill(page.token);
    await dialog.getByLabel(c.social.messenger.app_secret).fill(page.secret);
    await dialog.getByLabel(c.social.messenger.description).fill('Захиалгын асуулт');
    await expect(dialog.getByText(c.social.messenger.guide2)).toBeVisible();
    await dialog.getByRole('button', { name: c.actions.connect }).click();
    await expect(toast(admin, fill(c.social.messenger.done, { name: `Дэлгүүр ${tag}` }))).toBeVisible();
    const { channelId, webhookUrl, dialog: result } = await readConnectResult(admin, lang);
    expect(webhookUrl).toBe(`${serverOrigin(admin)}/hooks/messenger/${channelId}`);
    await result.getByRole('button', { name: c.actions.close }).click();
    await expect(admin.getByRole('group', { name: c.social.messenger.title }).or(admin.getByLabel(c.social.messenger.title))).toContainText(`Дэлгүүр ${tag}`);

    // The admin leaves (routing offers a new conversation to the least loaded person online, who could
    // be the admin rather than the agent after earlier specs on this server); they come back below.
    await admin.close();

    // The agent is at work in the live list; the customer writes on Messenger.
    const agent = await agentContext.newPage();
    await signInTo(agent, lang, AGENT.email, '/interacts/live');
    const list = agent.getByRole('list', { name: ti.list.label });
    await expect(list).toBeVisible();
    const before = await list.getByRole('link').count();
    const question = `Хүргэлт хэзээ ирэх вэ? ${tag}`;
    const res = await postMessengerWebhook(serverOrigin(agent), channelId, page.secret, messengerTextEvent(page.id, psid, question));
    expect(res.status).toBe(200);
    const { pane, contactName } = await openArrived(agent, lang, before, question, AGENT.fullName);
    expect(contactName).toBe(`Сүхээ Бат${tag}`);

    // The reply goes out through the Send API to this PSID, inside the 24-hour window.
    const answer = `Маргааш 14 цагт. ${tag}`;
    await pane.composer.fill(answer);
    await pane.composer.press('Enter');
    await expect(pane.message(answer)).toContainText(ti.bubble.status.sent);
    await expect.poll(() => graph.sends.find((s) => s.body.message.text === answer)?.body).toMatchObject({ recipient: { id: psid }, messaging_type: 'RESPONSE' });

    // Facebook's read receipt: Seen.
    const read = {
      object: 'page',
      entry: [
        {
          id: page.id,
          time: Date.now(),
          messaging: [{ sender: { id: psid }, recipient: { id: page.id }, timestamp: Date.now(), read: { watermark: Date.now() + 1000 } }],
        },
      ],
    };
    await postMessengerWebhook(serverOrigin(agent), channelId, page.secret, read);
    await expect(pane.message(answer)).toContainText(ti.bubble.status.seen);

    // Facebook refuses the next one (rate limit): Retry, with why; Retry sends it.
    graph.failNext(GRAPH_ERRORS.rateLimit);
    const second = `Өөр асуух зүйл байна уу? ${tag}`;
    await pane.composer.fill(second);
    await pane.composer.press('Enter');
    await expect(pane.message(second)).toContainText(text(lang).errors.err_channel_rate_limited);
    await pane.message(second).getByRole('button', { name: ti.bubble.retryLabel }).click();
    await expect(pane.message(second)).toContainText(ti.bubble.status.sent);
    await expect(pane.message(second)).not.toContainText(text(lang).errors.err_channel_rate_limited);
    expect(graph.sends.filter((s) => s.body.message.text === second)).toHaveLength(1);

    // Channel management: the page cannot be deleted while its conversation is open; deactivated,
    // it takes Facebook's events (200) and drops them.
    admin = await adminContext.newPage();
    await admin.goto('/settings/channel_manage');
    const row = admin.getByRole('row').filter({ hasText: `Дэлгүүр ${tag}` });
    await expect(row).toContainText('Захиалгын асуулт');
    await row.getByRole('button', { name: fill(c.manage.delete, { name: `Дэлгүүр ${tag}` }) }).click();
    const confirm = admin.getByRole('dialog', { name: c.manage.deleteTitle });
    await confirm.getByRole('button', { name: LIST.dialog.confirm }).click();
    await expect(admin.getByText(text(lang).errors.err_channel_open_interaction).first()).toBeVisible();
    await confirm.getByRole('button', { name: LIST.dialog.cancel }).click();
    await row.getByRole('switch', { name: fill(c.manage.activeSwitch, { name: `Дэлгүүр ${tag}` }) }).click();
    await expect(toast(admin, fill(c.manage.deactivated, { name: `Дэлгүүр ${tag}` }))).toBeVisible();
    const count = await list.getByRole('link').count();
    const ignored = await postMessengerWebhook(serverOrigin(agent), channelId, page.secret, messengerTextEvent(page.id, `3${Date.now()}`, `Унтраалттай үед ${tag}`));
    expect(ignored.status).toBe(200);
    await agent.waitForTimeout(1500);
    await expect(list.getByRole('link')).toHaveCount(count);
  } finally {
    await adminContext.close();
    await agentContext.close();
    await graph.close();
  }
});
