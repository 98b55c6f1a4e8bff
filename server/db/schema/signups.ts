import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A self-service sign-up waiting for (or past) its e-mail confirmation. Users without a row here
 * (seeded, invited) count as confirmed. The link's token is kept only as its SHA-256.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_confirmations_token').on(t.tokenHash)],
);

/** The onboarding wizard's answers per user, so a reload (or another browser) resumes the same step. */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer('step').notNull().default(1),
  draft: jsonb('draft').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who asked for a company and what the superadmin decided (the reason of a rejection). */
export const companyApprovals = pgTable(
  'company_approvals',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [index('company_approvals_requested_by').on(t.requestedBy)],
);

/**
 * Web addresses an AI agent should learn from, queued for the knowledge crawler (a later issue):
 * onboarding stores the company website given for the first agent here, status 'pending'.
 */
export const agentKnowledgeSources = pgTable(
  'agent_knowledge_sources',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** pending → importing → done or failed (with the catalogue code of why in `error`). */
    status: text('status').notNull().default('pending'),
    importId: integer('import_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_knowledge_sources_company').on(t.companyId)],
);
