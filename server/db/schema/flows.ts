import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FlowGraph } from '../../../contracts';
import { companies } from './companies';
import { users } from './users';

/**
 * Flows of a virtual agent (spec §2, §3): the canvas graph as saved, trigger phrases, and the run
 * counters behind the list's usage and accuracy. Deleting the agent's user deletes its flows.
 */
export const flows = pgTable(
  'flows',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('draft'),
    triggers: jsonb('triggers').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    graph: jsonb('graph').$type<FlowGraph>().notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flows_company').on(t.companyId), index('flows_agent').on(t.agentUserId)],
);

/** One header of a custom API; a secret one is never shown again after it is saved. */
export interface StoredHeader {
  name: string;
  value: string;
  secret: boolean;
}
/** Where a field of the JSON answer goes: `{{variable}}` in later flow texts. */
export interface ResponseField {
  variable: string;
  path: string;
}

/** Custom API endpoints (spec §3: endpoint, response, status) that api nodes of flows call. */
export const customApis = pgTable(
  'custom_apis',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    method: text('method').notNull().default('GET'),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<StoredHeader[]>().notNull().default([]),
    body: text('body').notNull().default(''),
    responseFields: jsonb('response_fields').$type<ResponseField[]>().notNull().default([]),
    timeoutMs: integer('timeout_ms').notNull().default(5000),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_apis_company').on(t.companyId)],
);
