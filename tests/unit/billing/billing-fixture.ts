import type { Invoice, Plan, QpayPayment, Subscription } from '../../../contracts/billing.schema';
import { json, type Handler } from '../console/fake-fetch';

export const plan = (code: Plan['code'], extra: Partial<Plan> = {}): Plan => ({
  id: { trial: 1, business: 2, enterprise: 3, postpaid: 4 }[code],
  code,
  name_mn: { trial: 'Туршилт', business: 'Бизнес', enterprise: 'Энтерпрайз', postpaid: 'Дараа төлбөрт' }[code],
  name_en: { trial: 'Trial', business: 'Business', enterprise: 'Enterprise', postpaid: 'Post-paid' }[code],
  term_unit: 'month',
  price: { trial: 0, business: 150000, enterprise: 450000, postpaid: 0 }[code],
  limits: code === 'enterprise' ? { users: null, bots: 10, bot_interactions: null, channels: null } : { users: 10, bots: 2, bot_interactions: 1000, channels: 5 },
  active: true,
  ...extra,
});

export const subscription = (extra: Partial<Subscription> = {}): Subscription => ({
  plan: plan('business'),
  state: 'active',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-01T00:00:00.000Z',
  days_left: 12,
  auto_extend: true,
  usage: { users: 6, bots: 2, bot_interactions: 321, channels: 3 },
  limits: { users: 10, bots: 3, bot_interactions: 1000, channels: 5 },
  unpaid_invoice_id: null,
  reminder: 'none',
  virtual_agents_enabled: true,
  additional_agents: [{ id: 7, started_at: '2026-11-10T00:00:00.000Z', ended_at: null, billed_until: '2026-11-10T00:00:00.000Z' }],
  ...extra,
});

export const invoice = (id: number, extra: Partial<Invoice> = {}): Invoice => ({
  id,
  number: `INV-2026-${String(id).padStart(6, '0')}`,
  status: 'created',
  kind: 'purchase',
  plan: plan('business'),
  term_unit: 'month',
  term_count: 1,
  lines: [
    { kind: 'plan', description: 'Бизнес багц, 1 сар', quantity: 1, unit_price: 150000, amount: 150000 },
    { kind: 'additional_agent', description: 'Нэмэлт AI агент', quantity: 12, unit_price: 17100, amount: 205200 },
  ],
  total: 355200,
  currency: 'MNT',
  exchange_rate: 3420,
  due_at: '2026-12-04T00:00:00.000Z',
  paid_at: null,
  paid_method: null,
  paid_by: null,
  activated_at: null,
  cancelled_at: null,
  period_start: null,
  period_end: null,
  created_at: '2026-11-28T00:00:00.000Z',
  company_name: 'Демо ХХК',
  ...extra,
});

export const qpay = (invoiceId: number): QpayPayment => ({
  invoice_id: invoiceId,
  qr_text: '0002010102121531279404962794049600022310027138152045734530349654031005802MN5904TEST6011Ulaanbaatar6244010712345670504test0721qWlrS9SJEe6XbpU5CiH9E63043C04',
  qr_image: 'data:image/png;base64,iVBORw0KGgo=',
  urls: [{ name: 'Khan bank', description: 'Хаан банк', logo: 'https://qpay.mn/q/logo/khanbank.png', link: 'khanbank://q?qPay_QRcode=0002' }],
  demo_pay_url: null,
});

/** A small billing server over the test's state, which a test changes between calls (ids 1 to 30). */
export function billingServer(state: { subscription: Subscription; invoices: Invoice[]; paid?: boolean }): Record<string, Handler> {
  const find = (id: number) => state.invoices.find((i) => i.id === id);
  const handlers: Record<string, Handler> = {
    'GET /api/billing/subscription': () => json(200, state.subscription),
    'GET /api/billing/plans': () => json(200, { items: [plan('trial'), plan('business'), plan('enterprise')] }),
    'GET /api/billing/invoices': (request) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 20);
      return json(200, { items: state.invoices.slice((page - 1) * limit, page * limit), total: state.invoices.length });
    },
  };
  for (let id = 1; id <= 30; id++) {
    handlers[`GET /api/billing/invoices/${id}`] = () => {
      const found = find(id);
      return found ? json(200, found) : json(404, { code: 'err_invoice_not_found', message: 'not found' });
    };
    handlers[`POST /api/billing/invoices/${id}/pay`] = () => json(200, qpay(id));
    handlers[`GET /api/billing/invoices/${id}/payment`] = () => json(200, { invoice: find(id), paid: !!state.paid });
  }
  return handlers;
}
