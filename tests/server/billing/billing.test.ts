import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Invoice, Purchase, QpayPayment, Subscription } from '../../../contracts';
import { auditLog, channels, invoices, users, virtualAgentChannels } from '../../../server/db/schema';
import { createInteraction } from '../../../server/domain/interactions/create-interaction';
import { insertAgent } from '../../../server/domain/virtual-agents/hire-agent';
import { runBillingTick } from '../../../server/domain/billing/scheduler';
import mnErrors from '../../../locales/mn/errors.json';
import enErrors from '../../../locales/en/errors.json';
import { billingApp, companyWithCookies, superadmin } from './fixture';

const DAY = 86_400_000;
let t: Awaited<ReturnType<typeof billingApp>>;
beforeAll(async () => {
  t = await billingApp();
}, 60_000);
afterAll(async () => t?.close());

const expectCode = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.json(), `answer ${res.statusCode}`).toMatchObject({ code });
  expect(res.statusCode).toBe(status);
};

/** A company bought business for a month and paid it through QPay: its period runs from the clock's now. */
async function onBusiness() {
  const co = await companyWithCookies(t.app, t.db);
  const bought = await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 });
  expect(bought.statusCode, bought.body).toBe(200);
  const p = bought.json() as Purchase;
  const qr = (await t.call('POST', `/api/billing/invoices/${p.invoice.id}/pay`, co.cookie.admin, {})).json() as QpayPayment;
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, p.invoice.id));
  await t.qpay.pay(row.qpayInvoiceId!);
  return { co, invoiceId: p.invoice.id, qr };
}

describe('subscription and permissions', () => {
  it('a new company is on a trial; plan viewers see it, others are refused', async () => {
    const co = await companyWithCookies(t.app, t.db);
    const res = await t.call('GET', '/api/billing/subscription', co.cookie.admin);
    expect(res.statusCode).toBe(200);
    const s = res.json() as Subscription;
    expect(s).toMatchObject({ state: 'trial', plan: { code: 'trial' }, auto_extend: true, virtual_agents_enabled: true, unpaid_invoice_id: null });
    expect(s.usage.users).toBe(5);
    expect((await t.call('GET', '/api/billing/subscription', co.cookie.manager)).statusCode).toBe(200);
    for (const role of ['agent', 'guest'] as const) expectCode(await t.call('GET', '/api/billing/subscription', co.cookie[role]), 403, 'err_no_permission');
    // Managers view but do not buy (plan.extend).
    expectCode(await t.call('POST', '/api/billing/upgrade', co.cookie.manager, { plan_code: 'business', unit: 'month', count: 1 }), 403, 'err_no_permission');
    expectCode(await t.call('PUT', '/api/billing/subscription/auto-extend', co.cookie.agent, { auto_extend: false }), 403, 'err_no_permission');
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/subscription' })).statusCode).toBe(401);
  });

  it('auto-extend switches off and on', async () => {
    const co = await companyWithCookies(t.app, t.db);
    const off = await t.call('PUT', '/api/billing/subscription/auto-extend', co.cookie.admin, { auto_extend: false });
    expect((off.json() as Subscription).auto_extend).toBe(false);
    const on = await t.call('PUT', '/api/billing/subscription/auto-extend', co.cookie.admin, { auto_extend: true });
    expect((on.json() as Subscription).auto_extend).toBe(true);
  });
});

