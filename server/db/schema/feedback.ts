import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { users } from './users';

/**
 * Feedback of spec §3, sent from the console's dialog and read by superadmins. It belongs to the
 * company (deleted with it); it outlives its author's account (user_id becomes null).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    details: text('details').notNull(),
    rating: integer('rating').notNull(),
    pagePath: text('page_path').notNull().default('/'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created').on(t.createdAt),
    // The per-user throttle counts a user's recent rows.
    index('feedback_user_created').on(t.userId, t.createdAt),
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** The guided tour's per-user flag: a row means the user finished or skipped it (no row: offer it). */
export const userTourProgress = pgTable('user_tour_progress', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
