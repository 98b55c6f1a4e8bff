import type { Permission } from './permissions';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from './constants';
import type { ErrorCode } from './errors';
import { ruleMessage, textRule } from './field-rules';

/**
 * Issues (customer tickets) of spec §3 and their rules of spec §5, shared by the server (which
 * refuses with the catalogue code) and the console form (which shows the same code by the field).
 */
export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
/** Statuses of an issue that is not closed: the machine's `open` state. */
export const ISSUE_OPEN_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const ISSUE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
/** Where the customer raised it. */
export const ISSUE_PLATFORMS = ['web_chat', 'messenger', 'viber', 'email', 'phone', 'other'] as const;
export type IssuePlatform = (typeof ISSUE_PLATFORMS)[number];
/** The list can also show soft-deleted issues. */
export const ISSUE_STATUS_FILTERS = [...ISSUE_STATUSES, 'deleted'] as const;

export const ISSUE_NAME_MIN = 3;
export const ISSUE_NAME_MAX = 200;
export const ISSUE_DESCRIPTION_MAX = 5000;
export const ISSUE_TAGS_MAX = 20;
export const ISSUE_COMMENT_MAX = 5000;
export const ISSUE_PAGE_SIZE_DEFAULT = 50;
export const ISSUE_PAGE_SIZE_MAX = 200;
export const ISSUE_SETTING_NAME_MAX = 100;
export const ISSUE_SETTING_DESCRIPTION_MAX = 500;
export const ISSUE_VIEW_NAME_MAX = 60;
export const ISSUE_ATTACHMENT_NAME_MAX = 200;
export { ATTACHMENT_MAX_BYTES };
/** A created date may be a little ahead of the server's clock (the client's clock drifts). */
export const ISSUE_CREATED_SKEW_MS = 5 * 60_000;

export const isIssueStatus = (v: unknown): v is IssueStatus => (ISSUE_STATUSES as readonly unknown[]).includes(v);
export const isIssuePriority = (v: unknown): v is IssuePriority => (ISSUE_PRIORITIES as readonly unknown[]).includes(v);
export const isIssuePlatform = (v: unknown): v is IssuePlatform => (ISSUE_PLATFORMS as readonly unknown[]).includes(v);

/**
 * A path id (`/api/issues/:id`): a positive 32-bit integer written plainly, else null. Routes take
 * ids as text so a malformed one is refused with the area's own code (err_issue_id_invalid…).
 */
export function parseIdText(raw: string | number | undefined | null): number | null {
  const text = String(raw ?? '');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}
export const IdTextParamsSchema = z.object({ id: z.string() }).strict();
export const SubIdTextParamsSchema = z.object({ id: z.string(), sub_id: z.string() }).strict();

const id = z.number().int().min(1).max(2_147_483_647);
const nullableId = id.nullable().default(null);

/** POST and PUT /api/issues as typed; `issueViolations` applies the rules (structure only here). */
export const IssueBodySchema = z
  .object({
    name: z.string().max(20_000).default(''),
    description: z.string().max(100_000).default(''),
    contact_id: nullableId,
    channel_id: nullableId,
    /** The live conversation it came from: contact, channel and platform are filled from it. */
    interaction_id: nullableId,
    assignee_user_id: nullableId,
    status: z.string().max(50).default(''),
    priority: z.string().max(50).default(''),
    platform: z.string().max(50).default(''),
    type_id: nullableId,
    tag_ids: z.array(id).max(200).default([]),
    /** Required when status is 'closed'. */
    reason_id: nullableId,
    /** ISO date-time; empty for "now". A ticket logged after a call may carry an earlier date. */
    created_at: z.string().max(100).nullable().default(null),
    due_at: z.string().max(100).nullable().default(null),
    /** Optional; when sent it must be the caller's company. */
    company_id: z.number().int().optional(),
  })
  .strict();
export type IssueBody = z.input<typeof IssueBodySchema>;
export type IssueFields = z.output<typeof IssueBodySchema>;

export interface IssueViolation {
  path: string[];
  code: ErrorCode;
  params?: Record<string, number>;
}

const time = (iso: string | null) => (iso && iso.trim() ? Date.parse(iso) : null);

/**
 * Every rule of spec §5 broken by these fields, in form order (the first is what the server
 * answers). `now` is the caller's clock; a created date cannot be in the future.
 */
