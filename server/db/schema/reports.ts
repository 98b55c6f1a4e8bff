import { bigint, bigserial, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

const count = (name: string) => integer(name).notNull();

/**
 * Hourly rollups of the reports (issue 23, server/domain/reports/README.md): one row per company,
 * UTC hour of creation, tag (0 = every interaction), owner and channel (-1 = all of them, 0 = none),
 * recomputed from the interactions of that hour whenever one of them changes (report_dirty).
 * Durations are summed in microseconds so averages are exact; the two histograms are sparse
 * (bucket lower bounds in seconds, counts), see rollup-sql.ts.
 */
export const reportHours = pgTable(
  'report_hours',
  {
    // No foreign key: a deleted company's interactions list their hours, whose recompute removes the rows.
    companyId: integer('company_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    tagId: count('tag_id'),
    ownerId: count('owner_id'),
    channelId: count('channel_id'),
    n: count('n'),
    answered: count('answered'),
    abandoned: count('abandoned'),
    frtN: count('frt_n'),
    frtUs: bigint('frt_us', { mode: 'number' }).notNull(),
    handleN: count('handle_n'),
    handleUs: bigint('handle_us', { mode: 'number' }).notNull(),
    rated: count('rated'),
    ratingSum: count('rating_sum'),
    r1: count('r1'),
    r2: count('r2'),
    r3: count('r3'),
    r4: count('r4'),
    r5: count('r5'),
    mAngry: count('m_angry'),
    mFrowning: count('m_frowning'),
    mNormal: count('m_normal'),
    mGrinning: count('m_grinning'),
    botN: count('bot_n'),
    botContained: count('bot_contained'),
    botHanded: count('bot_handed'),
    frtB: integer('frt_b').array().notNull(),
    frtC: integer('frt_c').array().notNull(),
    waitB: integer('wait_b').array().notNull(),
    waitC: integer('wait_c').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagId, t.ownerId, t.channelId, t.hour] })],
);

/**
 * Hours whose rollup is out of date: database triggers add one in the transaction that changes an
 * interaction, a tag link or a bot session (migration 0036); the refresh removes them once it has
 * recomputed the hour. Reports read these hours from the interactions themselves.
 */
export const reportDirty = pgTable(
  'report_dirty',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_dirty_company_hour').on(t.companyId, t.hour)],
);
