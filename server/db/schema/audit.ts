import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (contracts/audit.schema.ts). No foreign keys on purpose: a row outlives the user
 * it names and the company itself (company deletion removes everything else), so it keeps their
 * ids and names as they were. Append-only: a trigger of migration 0016 refuses UPDATE, DELETE and
 * TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    companyName: text('company_name').notNull(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_time').on(t.companyId, t.createdAt)],
);