export function issueViolations(f: IssueFields, now = Date.now()): IssueViolation[] {
  const out: IssueViolation[] = [];
  const name = f.name.trim();
  if (!name) out.push({ path: ['name'], code: 'err_issue_name_empty' });
  else if (name.length < ISSUE_NAME_MIN) out.push({ path: ['name'], code: 'err_issue_name_too_short', params: { min: ISSUE_NAME_MIN } });
  else if (name.length > ISSUE_NAME_MAX) out.push({ path: ['name'], code: 'err_issue_name_too_long', params: { max: ISSUE_NAME_MAX } });
  if (f.contact_id === null) out.push({ path: ['contact_id'], code: 'err_issue_contact_empty' });
  if (f.channel_id === null) out.push({ path: ['channel_id'], code: 'err_issue_channel_empty' });
  if (!f.platform.trim() || !isIssuePlatform(f.platform)) out.push({ path: ['platform'], code: 'err_issue_platform_empty' });
  if (f.assignee_user_id === null) out.push({ path: ['assignee_user_id'], code: 'err_issue_assignee_empty' });
  if (!isIssueStatus(f.status)) out.push({ path: ['status'], code: 'err_issue_status_invalid' });
  if (!isIssuePriority(f.priority)) out.push({ path: ['priority'], code: 'err_issue_priority_invalid' });
  if (f.status === 'closed' && f.reason_id === null) out.push({ path: ['reason_id'], code: 'err_issue_reason_empty' });
  const created = time(f.created_at);
  const createdOk = created === null || (!Number.isNaN(created) && created <= now + ISSUE_CREATED_SKEW_MS);
  if (!createdOk) out.push({ path: ['created_at'], code: 'err_issue_created_date_invalid' });
  const due = time(f.due_at);
  if (due !== null && (Number.isNaN(due) || (createdOk && due < (created ?? now - ISSUE_CREATED_SKEW_MS)))) {
    out.push({ path: ['due_at'], code: 'err_issue_due_date_invalid' });
  }
  if (f.description.trim().length > ISSUE_DESCRIPTION_MAX) out.push({ path: ['description'], code: 'err_issue_field_too_long', params: { max: ISSUE_DESCRIPTION_MAX } });
  if (new Set(f.tag_ids).size > ISSUE_TAGS_MAX) out.push({ path: ['tag_ids'], code: 'err_issue_field_too_long', params: { max: ISSUE_TAGS_MAX } });
  return out;
}

/**
 * The rules of spec §5 as a zod schema over the body, for a form's zodResolver: the same
 * `issueViolations` the server answers with, each as a catalogue-code message on its field.
 */
export const IssueRulesSchema = IssueBodySchema.superRefine((fields, ctx) => {
  for (const v of issueViolations(fields)) ctx.addIssue({ code: 'custom', path: v.path, message: ruleMessage(v.code, v.params) });
});

export const IssueRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const IssueTagRefSchema = z.object({ id: z.number().int(), title: z.string(), colour: z.string() });

export const IssueSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  contact: IssueRefSchema.nullable(),
  channel: IssueRefSchema.extend({ type: z.string() }).nullable(),
  interaction_id: z.number().int().nullable(),
  assignee: IssueRefSchema.nullable(),
  status: z.enum(ISSUE_STATUSES),
  priority: z.enum(ISSUE_PRIORITIES),
  platform: z.enum(ISSUE_PLATFORMS),
  type: IssueRefSchema.nullable(),
  reason: IssueRefSchema.nullable(),
  tags: z.array(IssueTagRefSchema),
  created_by: IssueRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  due_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  /** From created_at to ended_at, or to the moment of the answer while not closed. */
  duration_seconds: z.number().int(),
  comment_count: z.number().int(),
  attachment_count: z.number().int(),
});
export type Issue = z.infer<typeof IssueSchema>;

export const IssueCommentSchema = z.object({
  id: z.number().int(),
  author: IssueRefSchema.nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type IssueComment = z.infer<typeof IssueCommentSchema>;
export const IssueCommentListSchema = z.object({ items: z.array(IssueCommentSchema) });
export const IssueCommentBodySchema = z.object({ body: z.string().max(100_000) }).strict();

export const IssueAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploaded_by: IssueRefSchema.nullable(),
  created_at: z.string(),
});
export type IssueAttachment = z.infer<typeof IssueAttachmentSchema>;
/**
 * POST /api/issues/:id/attachments: the file as base64 in JSON (the server has no multipart
 * parser). The route's body limit leaves room above 1 MB so a larger file is refused by name.
 */
export const IssueAttachmentBodySchema = z
  .object({
    name: z.string().max(1000),
    mime: z.string().max(200).default('application/octet-stream'),
    data: z.string(),
  })
  .strict();
