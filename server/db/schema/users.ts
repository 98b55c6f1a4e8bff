import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Users of spec §3 (human staff and virtual agents, split by user_type). `company_id` is null
 * while the user is in onboarding (the API shows it as 0); `onboarding_company_id` points at the
 * company waiting for superadmin approval.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    onboardingCompanyId: integer('onboarding_company_id').references(() => companies.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    pictureUrl: text('picture_url'),
    role: text('role').notNull().default('agent'),
    userType: text('user_type').notNull().default('human'),
    status: text('status').notNull().default('active'),
    lang: text('lang').notNull().default('mn'),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    extension: text('extension'),
    line: text('line'),
    /** Concurrent conversations routing gives this person before skipping them. */
    chatCapacity: integer('chat_capacity').notNull().default(4),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    index('users_company').on(t.companyId),
    // Call access (issue 26): an extension rings one person of a company.
    uniqueIndex('users_company_extension')
      .on(t.companyId, t.extension)
      .where(sql`extension is not null`),
  ],
);
