import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Company of spec §3. `approval_status` drives the onboarding gate; `is_created` ends onboarding. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactEmail: text('contact_email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  sector: text('sector').notNull().default('others'),
  employeeCount: text('employee_count').notNull().default(''),
  logoUrl: text('logo_url'),
  ownerUserId: integer('owner_user_id'),
  requireCompanyDomain: boolean('require_company_domain').notNull().default(false),
  approvalStatus: text('approval_status').notNull().default('pending'),
  isCreated: boolean('is_created').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Allowed mail domains of a company (domain, description, status). */
export const companyMailDomains = pgTable(
  'company_mail_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_mail_domains_company_domain').on(t.companyId, t.domain)],
);
