import { z } from 'zod';
import { ruleMessage } from './field-rules';

/**
 * Plans, subscription, invoices, additional agents and QPay payment (issue 27; spec §2, §3, §4,
 * §5, §6, §8, §9). Fields are snake_case like every other payload. Amounts are whole tugrik.
 *
 * REST (console; session cookie; writes take JSON and check Origin):
 *   GET    /api/billing/plans                            plan.view    → PlanList (active plans, for purchase/upgrade)
 *   GET    /api/billing/subscription                     plan.view    → Subscription
 *   PUT    /api/billing/subscription/auto-extend          plan.extend  AutoExtendBody → Subscription
 *   POST   /api/billing/extend                           plan.extend  ExtendBody → Purchase (current plan, new invoice)
 *   POST   /api/billing/upgrade                          plan.extend  UpgradeBody → Purchase (other plan; also the first purchase after trial)
 *   GET    /api/billing/invoices?page=&limit=            plan.view    → InvoiceList (archive, newest first)
 *   GET    /api/billing/invoices/:id                     plan.view    → Invoice (404 err_invoice_not_found for another company's id)
 *   POST   /api/billing/invoices/:id/pay                 plan.extend  {} → QpayPayment (creates the QPay invoice once; again → same QR)
 *   GET    /api/billing/invoices/:id/payment             plan.view    → PaymentStatus (asks QPay payment/check; pays the invoice if paid)
 *   POST   /api/billing/additional-agents                plan.extend  {} → AdditionalAgent (one at a time)
 *   DELETE /api/billing/additional-agents/:id            plan.extend  → AdditionalAgent (terminated: ended_at set; still billed for days used)
 *   GET    /api/billing/additional-agents                plan.view    → AdditionalAgentList
 * Superadmin (is_superadmin only, else 403 err_no_permission):
 *   GET    /api/admin/plans                              → PlanList (all, inactive too)
 *   PUT    /api/admin/plans/:id                          PlanBody → Plan
 *   POST   /api/admin/invoices/:id/mark-paid             {} → Invoice (paid by hand: paid_method 'manual', paid_by the superadmin; audit log)
 *   GET    /api/admin/exchange-rate                      → ExchangeRate
 *   PUT    /api/admin/exchange-rate                      ExchangeRateBody → ExchangeRate
 * QPay (public, no session; verified by POST /v2/payment/check, never trusted alone; idempotent):
 *   GET|POST /api/pub/qpay/callback?invoice=<invoice id>&token=<per-invoice token> → { ok: true }
 *
 * Socket (namespace /agent): `{ type: 'billing.changed', reason, invoice_id }` (BillingChangedSchema)
 * goes to every socket of the company whose user holds plan.view, whenever its subscription or one of
 * its invoices changes (created, paid, activated, cancelled, expired, reminder, auto-extend, agents).
 * The console refetches the subscription and the invoice list; the header shows `reminder`.
 */

