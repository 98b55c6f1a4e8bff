import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** A full-text vector kept beside the text it comes from, so a search computes none per row. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A company's knowledge bases (spec §3 Knowledge). `agent_user_id` is the virtual agent the base is
 * allotted to; firing the agent leaves the base unowned (set null) so it can be moved to another.
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_bases_company_name').on(t.companyId, sql`lower(${t.name})`), index('knowledge_bases_agent').on(t.agentUserId)],
);

/** Folders of a base: names are unique within the base regardless of case (spec §5). */
export const knowledgeFolders = pgTable(
  'knowledge_folders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseId: integer('base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_folders_base_name').on(t.baseId, sql`lower(${t.name})`), index('knowledge_folders_company').on(t.companyId)],
);

/**
 * Files (articles): sanitised HTML as edited, its plain text for indexing, draft or published.
 * `source` is how it came in (manual, url, pdf, docx) and `source_url` the page it was read from.
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => knowledgeFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentHtml: text('content_html').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    status: text('status').notNull().default('draft'),
    source: text('source').notNull().default('manual'),
    sourceUrl: text('source_url'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_files_folder').on(t.folderId), index('knowledge_files_company').on(t.companyId, t.status)],
);

/**
 * The index: passages of published files. `norm` is the normalised text (search-text.ts) for
 * trigram similarity; `stems` its prefix stems for the `simple` full-text configuration.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull(),
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
    norm: text('norm').notNull(),
    stems: text('stems').notNull(),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('simple', stems)`),
    /** Its vector from the optional embeddings endpoint, and the model that made it (embed-pending.ts). */
    embedding: real('embedding').array(),
    embeddingModel: text('embedding_model'),
  },
  (t) => [
    index('knowledge_passages_file').on(t.fileId),
    index('knowledge_passages_company').on(t.companyId),
    index('knowledge_passages_tsv').using('gin', t.tsv),
    index('knowledge_passages_trgm').using('gin', t.norm.op('gin_trgm_ops')),
  ],
);

/** Q&A (spec §3): question, answer, active, source ai or user, and the file it belongs to. */
export const knowledgeQa = pgTable(
  'knowledge_qa',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseId: integer('base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => knowledgeFiles.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    active: boolean('active').notNull().default(true),
    source: text('source').notNull().default('user'),
    norm: text('norm').notNull(),
    stems: text('stems').notNull(),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('simple', stems)`),
    /** Of question and answer; cleared when either changes. */
    embedding: real('embedding').array(),
    embeddingModel: text('embedding_model'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_qa_company').on(t.companyId, t.active),
    index('knowledge_qa_file').on(t.fileId),
    index('knowledge_qa_tsv').using('gin', t.tsv),
    index('knowledge_qa_trgm').using('gin', t.norm.op('gin_trgm_ops')),
  ],
);

/** Related documents of a Q&A besides its own file. */
export const knowledgeQaDocuments = pgTable(
  'knowledge_qa_documents',
  {
    qaId: integer('qa_id')
      .notNull()
      .references(() => knowledgeQa.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.qaId, t.fileId] }), index('knowledge_qa_documents_file').on(t.fileId)],
);

/** Hosts an admin allowed server-side fetches to reach although they resolve to private addresses. */
export const knowledgeAllowedHosts = pgTable(
  'knowledge_allowed_hosts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
  },
  (t) => [uniqueIndex('knowledge_allowed_hosts_company_host').on(t.companyId, t.host)],
);

/** A URL, sitemap or crawl import: progress for the console's bar, cancel by setting `cancelled`. */
export const knowledgeImports = pgTable(
  'knowledge_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => knowledgeFolders.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mode: text('mode').notNull().default('page'),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_imports_company').on(t.companyId)],
);
