import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Subscription } from '../../../contracts';
import { channels, virtualAgentChannels } from '../../../server/db/schema';
import { createInteraction } from '../../../server/domain/interactions/create-interaction';
import { botSessionFor } from '../../../server/domain/virtual-agents/bot-session';
import { insertAgent } from '../../../server/domain/virtual-agents/hire-agent';
import { billingApp, companyWithCookies, superadmin } from './fixture';

let t: Awaited<ReturnType<typeof billingApp>>;
beforeAll(async () => {
  t = await billingApp();
}, 60_000);
afterAll(async () => t?.close());

const HOUR = 3_600_000;

it("the plan's monthly bot-interaction count follows billing's clock across a month boundary", async () => {
  // Two bot interactions a month on the trial plan, so the count is reached in a few conversations.
  const su = await superadmin(t.app, t.db);
  const plans = (await t.call('GET', '/api/admin/plans', su)).json() as {
    items: { id: number; code: string; name_mn: string; name_en: string; term_unit: string; limits: Subscription['limits']; active: boolean; price: number }[];
  };
  const trial = plans.items.find((p) => p.code === 'trial')!;
  const put = await t.call('PUT', `/api/admin/plans/${trial.id}`, su, {
    name_mn: trial.name_mn,
    name_en: trial.name_en,
    term_unit: trial.term_unit,
    price: trial.price,
    limits: { ...trial.limits, bot_interactions: 2 },
    active: trial.active,
  });
  expect(put.statusCode, put.body).toBe(200);

  const co = await companyWithCookies(t.app, t.db);
  const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'chat' }).returning();
  const agentId = await insertAgent(t.db, co.id, { name: 'Бот', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true });
  await t.db.insert(virtualAgentChannels).values({ agentUserId: agentId, channelId: ch.id, companyId: co.id });
  /** A customer writes on the channel: the stage it starts in, and the bot's session counted if the bot took it. */
  const converse = async () => {
    const row = await createInteraction(t.db, { companyId: co.id, channelId: ch.id });
    // The bot's first turn opens its session, which counts the interaction on the clock's day.
    const session = row.stage === 'virtual_agent' ? await botSessionFor(t.db, co.id, row.id, 'Сайн байна уу') : null;
    return `${row.stage}${row.stage === 'virtual_agent' && !session ? ' without a session' : ''}`;
  };
  const usage = async () => ((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).usage.bot_interactions;

  // The first day of the next month on the wall clock: the database's own date stays in this one.
  const real = new Date();
  const boundary = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 1));

  t.setNow(new Date(boundary.getTime() - HOUR));
  expect(await converse()).toBe('virtual_agent');
  expect(await converse()).toBe('virtual_agent');
  expect(await usage()).toBe(2);
  // The month's count is reached: the next conversation goes to people.
  expect(await converse()).toBe('queued');

  // An hour later on billing's clock it is a new month: the count starts again and the bot answers.
  t.setNow(new Date(boundary.getTime() + HOUR));
  expect(await usage()).toBe(0);
  expect(await converse()).toBe('virtual_agent');
  expect(await usage()).toBe(1);
  const botUsage = (await t.call('GET', '/api/virtual-agents/usage', co.cookie.admin)).json() as { today: number; month: number };
  expect(botUsage).toEqual({ today: 1, month: 1 });
  t.setNow(new Date());
});
