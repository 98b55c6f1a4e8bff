import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { interactions } from './interactions';
import { users } from './users';

/** Interaction tags of spec §3 (name, description, important flag); names unique per company. */
export const interactionTags = pgTable(
  'interaction_tags',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interaction_tags_company_name').on(t.companyId, t.name), index('interaction_tags_company').on(t.companyId)],
);

export const interactionTagLinks = pgTable(
  'interaction_tag_links',
  {
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => interactionTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interactionId, t.tagId] })],
);

/** Each staff member's read mark per conversation (their unread badge is last_seq − seq). */
export const interactionReads = pgTable(
  'interaction_reads',
  {
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.interactionId, t.userId] })],
);
