import { sql } from 'drizzle-orm';
import type { MessageAttachment, MessageNote } from '../../../contracts';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { companies } from './companies';
import { users } from './users';

/**
 * Conversations of every channel (spec §3 Interaction). `last_seq` is the counter that gives each
 * message its sequence number inside the same transaction that stores it; `state` keeps the
 * interaction machine's persisted snapshot.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    contactId: integer('contact_id'),
    subject: text('subject').notNull().default(''),
    status: text('status').notNull().default('open'),
    stage: text('stage').notNull().default('queued'),
    state: jsonb('state'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    mood: text('mood'),
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The web-chat visitor who started it (null for other channels). */
    visitorId: integer('visitor_id'),
    /** Channels beyond web chat: who the provider knows the customer as (a PSID, a Viber user id, an address). */
    channelIdentity: text('channel_identity'),
    contactReadSeq: integer('contact_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    ratingRequestedAt: timestamp('rating_requested_at', { withTimezone: true }),
    ratingComment: text('rating_comment').notNull().default(''),
    /**
     * 'live' for conversations the product received; 'import' for mail a mailbox already held when
     * it was first connected (server/channels/email): kept as history, left out of service figures.
     */
    origin: text('origin').notNull().default('live'),
  },
  (t) => [
    index('interactions_company_status').on(t.companyId, t.status),
    index('interactions_visitor').on(t.visitorId),
    index('interactions_owner_status').on(t.ownerUserId, t.status),
    // Figures of a day or a date range (monitoring, reports) scan one company's interactions by start.
    index('interactions_company_created').on(t.companyId, t.createdAt),
    index('interactions_channel_identity')
      .on(t.channelId, t.channelIdentity)
      .where(sql`${t.channelIdentity} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientId: text('client_id'),
    authorType: text('author_type').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Channels beyond web chat (server/channels/): the provider's id of the message. */
    externalId: text('external_id'),
    /** A staff message sent through a provider: sending, sent, seen or failed (null elsewhere). */
    deliveryStatus: text('delivery_status'),
    /** Why the provider refused it (a catalogue code), when failed. */
    deliveryError: text('delivery_error'),
    /** Files and places a customer sent through a channel (server/channels/inbound.ts). */
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    /** A system line as locale keys and values (a call's timeline), so each reader sees it in their language; body keeps the default language's text. */
    note: jsonb('note').$type<MessageNote>(),
  },
  (t) => [
    uniqueIndex('messages_interaction_seq').on(t.interactionId, t.seq),
    uniqueIndex('messages_interaction_client').on(t.interactionId, t.clientId),
    index('messages_external')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);