export type IssueAttachmentBody = z.input<typeof IssueAttachmentBodySchema>;
/** Base64 of a 1 MB file plus the JSON around it. */
export const ISSUE_ATTACHMENT_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

export const IssueDetailSchema = IssueSchema.extend({
  comments: z.array(IssueCommentSchema),
  attachments: z.array(IssueAttachmentSchema),
});
export type IssueDetail = z.infer<typeof IssueDetailSchema>;

export const IssueCloseBodySchema = z.object({ reason_id: z.number().int().nullable().optional() }).strict();

export const ISSUE_SORTS = ['created_at', 'updated_at', 'due_at', 'priority', 'status', 'name'] as const;
const isoDate = z.string().datetime({ offset: true });

/** Filters of the list as a saved view stores them: every one optional, no defaults. */
export const IssueFilterFieldsSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ISSUE_STATUS_FILTERS).optional(),
  priority: z.enum(ISSUE_PRIORITIES).optional(),
  assignee_id: z.coerce.number().int().min(1).optional(),
  type_id: z.coerce.number().int().min(1).optional(),
  tag_id: z.coerce.number().int().min(1).optional(),
  channel_id: z.coerce.number().int().min(1).optional(),
  contact_id: z.coerce.number().int().min(1).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sort: z.enum(ISSUE_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
/** The list's filters, newest first unless a sort is given. */
export const IssueFilterSchema = IssueFilterFieldsSchema.extend({
  sort: z.enum(ISSUE_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type IssueFilter = z.input<typeof IssueFilterSchema>;

export const IssueListQuerySchema = IssueFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(ISSUE_PAGE_SIZE_MAX).default(ISSUE_PAGE_SIZE_DEFAULT),
  company_id: z.coerce.number().int().optional(),
}).strict();
export type IssueListQuery = z.input<typeof IssueListQuerySchema>;
export const IssueListSchema = z.object({ items: z.array(IssueSchema), total: z.number().int() });
export type IssueList = z.infer<typeof IssueListSchema>;

/** What a saved view keeps: the filters, not the page. */
export const IssueViewFiltersSchema = IssueFilterFieldsSchema.strict();
export type IssueViewFilters = z.infer<typeof IssueViewFiltersSchema>;
export const IssueViewSchema = z.object({ id: z.number().int(), name: z.string(), filters: IssueViewFiltersSchema, created_at: z.string() });
export type IssueView = z.infer<typeof IssueViewSchema>;
export const IssueViewListSchema = z.object({ items: z.array(IssueViewSchema) });
/** Saving under an existing name of the same user replaces that view. */
export const IssueViewBodySchema = z.object({ name: z.string().max(1000), filters: IssueViewFiltersSchema }).strict();
/** The rule of the save-view form: a name, not empty, at most ISSUE_VIEW_NAME_MAX. */
export const IssueViewRulesSchema = z.object({ name: textRule(ISSUE_VIEW_NAME_MAX).min(1, { error: 'err_issue_view_name_empty' }) });
export type IssueViewBody = z.input<typeof IssueViewBodySchema>;

/** GET /api/issues/prefill?interaction_id=…: what a new issue from a conversation starts with. */
export const IssuePrefillQuerySchema = z.object({ interaction_id: z.string() }).strict();
export const IssuePrefillSchema = z.object({
  interaction_id: z.number().int(),
  name: z.string(),
  contact: IssueRefSchema.nullable(),
  channel: IssueRefSchema.extend({ type: z.string() }).nullable(),
  platform: z.enum(ISSUE_PLATFORMS),
});
export type IssuePrefill = z.infer<typeof IssuePrefillSchema>;

/**
 * GET /api/issues/assignees: the people an issue may be given to — active staff whose role may work
 * issues (issue.edit_resolve); names only, as every member may ask.
 */
export const ISSUE_HOLDER_PERMISSION = 'issue.edit_resolve' satisfies Permission;
export const IssueAssigneeSchema = z.object({ id: z.number().int(), user_name: z.string(), picture: z.string().nullable() });
export const IssueAssigneeListSchema = z.object({ items: z.array(IssueAssigneeSchema) });
export type IssueAssignee = z.infer<typeof IssueAssigneeSchema>;

/** The platform a channel type implies. */
export const PLATFORM_OF_CHANNEL: Record<string, IssuePlatform> = { webchat: 'web_chat', messenger: 'messenger', viber: 'viber', email: 'email' };
