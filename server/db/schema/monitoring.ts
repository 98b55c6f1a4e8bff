import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * What an admin sets for the wall screen (issue 23): the service-level threshold (answered within
 * N seconds, default 20) and the limits that turn a tile amber or red.
 */
export const monitoringSettings = pgTable('monitoring_settings', {
  companyId: company().primaryKey(),
  serviceLevelSeconds: integer('service_level_seconds').notNull().default(20),
  waitWarnSeconds: integer('wait_warn_seconds').notNull().default(60),
  waitAlertSeconds: integer('wait_alert_seconds').notNull().default(180),
  serviceLevelWarnPct: integer('service_level_warn_pct').notNull().default(80),
  serviceLevelAlertPct: integer('service_level_alert_pct').notNull().default(60),
  availableWarn: integer('available_warn').notNull().default(2),
  availableAlert: integer('available_alert').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The monitoring feed's counter per company: every delta takes the next number under this row's
 * lock and reads the state it reports in the same transaction, so numbers follow the order of reads.
 */
export const monitoringFeeds = pgTable('monitoring_feeds', {
  companyId: company().primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** The last deltas of each company's feed, so a screen that reconnects catches up by number. */
export const monitoringEvents = pgTable(
  'monitoring_events',
  {
    companyId: company(),
    seq: integer('seq').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seq] })],
);

/**
 * Each person's presence over time (online, away, offline): the open row (no `ended_at`) is the
 * current state and since when; closed rows give reports the time online and away.
 */
export const agentPresenceLog = pgTable(
  'agent_presence_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: company(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presence: text('presence').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('agent_presence_log_user_open').on(t.userId, t.endedAt), index('agent_presence_log_company_started').on(t.companyId, t.startedAt)],
);

/**
 * Read-only wall-screen links (kiosk): an admin names one, the console shows its token once, and a
 * TV opens /monitoring?screen=TOKEN with no user session. Only the token's SHA-256 is kept; a
 * revoked screen's sockets are closed and its token refused.
 */
export const monitoringScreens = pgTable(
  'monitoring_screens',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('monitoring_screens_token').on(t.tokenHash), index('monitoring_screens_company').on(t.companyId)],
);
