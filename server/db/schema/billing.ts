import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Plans of spec §3 (trial, business, enterprise, post-paid); the superadmin edits them. Limits: null = unlimited. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameMn: text('name_mn').notNull(),
  nameEn: text('name_en').notNull(),
  termUnit: text('term_unit').notNull(),
  /** Tugrik per term unit. */
  price: integer('price').notNull(),
  maxUsers: integer('max_users'),
  maxBots: integer('max_bots'),
  maxBotInteractions: integer('max_bot_interactions'),
  maxChannels: integer('max_channels'),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per company: the subscription machine's stored state and context
 * (machines/subscription.machine.ts). `renew_unit` is the unit of the last purchase, renewed by one.
 */
export const subscriptions = pgTable('subscriptions', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  state: text('state').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  autoExtend: boolean('auto_extend').notNull().default(true),
  renewUnit: text('renew_unit').notNull().default('month'),
  unpaidInvoiceId: integer('unpaid_invoice_id'),
  unpaidDueAt: timestamp('unpaid_due_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    /**
     * purchase (extend/upgrade asked by the company), renewal (issued by the scheduler at a period
     * end) or additional_agents (the scheduler, at each month boundary inside a longer paid period).
     */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('created'),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    termUnit: text('term_unit').notNull(),
    termCount: integer('term_count').notNull(),
    lines: jsonb('lines').notNull(),
    total: integer('total').notNull(),
    exchangeRate: doublePrecision('exchange_rate').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidMethod: text('paid_method'),
    paidBy: text('paid_by'),
    paidByUserId: integer('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** QPay's invoice id once the payer asked for the QR, and the secret the callback URL carries. */
    qpayInvoiceId: text('qpay_invoice_id'),
    qpayQr: jsonb('qpay_qr'),
    callbackToken: text('callback_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company').on(t.companyId, t.createdAt),
    // A period is billed once, whatever the number of schedulers (spec: never bill twice).
    uniqueIndex('invoices_renewal_once')
      .on(t.companyId, t.periodStart)
      .where(sql`kind = 'renewal'`),
    // A month of additional agents is billed once, whatever the number of schedulers.
    uniqueIndex('invoices_agents_once')
      .on(t.companyId, t.periodEnd)
      .where(sql`kind = 'additional_agents'`),
    // At most one unpaid purchase invoice per company (err_invoice_duplicated / err_invoice_not_paid).
    uniqueIndex('invoices_one_open_purchase')
      .on(t.companyId)
      .where(sql`kind = 'purchase' and status = 'created'`),
  ],
);

/** Additional AI agents (spec §4, §9): one row per agent bought; $5 a day billed by days used. */
export const additionalAgents = pgTable(
  'additional_agents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Days before this instant are on an invoice already. */
    billedUntil: timestamp('billed_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('additional_agents_company').on(t.companyId)],
);

/** Reminder e-mails sent, once per company, period end and kind (one_day, last_day). */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_reminders_once').on(t.companyId, t.periodEnd, t.kind)],
);

/** The superadmin's exchange rate (tugrik per US dollar), one row (id 1). */
export const billingSettings = pgTable('billing_settings', {
  id: integer('id').primaryKey(),
  usdMnt: doublePrecision('usd_mnt').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
