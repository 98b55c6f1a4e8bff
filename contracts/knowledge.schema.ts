import { z } from 'zod';
import { requiredTextRule, ruleMessage, textRule } from './field-rules';

/**
 * Knowledge (spec §3, §4, §5): bases → folders → files (articles), and Q&A. Values the spec leaves
 * open are chosen here and shown in the console.
 */
export const KNOWLEDGE_NAME_MAX = 100;
export const KNOWLEDGE_FILE_NAME_MAX = 200;
/** Past this many characters of text an article warns that the agent may not fully understand it. */
export const KNOWLEDGE_ARTICLE_CHAR_LIMIT = 20_000;
/** The stored HTML's hard maximum (markup included); well above the warning. */
export const KNOWLEDGE_HTML_MAX = 400_000;
/** Articles a company may keep until plans set their own value ('limit exceeded' past it). */
export const KNOWLEDGE_DEFAULT_ARTICLE_LIMIT = 300;
export const KNOWLEDGE_QUESTION_MAX = 500;
export const KNOWLEDGE_ANSWER_MAX = 4000;
/** PDF and DOCX uploads, decoded. */
export const KNOWLEDGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const KNOWLEDGE_URL_MAX = 2000;
/** Pages one sitemap or crawl import reads at most. */
export const KNOWLEDGE_IMPORT_MAX_PAGES = 200;

export const KNOWLEDGE_FILE_STATUSES = ['draft', 'published'] as const;
export const KNOWLEDGE_FILE_SOURCES = ['manual', 'url', 'pdf', 'docx'] as const;
export const KNOWLEDGE_QA_SOURCES = ['ai', 'user'] as const;
export const KNOWLEDGE_IMPORT_MODES = ['page', 'sitemap', 'crawl'] as const;
export const KNOWLEDGE_IMPORT_STATUSES = ['running', 'done', 'cancelled', 'failed'] as const;

export const KnowledgeIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

export const KnowledgeBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agent_user_id: z.number().int().nullable(),
  folders: z.array(z.object({ id: z.number().int(), name: z.string(), files: z.number().int() })),
});
export type KnowledgeBase = z.infer<typeof KnowledgeBaseSchema>;
export const KnowledgeBaseListSchema = z.object({
  items: z.array(KnowledgeBaseSchema),
  limits: z.object({ articles: z.number().int(), used: z.number().int(), article_chars: z.number().int() }),
});
export type KnowledgeBaseList = z.infer<typeof KnowledgeBaseListSchema>;
export const KnowledgeBaseBodySchema = z.object({ name: requiredTextRule(KNOWLEDGE_NAME_MAX), agent_user_id: z.number().int().min(1).nullable().optional() }).strict();
export type KnowledgeBaseBody = z.infer<typeof KnowledgeBaseBodySchema>;

/** Spec §5: a folder name is not empty and not a duplicate (within its base, any case). */
export const FolderNameRule = z
  .string()
  .trim()
  .min(1, { error: 'err_knowledge_folder_name_empty', abort: true })
  .max(KNOWLEDGE_NAME_MAX, ruleMessage('err_text_too_long', { max: KNOWLEDGE_NAME_MAX }));
export const KnowledgeFolderBodySchema = z.object({ base_id: z.number().int().min(1), name: FolderNameRule }).strict();
export type KnowledgeFolderBody = z.infer<typeof KnowledgeFolderBodySchema>;
export const KnowledgeFolderRenameSchema = z.object({ name: FolderNameRule }).strict();
export const KnowledgeFolderSchema = z.object({ id: z.number().int(), base_id: z.number().int(), name: z.string() });

export const KnowledgeFileSummarySchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int(),
  name: z.string(),
  status: z.enum(KNOWLEDGE_FILE_STATUSES),
  source: z.enum(KNOWLEDGE_FILE_SOURCES),
  source_url: z.string().nullable(),
  chars: z.number().int(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type KnowledgeFileSummary = z.infer<typeof KnowledgeFileSummarySchema>;
export const KnowledgeFileSchema = KnowledgeFileSummarySchema.extend({ content_html: z.string(), over_limit: z.boolean() });
export type KnowledgeFile = z.infer<typeof KnowledgeFileSchema>;
export const KnowledgeFileListQuerySchema = z
  .object({ folder_id: z.coerce.number().int().min(1).optional(), status: z.enum(KNOWLEDGE_FILE_STATUSES).optional(), q: z.string().max(200).optional() })
  .strict();
export const KnowledgeFileListSchema = z.object({ items: z.array(KnowledgeFileSummarySchema) });

/** The article form and the server: name required, HTML bounded, draft or published. */
export const KnowledgeFileRulesSchema = z.object({
  name: requiredTextRule(KNOWLEDGE_FILE_NAME_MAX),
  content_html: z.string().max(KNOWLEDGE_HTML_MAX, ruleMessage('err_text_too_long', { max: KNOWLEDGE_HTML_MAX })),
  status: z.enum(KNOWLEDGE_FILE_STATUSES),
});
export const KnowledgeFileBodySchema = KnowledgeFileRulesSchema.extend({ folder_id: z.number().int().min(1) }).strict();
export type KnowledgeFileBody = z.infer<typeof KnowledgeFileBodySchema>;
export const KnowledgeFileStatusBodySchema = z.object({ status: z.enum(KNOWLEDGE_FILE_STATUSES) }).strict();

/** A PDF or DOCX, base64 (as issue attachments): only .pdf and .docx names are accepted. */
export const KnowledgeUploadBodySchema = z
  .object({
    folder_id: z.number().int().min(1),
    file_name: requiredTextRule(KNOWLEDGE_FILE_NAME_MAX),
    data: z
      .string()
      .min(1)
      .max(Math.ceil(KNOWLEDGE_UPLOAD_MAX_BYTES / 3) * 4 + 4),
    status: z.enum(KNOWLEDGE_FILE_STATUSES).optional(),
  })
  .strict();
export type KnowledgeUploadBody = z.infer<typeof KnowledgeUploadBodySchema>;

export const KnowledgeImportBodySchema = z
  .object({
    folder_id: z.number().int().min(1),
    url: requiredTextRule(KNOWLEDGE_URL_MAX),
    mode: z.enum(KNOWLEDGE_IMPORT_MODES),
    max_pages: z.number().int().min(1).max(KNOWLEDGE_IMPORT_MAX_PAGES).optional(),
    /** Imported pages are drafts unless published at once (onboarding's website). */
    status: z.enum(KNOWLEDGE_FILE_STATUSES).optional(),
  })
  .strict();
export type KnowledgeImportBody = z.infer<typeof KnowledgeImportBodySchema>;
export const KnowledgeImportSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mode: z.enum(KNOWLEDGE_IMPORT_MODES),
  status: z.enum(KNOWLEDGE_IMPORT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
});
export type KnowledgeImport = z.infer<typeof KnowledgeImportSchema>;

