import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { interactions } from './interactions';
import { users } from './users';

const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's phone lines (issue 26): the number callers dial. Kamailio asks our server which
 * extension to ring for a dialled number, so a number belongs to one company across the service.
 */
export const callLines = pgTable(
  'call_lines',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_lines_number').on(t.number), index('call_lines_company').on(t.companyId)],
);

/**
 * One phone call as the SIP server reported it, keyed by its SIP Call-ID; the conversation it is
 * shown as is `interaction_id` (an interaction on the company's `call` channel). `state` follows
 * queued → ringing → talking ⇄ held → ended, or abandoned (caller hung up before an answer) or
 * failed (`fail_code`). `timed_out`: closed by our server because its end never came.
 */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    sipCallId: text('sip_call_id').notNull(),
    lineId: integer('line_id').references(() => callLines.id, { onDelete: 'set null' }),
    interactionId: integer('interaction_id').references(() => interactions.id, { onDelete: 'set null' }),
    direction: text('direction').notNull().default('in'),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationS: integer('duration_s'),
    endedBy: text('ended_by'),
    failCode: integer('fail_code'),
    timedOut: boolean('timed_out').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calls_sip_call_id').on(t.sipCallId),
    index('calls_company_state').on(t.companyId, t.state),
    index('calls_agent_state').on(t.agentUserId, t.state),
    // A list's call rows show their call's state and duration (summaries.ts), looked up by conversation.
    index('calls_interaction').on(t.interactionId),
  ],
);

/** Every event of a call as received (a resync's repeat of one already stored is not stored twice). */
export const callEvents = pgTable(
  'call_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    companyId: company(),
    event: text('event').notNull(),
    /** The SIP server's clock (seconds) when it happened. */
    ts: integer('ts').notNull(),
    detail: jsonb('detail').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_events_once').on(t.callId, t.event, t.ts)],
);

/**
 * Digest credentials of a user's softphone: the SIP user name and HA1 = md5(user:realm:password);
 * the password itself is shown once, when issued, and never stored.
 */
export const sipCredentials = pgTable(
  'sip_credentials',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: company(),
    username: text('username').notNull(),
    ha1: text('ha1').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sip_credentials_username').on(t.username)],
);
