import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Channels of spec §3; each adapter keeps its own settings in `config`. */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    config: jsonb('config').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channels_company').on(t.companyId)],
);

/**
 * Messenger's handover protocol: whether another app (the Page Inbox, another bot) holds a
 * customer's thread on a page, as the page's webhooks last told us (take_thread_control, standby
 * messages: held; pass_thread_control to us: ours again). No row: ours.
 */
export const messengerThreads = pgTable(
  'messenger_threads',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    psid: text('psid').notNull(),
    heldByOther: boolean('held_by_other').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.psid] })],
);
