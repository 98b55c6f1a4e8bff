import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Quick responses (spec §3): key (nick name), answer, created date, creator. */
export const savedResponses = pgTable(
  'saved_responses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    answer: text('answer').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keys are unique regardless of case: '/hello' and '/HELLO' would be one shortcut to the agent.
  (t) => [uniqueIndex('saved_responses_company_key').on(t.companyId, sql`lower(${t.key})`), index('saved_responses_company').on(t.companyId)],
);