describe('the catalogue errors of purchases (spec §8), in both languages', () => {
  it('extension only by month or year; amount not zero; duplicated; not paid; active main purchase', async () => {
    const co = await companyWithCookies(t.app, t.db);
    await t.db.update(users).set({ lang: 'en' }).where(eq(users.id, co.ids.admin));
    const day = await t.call('POST', '/api/billing/extend', co.cookie.admin, { unit: 'day', count: 5 });
    await t.db.update(users).set({ lang: 'mn' }).where(eq(users.id, co.ids.admin));
    expectCode(day, 400, 'err_plan_extend_month_year');
    expect((day.json() as { message: string }).message).toBe(enErrors.err_plan_extend_month_year);
    const dayMn = await t.call('POST', '/api/billing/extend', co.cookie.admin, { unit: 'week', count: 1 });
    expectCode(dayMn, 400, 'err_plan_extend_month_year');
    expect((dayMn.json() as { message: string }).message).toBe(mnErrors.err_plan_extend_month_year);
    // A trial is priced per day: it is not extended, it is upgraded.
    expectCode(await t.call('POST', '/api/billing/extend', co.cookie.admin, { unit: 'month', count: 1 }), 400, 'err_plan_extend_month_year');

    const first = await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const inv = (first.json() as Purchase).invoice;
    expect(inv).toMatchObject({ status: 'created', kind: 'purchase', total: 290000, currency: 'MNT', plan: { code: 'business' } });
    expect(inv.number).toMatch(/^INV-\d{4}-\d{6}$/);
    // The plan page links the invoice still to pay.
    expect(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).unpaid_invoice_id).toBe(inv.id);
    expectCode(await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 }), 409, 'err_invoice_duplicated');
    expectCode(await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'enterprise', unit: 'year', count: 1 }), 409, 'err_invoice_not_paid');

    // Paid by hand: business is active; buying business again is refused, extending it is fine.
    const su = await superadmin(t.app, t.db);
    expect((await t.call('POST', `/api/admin/invoices/${inv.id}/mark-paid`, su, {})).statusCode).toBe(200);
    expectCode(await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 }), 409, 'err_company_active_purchase');

    // A plan the superadmin set to cost nothing cannot be bought; nor can a paid plan be set to zero.
    const plans = (await t.call('GET', '/api/admin/plans', su)).json() as {
      items: { id: number; code: string; name_mn: string; name_en: string; term_unit: string; limits: unknown; active: boolean; price: number }[];
    };
    const ent = plans.items.find((p) => p.code === 'enterprise')!;
    const zero = await t.call('PUT', `/api/admin/plans/${ent.id}`, su, {
      name_mn: ent.name_mn,
      name_en: ent.name_en,
      term_unit: 'month',
      price: 0,
      limits: ent.limits,
      active: true,
    });
    expectCode(zero, 400, 'err_plan_amount_zero');
  });

  it('the errors exist in mn and en', () => {
    for (const code of [
      'err_plan_extend_month_year',
      'err_plan_amount_zero',
      'err_invoice_duplicated',
      'err_invoice_not_paid',
      'err_bot_count_limit',
      'err_user_count_limit',
      'err_channel_count_limit',
      'err_company_active_purchase',
    ] as const) {
      expect(mnErrors[code], code).toBeTruthy();
      expect(enErrors[code], code).toBeTruthy();
      expect(mnErrors[code]).not.toBe(enErrors[code]);
    }
  });
});

describe('QPay payment', () => {
  it('QR shown, the bank pays, the callback is verified: invoice activated, plan and limits raised', async () => {
    const { co, invoiceId, qr } = await onBusiness();
    expect(qr.qr_image.startsWith('data:image/png;base64,')).toBe(true);
    expect(qr.urls.length).toBeGreaterThan(0);
    const inv = (await t.call('GET', `/api/billing/invoices/${invoiceId}`, co.cookie.admin)).json() as Invoice;
    expect(inv).toMatchObject({ status: 'activated', paid_method: 'qpay', paid_by: 'QPay' });
    const s = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(s).toMatchObject({ state: 'active', plan: { code: 'business' }, limits: { users: 50, bots: 5 } });
    expect(Date.parse(s.ends_at) - Date.parse(s.starts_at)).toBeGreaterThanOrEqual(28 * DAY);
    const status = (await t.call('GET', `/api/billing/invoices/${invoiceId}/payment`, co.cookie.manager)).json() as { paid: boolean };
    expect(status.paid).toBe(true);
  });

  it('a forged callback changes nothing; a replayed one changes nothing more', async () => {
    const co = await companyWithCookies(t.app, t.db);
    const p = (await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 })).json() as Purchase;
    await t.call('POST', `/api/billing/invoices/${p.invoice.id}/pay`, co.cookie.admin, {});
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, p.invoice.id));
    // Wrong token; right token before any payment: still unpaid.
    await t.app.inject({ method: 'GET', url: `/api/pub/qpay/callback?invoice=${row.id}&token=forged` });
    await t.app.inject({ method: 'POST', url: `/api/pub/qpay/callback?invoice=${row.id}&token=${row.callbackToken}`, payload: { payment_id: 'x', status: 'PAID' } });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, row.id)))[0].status).toBe('created');
    await t.qpay.pay(row.qpayInvoiceId!);
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(paid.status).toBe('activated');
    const replay = await t.app.inject({ method: 'GET', url: `/api/pub/qpay/callback?invoice=${row.id}&token=${row.callbackToken}` });
    expect(replay.statusCode).toBe(200);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(after.paidAt?.getTime()).toBe(paid.paidAt?.getTime());
    const s = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(Date.parse(s.ends_at)).toBe(paid.periodEnd!.getTime());
  });

  it("another company's invoice and agent ids answer 404", async () => {
    const { invoiceId } = await onBusiness();
    const other = await companyWithCookies(t.app, t.db);
    expectCode(await t.call('GET', `/api/billing/invoices/${invoiceId}`, other.cookie.admin), 404, 'err_invoice_not_found');
    expectCode(await t.call('POST', `/api/billing/invoices/${invoiceId}/pay`, other.cookie.admin, {}), 404, 'err_invoice_not_found');
    expectCode(await t.call('GET', `/api/billing/invoices/${invoiceId}/payment`, other.cookie.admin), 404, 'err_invoice_not_found');
    const list = (await t.call('GET', '/api/billing/invoices', other.cookie.admin)).json() as { items: Invoice[] };
    expect(list.items.map((i) => i.id)).not.toContain(invoiceId);
    const owner = await companyWithCookies(t.app, t.db);
    const agent = (await t.call('POST', '/api/billing/additional-agents', owner.cookie.admin, {})).json() as { id: number };
    expectCode(await t.call('DELETE', `/api/billing/additional-agents/${agent.id}`, other.cookie.admin), 404, 'err_additional_agent_not_found');
  });
});

