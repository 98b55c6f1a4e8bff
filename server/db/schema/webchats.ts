import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { companies } from './companies';

/**
 * Web chat settings of spec §3, one per webchat channel. The domain is unique across the whole
 * service (the widget is admitted only on pages of it); `widget_key` is what the embed script carries.
 */
export const webchats = pgTable(
  'webchats',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    greeting: text('greeting').notNull().default(''),
    greetingEn: text('greeting_en').notNull().default(''),
    logo: text('logo'),
    brandColor: text('brand_color').notNull().default('#2563eb'),
    textColor: text('text_color').notNull().default('#ffffff'),
    isActive: boolean('is_active').notNull().default(true),
    widgetKey: text('widget_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webchats_domain').on(t.domain),
    uniqueIndex('webchats_widget_key').on(t.widgetKey),
    uniqueIndex('webchats_channel').on(t.channelId),
    index('webchats_company').on(t.companyId),
  ],
);

/**
 * A browser that opened a company's widget. The widget keeps a random token in localStorage; the
 * table keeps only its SHA-256, like sessions.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    webchatId: integer('webchat_id')
      .notNull()
      .references(() => webchats.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    contactId: integer('contact_id'),
    locale: text('locale').notNull().default('mn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visitors_token').on(t.tokenHash), index('visitors_webchat').on(t.webchatId)],
);

/**
 * Counters of web-chat creations (new conversations, and the visitors they bring) per client
 * address and per web chat, in fixed windows, shared by every server process.
 */
export const webchatLimitWindows = pgTable('webchat_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
});
