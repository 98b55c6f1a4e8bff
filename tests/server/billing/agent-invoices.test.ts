import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdditionalAgent, Invoice, Purchase, Subscription } from '../../../contracts';
import { addTerm } from '../../../machines/billing-rules';
import { channels, invoices, virtualAgentChannels } from '../../../server/db/schema';
import { runBillingTick } from '../../../server/domain/billing/scheduler';
import { createInteraction } from '../../../server/domain/interactions/create-interaction';
import { insertAgent } from '../../../server/domain/virtual-agents/hire-agent';
import { billingApp, companyWithCookies, superadmin } from './fixture';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof billingApp>>;
beforeAll(async () => {
  t = await billingApp();
}, 60_000);
afterAll(async () => t?.close());

const subscription = async (cookie: string) => (await t.call('GET', '/api/billing/subscription', cookie)).json() as Subscription;
const agentInvoices = (companyId: number) =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.kind, 'additional_agents')))
    .orderBy(invoices.id);
async function payByQpay(cookie: string, id: number) {
  await t.call('POST', `/api/billing/invoices/${id}/pay`, cookie, {});
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  await t.qpay.pay(row.qpayInvoiceId!);
}

it("a yearly plan's additional agent is invoiced at each month end of use, due in 3 days; unpaid, the agents are off until paid", async () => {
  const su = await superadmin(t.app, t.db);
  await t.call('PUT', '/api/admin/exchange-rate', su, { usd_mnt: 3500 });
  const start = new Date();
  t.setNow(start);
  const co = await companyWithCookies(t.app, t.db);
  const bought = await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'year', count: 1 });
  expect(bought.statusCode, bought.body).toBe(200);
  await payByQpay(co.cookie.admin, (bought.json() as Purchase).invoice.id);
  const paid = await subscription(co.cookie.admin);
  expect(paid).toMatchObject({ state: 'active', plan: { code: 'business' } });
  const periodStart = new Date(paid.starts_at);
  expect(Date.parse(paid.ends_at)).toBe(addTerm(periodStart, 'year', 1).getTime());

  // An agent bought five days in; a virtual agent answers the company's chat.
  t.setNow(new Date(periodStart.getTime() + 5 * DAY));
  const agent = (await t.call('POST', '/api/billing/additional-agents', co.cookie.admin, {})).json() as AdditionalAgent;
  const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'chat' }).returning();
  const botId = await insertAgent(t.db, co.id, { name: 'Бот', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true });
  await t.db.insert(virtualAgentChannels).values({ agentUserId: botId, channelId: ch.id, companyId: co.id });

  // Before the month ends nothing is billed.
  const month1 = addTerm(periodStart, 'month', 1);
  t.setNow(new Date(month1.getTime() - 60_000));
  await t.app.billing.tick();
  expect(await agentInvoices(co.id)).toHaveLength(0);

  // The month ends: two schedulers and the app's own tick at once issue one invoice of the days used.
  t.setNow(new Date(month1.getTime() + 60_000));
  await Promise.all([runBillingTick(t.db, t.now()), runBillingTick(t.db, t.now()), t.app.billing.tick()]);
  const first = await agentInvoices(co.id);
  expect(first).toHaveLength(1);
  const days = Math.ceil((month1.getTime() - Date.parse(agent.started_at)) / DAY);
  expect(first[0].lines).toEqual([expect.objectContaining({ kind: 'additional_agent', quantity: days, unit_price: 17500, amount: 17500 * days })]);
  expect(first[0]).toMatchObject({ total: 17500 * days, exchangeRate: 3500, status: 'created' });
  expect(first[0].periodEnd?.getTime()).toBe(month1.getTime());
  expect(first[0].dueAt.getTime()).toBe(month1.getTime() + 3 * DAY);
  // The yearly plan runs on; no renewal is issued; the plan page links the invoice.
  const running = await subscription(co.cookie.admin);
  expect(running).toMatchObject({ state: 'active', virtual_agents_enabled: true, unpaid_invoice_id: first[0].id });
  const renewals = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, co.id), eq(invoices.kind, 'renewal')));
  expect(renewals).toHaveLength(0);
  const viewed = (await t.call('GET', `/api/billing/invoices/${first[0].id}`, co.cookie.admin)).json() as Invoice;
  expect(viewed.kind).toBe('additional_agents');

  // Unpaid past its due time: the agents are off (new conversations go to people), the plan stays active.
  t.setNow(new Date(month1.getTime() + 3 * DAY + 60_000));
  await t.app.billing.tick();
  expect(await subscription(co.cookie.admin)).toMatchObject({ state: 'active', virtual_agents_enabled: false, unpaid_invoice_id: first[0].id });
  expect((await createInteraction(t.db, { companyId: co.id, channelId: ch.id })).stage).toBe('queued');

  // Paid: agents back on, nothing unpaid.
  await payByQpay(co.cookie.admin, first[0].id);
  expect(await subscription(co.cookie.admin)).toMatchObject({ state: 'active', virtual_agents_enabled: true, unpaid_invoice_id: null });
  expect((await createInteraction(t.db, { companyId: co.id, channelId: ch.id })).stage).toBe('virtual_agent');

  // The next month: a whole month of the agent, starting where the first invoice stopped.
  const month2 = addTerm(periodStart, 'month', 2);
  t.setNow(new Date(month2.getTime() + 60_000));
  await t.app.billing.tick();
  const both = await agentInvoices(co.id);
  expect(both).toHaveLength(2);
  const whole = Math.ceil((month2.getTime() - month1.getTime()) / DAY);
  expect(both[1].lines).toEqual([expect.objectContaining({ quantity: whole, amount: 17500 * whole })]);
  expect(both[1].periodStart?.getTime()).toBe(month1.getTime());
  t.setNow(new Date());
});
