import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IssuePlatform, IssuePriority, IssueStatus, IssueViewFilters } from '../../../contracts';
import { channels } from './channels';
import { companies } from './companies';
import { contacts } from './contacts';
import { interactions } from './interactions';
import { users } from './users';

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Issue types of spec §3 (title, description); titles unique per company whatever their case. */
export const issueTypes = pgTable(
  'issue_types',
  { id: serial('id').primaryKey(), companyId: company(), title: text('title').notNull(), description: text('description').notNull().default(''), createdAt: created() },
  (t) => [uniqueIndex('issue_types_company_title').on(t.companyId, sql`lower(${t.title})`)],
);

/** Issue tags of spec §3 (title, description, colour). */
export const issueTagDefs = pgTable(
  'issue_tag_defs',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    colour: text('colour').notNull().default('#0F6CBD'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('issue_tag_defs_company_title').on(t.companyId, sql`lower(${t.title})`)],
);

/** Closing reasons of spec §3 (name, description); settings route issue_name. */
export const issueReasons = pgTable(
  'issue_reasons',
  { id: serial('id').primaryKey(), companyId: company(), name: text('name').notNull(), description: text('description').notNull().default(''), createdAt: created() },
  (t) => [uniqueIndex('issue_reasons_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * Issues (customer tickets) of spec §3. The lifecycle state follows from the row: `deleted_at`
 * (soft delete) → deleted, status 'closed' → closed (with `reason_id` and `ended_at`), else open.
 * Duration is computed from created_at to ended_at (or now), never stored.
 */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    interactionId: integer('interaction_id').references(() => interactions.id, { onDelete: 'set null' }),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<IssueStatus>().notNull().default('open'),
    priority: text('priority').$type<IssuePriority>().notNull().default('medium'),
    platform: text('platform').$type<IssuePlatform>().notNull().default('other'),
    typeId: integer('type_id').references(() => issueTypes.id, { onDelete: 'set null' }),
    reasonId: integer('reason_id').references(() => issueReasons.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('issues_company_created').on(t.companyId, t.createdAt),
    index('issues_company_status').on(t.companyId, t.status),
    index('issues_assignee').on(t.assigneeUserId),
    index('issues_creator').on(t.createdByUserId),
    index('issues_contact').on(t.contactId),
    index('issues_company_name').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const issueTags = pgTable(
  'issue_tags',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => issueTagDefs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.tagId] }), index('issue_tags_tag').on(t.tagId)],
);

export const issueComments = pgTable(
  'issue_comments',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    companyId: company(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('issue_comments_issue').on(t.issueId, t.createdAt)],
);

/**
 * Attachments (at most 1 MB each) kept in the database as bytea: they commit and roll back with
 * the issue, every server process sees them without a shared disk, and one backup holds all.
 */
export const issueAttachments = pgTable(
  'issue_attachments',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    companyId: company(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('issue_attachments_issue').on(t.issueId)],
);

/** A user's saved list filters; a name is unique per user (saving it again replaces it). */
export const issueViews = pgTable(
  'issue_views',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<IssueViewFilters>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [uniqueIndex('issue_views_user_name').on(t.userId, sql`lower(${t.name})`)],
);
