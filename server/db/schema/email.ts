import { bigint, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { companies } from './companies';
import { interactions, messages } from './interactions';

/**
 * One row per e-mail channel: who owns its IMAP session in a cluster (a lease another process
 * takes over once `lease_until` has passed), how far the INBOX has been read, and its health.
 */
export const emailMailboxes = pgTable('email_mailboxes', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  owner: text('owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  syncState: text('sync_state').notNull().default('pending'),
  syncError: text('sync_error'),
  failures: integer('failures').notNull().default(0),
  /** The first-connect import: how many mails it reads (set when it starts) and how many are done. */
  importTotal: integer('import_total'),
  importDone: integer('import_done').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail of a channel by its Message-ID, in and out, and the conversation it belongs to: the
 * threading map (In-Reply-To / References look up here). `html` is already sanitised; `quoted` is
 * the history folded out of the body.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'cascade' }),
    rfcMessageId: text('rfc_message_id').notNull(),
    direction: text('direction').notNull(),
    subject: text('subject').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    /** The References chain of this mail (its own id last), for a reply's References header. */
    references: text('references').notNull().default(''),
    html: text('html'),
    quoted: text('quoted').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_messages_channel_rfc').on(t.channelId, t.rfcMessageId),
    index('email_messages_interaction').on(t.interactionId),
    index('email_messages_message').on(t.messageId),
  ],
);

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files that came with a mail (at most 1 MB each, the attachment rule), kept in the database like
 * issue attachments. `key` is the unguessable name in the download URL; the conversation is set
 * once the mail is stored, and the download checks that the reader may see it.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interactionId: integer('interaction_id').references(() => interactions.id, { onDelete: 'cascade' }),
    /** An agent's upload: the reply that sends it (null until sent), and who uploaded it. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    uploadedByUserId: integer('uploaded_by_user_id'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_attachments_key').on(t.key), index('email_attachments_interaction').on(t.interactionId), index('email_attachments_message').on(t.messageId)],
);