describe('superadmin', () => {
  it('only a superadmin edits plans, the rate, or marks an invoice paid (with who and when, audited)', async () => {
    const co = await companyWithCookies(t.app, t.db);
    const p = (await t.call('POST', '/api/billing/upgrade', co.cookie.admin, { plan_code: 'business', unit: 'month', count: 1 })).json() as Purchase;
    expectCode(await t.call('POST', `/api/admin/invoices/${p.invoice.id}/mark-paid`, co.cookie.admin, {}), 403, 'err_no_permission');
    expectCode(await t.call('PUT', '/api/admin/exchange-rate', co.cookie.admin, { usd_mnt: 1 }), 403, 'err_no_permission');
    expectCode(await t.call('GET', '/api/admin/plans', co.cookie.admin), 403, 'err_no_permission');
    const su = await superadmin(t.app, t.db);
    const res = await t.call('POST', `/api/admin/invoices/${p.invoice.id}/mark-paid`, su, {});
    expect(res.json()).toMatchObject({ status: 'activated', paid_method: 'manual', paid_by: 'Супер Админ' });
    expectCode(await t.call('POST', `/api/admin/invoices/${p.invoice.id}/mark-paid`, su, {}), 409, 'err_invoice_state');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, co.id), eq(auditLog.action, 'invoice.marked_paid')));
    expect(audit).toHaveLength(1);
    expect(audit[0].userName).toBe('Супер Админ');
  });
});

