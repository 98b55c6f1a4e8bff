import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { companies } from './companies';
import { interactions } from './interactions';
import { users } from './users';

/**
 * What makes a virtual user (users.user_type virtual_*) a virtual agent of spec §3: primary or
 * additional, and whether it was fired. A fired agent keeps its user row, so the knowledge that
 * names it stays in place (unused) until an admin moves it to another agent.
 */
export const virtualAgents = pgTable(
  'virtual_agents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('virtual_agents_company').on(t.companyId)],
);

/** Channels an agent is active on. One agent per channel: a new conversation there knows whom it meets first. */
export const virtualAgentChannels = pgTable(
  'virtual_agent_channels',
  {
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => virtualAgents.userId, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentUserId, t.channelId] }), uniqueIndex('virtual_agent_channels_channel').on(t.channelId)],
);

/**
 * The bot phase of one conversation: who answers, the failed answers so far, the flow run in
 * progress, and once handed over, when and the one-line summary the person is shown.
 */
export const botSessions = pgTable('bot_sessions', {
  interactionId: integer('interaction_id')
    .primaryKey()
    .references(() => interactions.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
  phase: text('phase').notNull().default('answering'),
  failures: integer('failures').notNull().default(0),
  answers: integer('answers').notNull().default(0),
  reason: text('reason'),
  flowRun: jsonb('flow_run'),
  summary: text('summary').notNull().default(''),
  handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bot interactions (conversations a virtual agent took) per company per day, for the plan's limit. */
export const botUsage = pgTable(
  'bot_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    conversations: integer('conversations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