export const PLAN_CODES = ['trial', 'business', 'enterprise', 'postpaid'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const TERM_UNITS = ['day', 'month', 'year'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];
/** Spec §5: a plan is extended (bought) only by month or year. */
export const PURCHASE_UNITS = ['month', 'year'] as const;
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

export const SUBSCRIPTION_STATES = ['trial', 'active', 'due', 'grace', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const INVOICE_STATUSES = ['created', 'paid', 'activated', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const REMINDERS = ['none', 'one_day', 'last_day'] as const;
export type Reminder = (typeof REMINDERS)[number];
export const INVOICE_KINDS = ['purchase', 'renewal', 'additional_agents'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** 'credit': an upgrade's prorated credit for the unused days of the current paid period (negative amount). */
export const INVOICE_LINE_KINDS = ['plan', 'additional_agent', 'credit'] as const;

/** Spec §9 constants. */
export const BILLING_CURRENCY = 'MNT' as const;
/** An additional AI agent costs this many US dollars a day, billed by days used. */
export const ADDITIONAL_AGENT_USD_PER_DAY = 5;
/** With auto-extend the invoice must be paid within this many days. */
export const AUTO_EXTEND_PAY_DAYS = 3;
/** A new company's trial lasts this many days (the trial plan's term unit is the day). */
export const TRIAL_DAYS = 14;
/** Most months or years one purchase may cover (a sanity bound, not from the spec). */
export const PURCHASE_COUNT_MAX = 36;

/** null = unlimited. bot_interactions counts bot-answered conversations per calendar month. */
export const PlanLimitsSchema = z.object({
  users: z.number().int().min(1).nullable(),
  bots: z.number().int().min(0).nullable(),
  bot_interactions: z.number().int().min(0).nullable(),
  channels: z.number().int().min(0).nullable(),
});
export type PlanLimits = z.infer<typeof PlanLimitsSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  code: z.enum(PLAN_CODES),
  name_mn: z.string(),
  name_en: z.string(),
  term_unit: z.enum(TERM_UNITS),
  /** Tugrik per one term unit (a month of business costs `price`; a year costs 12 × price unless term_unit is year). */
  price: z.number().int().min(0),
  limits: PlanLimitsSchema,
  /** Offered for purchase (the superadmin can withdraw a plan). */
  active: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
export type PlanList = z.infer<typeof PlanListSchema>;

/** The superadmin's plan form and PUT /api/admin/plans/:id alike. */
export const PlanBodySchema = z
  .object({
    name_mn: z.string().trim().min(1, ruleMessage('err_value_required')).max(100),
    name_en: z.string().trim().min(1, ruleMessage('err_value_required')).max(100),
    term_unit: z.enum(TERM_UNITS),
    price: z.number().int().min(0).max(1_000_000_000),
    limits: PlanLimitsSchema,
    active: z.boolean(),
  })
  .strict();
export type PlanBody = z.infer<typeof PlanBodySchema>;
export const PlanIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const UsageSchema = z.object({
  users: z.number().int(),
  bots: z.number().int(),
  /** Bot-answered conversations this calendar month. */
  bot_interactions: z.number().int(),
  channels: z.number().int(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const AdditionalAgentSchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  /** Set when terminated; days up to then are still billed on the next invoice. */
  ended_at: z.string().nullable(),
  /** Days already invoiced up to this instant. */
  billed_until: z.string(),
});
export type AdditionalAgent = z.infer<typeof AdditionalAgentSchema>;
export const AdditionalAgentListSchema = z.object({ items: z.array(AdditionalAgentSchema) });
export const AdditionalAgentParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const SubscriptionSchema = z.object({
  plan: PlanSchema,
  state: z.enum(SUBSCRIPTION_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Whole days left after today until ends_at (or the unpaid invoice's due_at in due/grace): 1 = one day left, 0 = the last day or expired. */
  days_left: z.number().int(),
  auto_extend: z.boolean(),
  usage: UsageSchema,
  /** Effective limits: the plan's, bots raised by running additional agents. */
  limits: PlanLimitsSchema,
  /** The renewal invoice waiting for payment, else an unpaid additional-agents invoice, else an unpaid extension or upgrade. */
  unpaid_invoice_id: z.number().int().nullable(),
  /** Header notice for admins: one day left, or pay today (the last day). */
  reminder: z.enum(REMINDERS),
  /** false while an invoice is unpaid past the period end or the subscription expired (spec §4). */
  virtual_agents_enabled: z.boolean(),
  additional_agents: z.array(AdditionalAgentSchema),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const InvoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  quantity: z.number().int(),
  /** Tugrik. For additional agents: 5 USD × exchange_rate, rounded. */
  unit_price: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  /** Printed number, e.g. INV-2026-000123. */
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /**
   * 'renewal': issued by the scheduler at the period end; 'purchase': extend or upgrade asked by the
   * company; 'additional_agents': the agents' days of one month inside a longer paid period (a yearly
   * plan's agents are billed monthly), due by the renewal's rule; unpaid past due, agents are off.
   */
  kind: z.enum(INVOICE_KINDS),
  plan: PlanSchema,
  term_unit: z.enum(TERM_UNITS),
  term_count: z.number().int(),
  lines: z.array(InvoiceLineSchema),
  total: z.number().int(),
  currency: z.literal(BILLING_CURRENCY),
  /** Tugrik per US dollar at issue (the superadmin's rate), printed on the invoice. */
  exchange_rate: z.number(),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  paid_method: z.enum(['qpay', 'manual']).nullable(),
  /** Who paid: 'QPay' or the superadmin's name. */
  paid_by: z.string().nullable(),
  activated_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The period this invoice pays for (set on activation for purchases). */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  company_name: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();
export const InvoiceListSchema = z.object({ items: z.array(InvoiceSchema), total: z.number().int() });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;
export const InvoiceIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

/** Spec §5 "extension only by month or year": the form and POST /api/billing/extend alike. */
export const PurchaseTermRules = {
  unit: z.string().refine((u): u is PurchaseUnit => (PURCHASE_UNITS as readonly string[]).includes(u), ruleMessage('err_plan_extend_month_year')),
  count: z.number().int(ruleMessage('err_plan_extend_month_year')).min(1, ruleMessage('err_plan_extend_month_year')).max(PURCHASE_COUNT_MAX),
};
export const ExtendBodySchema = z.object(PurchaseTermRules).strict();
export type ExtendBody = { unit: PurchaseUnit; count: number };
export const UpgradeBodySchema = z.object({ plan_code: z.enum(PLAN_CODES), ...PurchaseTermRules }).strict();
export type UpgradeBody = { plan_code: PlanCode; unit: PurchaseUnit; count: number };

/** A purchase (extend or upgrade): the invoice it created, to pay. */
export const PurchaseSchema = z.object({ plan: PlanSchema, unit: z.enum(PURCHASE_UNITS), count: z.number().int(), invoice: InvoiceSchema });
export type Purchase = z.infer<typeof PurchaseSchema>;

export const AutoExtendBodySchema = z.object({ auto_extend: z.boolean() }).strict();
export type AutoExtendBody = z.infer<typeof AutoExtendBodySchema>;

/** QPay's QR and bank deep links for one invoice (QPay v2 `qr_text`, `qr_image`, `urls`). */
export const QpayPaymentSchema = z.object({
  invoice_id: z.number().int(),
  qr_text: z.string(),
  /** data:image/png;base64,… drawn by the server with `qrcode` from qr_text. */
  qr_image: z.string(),
  urls: z.array(z.object({ name: z.string(), description: z.string().optional(), logo: z.string(), link: z.string() })),
  /** Only with the local fake: a link that simulates the payer's bank paying. */
  demo_pay_url: z.string().nullable(),
});
export type QpayPayment = z.infer<typeof QpayPaymentSchema>;

export const PaymentStatusSchema = z.object({ invoice: InvoiceSchema, paid: z.boolean() });
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const ExchangeRateSchema = z.object({ usd_mnt: z.number(), updated_at: z.string().nullable() });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
export const ExchangeRateBodySchema = z.object({ usd_mnt: z.number().positive().max(1_000_000) }).strict();

export const BILLING_CHANGE_REASONS = ['subscription', 'invoice', 'reminder', 'additional_agent'] as const;
export const BillingChangedSchema = z.object({
  type: z.literal('billing.changed'),
  reason: z.enum(BILLING_CHANGE_REASONS),
  invoice_id: z.number().int().nullable(),
});
export type BillingChanged = z.infer<typeof BillingChangedSchema>;