describe('scheduled billing on a controlled clock', () => {
  it('renewal with auto-extend: agents off until paid, agent days on the invoice, two schedulers bill once', async () => {
    const su = await superadmin(t.app, t.db);
    await t.call('PUT', '/api/admin/exchange-rate', su, { usd_mnt: 3500 });
    const { co } = await onBusiness();
    const agent = await t.call('POST', '/api/billing/additional-agents', co.cookie.admin, {});
    expect(agent.statusCode).toBe(200);
    const s = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(s.limits.bots).toBe(6);
    const end = new Date(s.ends_at);

    // One day left, then the last day: the header's reminder.
    t.setNow(new Date(end.getTime() - 1.5 * DAY));
    await t.app.billing.tick();
    expect(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).reminder).toBe('one_day');
    t.setNow(new Date(end.getTime() - 0.5 * DAY));
    expect(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).reminder).toBe('last_day');

    // The period ends: two schedulers at once issue one renewal.
    t.setNow(new Date(end.getTime() + 60_000));
    await Promise.all([runBillingTick(t.db, t.now()), runBillingTick(t.db, t.now()), t.app.billing.tick()]);
    const renewals = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, co.id), eq(invoices.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
    const r = renewals[0];
    expect(r.dueAt.getTime()).toBe(end.getTime() + 3 * DAY);
    const lines = r.lines as Invoice['lines'];
    expect(lines[0]).toMatchObject({ kind: 'plan', amount: 290000 });
    const days = Math.ceil((end.getTime() - Date.parse((agent.json() as { started_at: string }).started_at)) / DAY);
    expect(lines[1]).toMatchObject({ kind: 'additional_agent', quantity: days, unit_price: 17500, amount: 17500 * days });
    expect(r.total).toBe(290000 + 17500 * days);
    expect(r.exchangeRate).toBe(3500);

    const grace = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(grace).toMatchObject({ state: 'grace', virtual_agents_enabled: false, unpaid_invoice_id: r.id });
    // A new conversation on a channel with an agent switched on goes to people.
    const [ch] = await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: 'chat' }).returning();
    const agentId = await insertAgent(t.db, co.id, { name: 'Бот', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true });
    await t.db.insert(virtualAgentChannels).values({ agentUserId: agentId, channelId: ch.id, companyId: co.id });
    expect((await createInteraction(t.db, { companyId: co.id, channelId: ch.id })).stage).toBe('queued');

    // Paid: next period from the old end, agents back on.
    expectCode(await t.call('POST', '/api/billing/extend', co.cookie.admin, { unit: 'month', count: 1 }), 409, 'err_invoice_not_paid');
    await t.call('POST', `/api/billing/invoices/${r.id}/pay`, co.cookie.admin, {});
    const [withQr] = await t.db.select().from(invoices).where(eq(invoices.id, r.id));
    await t.qpay.pay(withQr.qpayInvoiceId!);
    const back = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(back).toMatchObject({ state: 'active', virtual_agents_enabled: true, unpaid_invoice_id: null });
    expect(Date.parse(back.starts_at)).toBe(end.getTime());
    expect((await createInteraction(t.db, { companyId: co.id, channelId: ch.id })).stage).toBe('virtual_agent');
  });

  it('auto-extend off: unpaid on its due day, expired the next day and the invoice cancelled', async () => {
    const { co } = await onBusiness();
    await t.call('PUT', '/api/billing/subscription/auto-extend', co.cookie.admin, { auto_extend: false });
    const end = new Date(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).ends_at);
    t.setNow(new Date(end.getTime() + 1000));
    await t.app.billing.tick();
    const due = (await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription;
    expect(due).toMatchObject({ state: 'due', virtual_agents_enabled: false, reminder: 'last_day' });
    t.setNow(new Date(end.getTime() + DAY - 1000));
    await t.app.billing.tick();
    expect(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).state).toBe('due');
    t.setNow(new Date(end.getTime() + DAY));
    await t.app.billing.tick();
    expect(((await t.call('GET', '/api/billing/subscription', co.cookie.admin)).json() as Subscription).state).toBe('expired');
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, due.unpaid_invoice_id!));
    expect(inv.status).toBe('cancelled');
    t.setNow(new Date());
  });
});

describe('limits from the plan', () => {
  it('bot count limit names the count; channel count limit; running additional agents raise the bot limit', async () => {
    const co = await companyWithCookies(t.app, t.db);
    for (let i = 0; i < 3; i++) {
      const ok = await t.call('POST', '/api/virtual-agents', co.cookie.admin, { name: `Бот ${i}`, avatar: 'robot', kind: 'virtual_social_agent', is_primary: false });
      if (ok.statusCode !== 200) throw new Error(ok.body);
    }
    const over = await t.call('POST', '/api/virtual-agents', co.cookie.admin, { name: 'Бот 4', avatar: 'robot', kind: 'virtual_social_agent', is_primary: false });
    expectCode(over, 403, 'err_bot_count_limit');
    expect((over.json() as { message: string }).message).toContain('3');
    await t.call('POST', '/api/billing/additional-agents', co.cookie.admin, {});
    const more = await t.call('POST', '/api/virtual-agents', co.cookie.admin, { name: 'Бот 4', avatar: 'robot', kind: 'virtual_social_agent', is_primary: false });
    expect(more.statusCode).toBe(200);

    for (let i = 0; i < 10; i++) await t.db.insert(channels).values({ companyId: co.id, type: 'webchat', name: `c${i}` });
    const ch = await t.call('POST', '/api/webchats', co.cookie.admin, { name: 'Дэлгүүр', domain: `shop-${co.id}.mn`, brand_color: '#123456', text_color: '#ffffff' });
    expectCode(ch, 403, 'err_channel_count_limit');
  });
});