/** The website given in onboarding's agent step, read into knowledge: where it stands and, if it failed, why. */
export const AGENT_SOURCE_STATUSES = ['pending', 'importing', 'done', 'failed'] as const;
export const AgentKnowledgeSourceSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  agent_name: z.string(),
  status: z.enum(AGENT_SOURCE_STATUSES),
  /** A catalogue error code (errors namespace) when the import failed. */
  error: z.string().nullable(),
  pages: z.object({ total: z.number().int(), done: z.number().int(), failed: z.number().int() }).nullable(),
});
export type AgentKnowledgeSource = z.infer<typeof AgentKnowledgeSourceSchema>;
export const AgentKnowledgeSourceListSchema = z.object({ items: z.array(AgentKnowledgeSourceSchema) });

export const KnowledgeAllowedHostsSchema = z.object({ hosts: z.array(z.string().trim().min(1).max(253)).max(50) }).strict();
export type KnowledgeAllowedHosts = z.infer<typeof KnowledgeAllowedHostsSchema>;

export const KnowledgeQaSchema = z.object({
  id: z.number().int(),
  base_id: z.number().int(),
  file_id: z.number().int().nullable(),
  file_name: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  active: z.boolean(),
  source: z.enum(KNOWLEDGE_QA_SOURCES),
  related: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updated_at: z.string(),
});
export type KnowledgeQa = z.infer<typeof KnowledgeQaSchema>;
export const KnowledgeQaRulesSchema = z.object({ question: requiredTextRule(KNOWLEDGE_QUESTION_MAX), answer: requiredTextRule(KNOWLEDGE_ANSWER_MAX) });
export const KnowledgeQaBodySchema = KnowledgeQaRulesSchema.extend({
  base_id: z.number().int().min(1),
  file_id: z.number().int().min(1).nullable().optional(),
  active: z.boolean().optional(),
  related_file_ids: z.array(z.number().int().min(1)).max(20).optional(),
}).strict();
export type KnowledgeQaBody = z.infer<typeof KnowledgeQaBodySchema>;
export const KnowledgeQaListQuerySchema = z
  .object({ file_id: z.coerce.number().int().min(1).optional(), q: textRule(200).optional(), active: z.enum(['true', 'false']).optional() })
  .strict();
export const KnowledgeQaListSchema = z.object({ items: z.array(KnowledgeQaSchema) });
export const KnowledgeQaActiveBodySchema = z.object({ active: z.boolean() }).strict();
/** Spec §4: all Q&A of one knowledge item on or off at once. */
export const KnowledgeQaFileActiveBodySchema = z.object({ file_id: z.number().int().min(1), active: z.boolean() }).strict();
export const KnowledgeGenerateResultSchema = z.object({ created: z.number().int(), via: z.enum(['offline', 'llm']) });

export const KnowledgeSearchQuerySchema = z.object({ q: requiredTextRule(500) }).strict();
export const KnowledgeSearchSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['qa', 'passage']),
      id: z.number().int(),
      text: z.string(),
      answer: z.string(),
      source_title: z.string(),
      source_id: z.number().int(),
      score: z.number(),
    }),
  ),
});

/**
 * How the company's knowledge is searched: words (full text and trigrams) always; meaning too when
 * the server has an embeddings endpoint (`embeddings`), with how many of the indexed passages and
 * Q&A (`items`) have a vector of its model yet (`embedded`).
 */
export const KnowledgeIndexStatusSchema = z.object({
  embeddings: z.boolean(),
  model: z.string().nullable(),
  items: z.number().int(),
  embedded: z.number().int(),
});
export type KnowledgeIndexStatus = z.infer<typeof KnowledgeIndexStatusSchema>;
