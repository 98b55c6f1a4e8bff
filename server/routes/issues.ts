import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ISSUE_ATTACHMENT_BODY_LIMIT,
  IdTextParamsSchema,
  IssueAttachmentBodySchema,
  IssueAssigneeListSchema,
  IssueAttachmentSchema,
  IssueBodySchema,
  IssueCloseBodySchema,
  IssueCommentBodySchema,
  IssueCommentListSchema,
  IssueCommentSchema,
  IssueDetailSchema,
  IssueListQuerySchema,
  IssueListSchema,
  IssuePrefillQuerySchema,
  IssuePrefillSchema,
  IssueSchema,
  IssueViewBodySchema,
  IssueViewListSchema,
  IssueViewSchema,
  OkSchema,
  SubIdTextParamsSchema,
  type ErrorCode,
} from '../../contracts';
import { interactionViewerOf, issueActorOf } from '../domain/issues/actor';
import { listAssignees } from '../domain/issues/assignees';
import { addAttachment, contentDisposition, deleteAttachment, readAttachment, tooLarge } from '../domain/issues/attachments';
import { addComment, deleteComment, listComments } from '../domain/issues/comments';
import { getIssueDetail } from '../domain/issues/get-issue';
import { idOr } from '../domain/issues/ids';
import { listIssues } from '../domain/issues/list-issues';
import { issuePrefill } from '../domain/issues/prefill';
import { createIssue, updateIssue } from '../domain/issues/save-issue';
import { closeIssue, deleteIssue, reopenIssue } from '../domain/issues/transitions';
import { deleteView, listViews, saveView } from '../domain/issues/views';
import { DOWNLOAD_CSP, servedAttachmentType } from '../domain/issues/attachment-type';
import { AppError } from '../lib/app-error';
import { sendError, toAppError } from '../plugins/errors';

/** A body field of the wrong JSON type is refused with that field's own code where it has one. */
const FIELD_CODES: Record<string, ErrorCode> = {
  '/name': 'err_issue_name_empty',
  '/status': 'err_issue_status_invalid',
  '/priority': 'err_issue_priority_invalid',
  '/platform': 'err_issue_platform_empty',
  '/created_at': 'err_issue_created_date_invalid',
  '/due_at': 'err_issue_due_date_invalid',
  '/company_id': 'err_issue_company_id_invalid',
  '/contact_id': 'err_issue_contact_not_found',
  '/channel_id': 'err_issue_channel_not_found',
  '/assignee_user_id': 'err_issue_assignee_not_found',
  '/type_id': 'err_issue_type_id_invalid',
  '/reason_id': 'err_issue_reason_id_invalid',
  '/tag_ids': 'err_issue_tag_id_invalid',
};
function issueBodyErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const field = dataVar === 'body' ? errors.map((e) => FIELD_CODES[e.instancePath.replace(/\/\d+$/, '')]).find(Boolean) : undefined;
  if (field) return new AppError(field);
  return new Error(`${dataVar} ${errors.map((e) => `${e.instancePath} ${e.message}`).join(', ')}`);
}

/** An upload over the route's body limit is still "larger than 1 MB", not a generic refusal. */
function uploadErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const appErr = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : toAppError(err);
  if (appErr.statusCode >= 500) req.log.error({ err }, 'request failed');
  return sendError(req, reply, appErr);
}

/**
 * Issues (customer tickets): list, detail, add, edit, close, reopen, soft delete, comments,
 * attachments and saved views. Every query is scoped to the caller's company, and without
 * 'issue.view_all' to the issues the caller created or is assigned: anything else is not found.
 */
const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['issues'];
  const actor = (req: FastifyRequest) => issueActorOf(req.auth!);
  const issueId = (raw: string) => idOr(raw, 'err_issue_id_invalid');
  const ok = { ok: true as const };
  // Refusals for the OpenAPI document: an issue by id, and an issue body (FIELD_CODES, the
  // contract's field rules, and ids that must be the company's).
  const byId = ['err_issue_id_invalid', 'err_issue_not_found'] as const;
  const bodyRefusals: ErrorCode[] = [
    ...Object.values(FIELD_CODES),
    'err_issue_name_too_short',
    'err_issue_name_too_long',
    'err_issue_contact_empty',
    'err_issue_channel_empty',
    'err_issue_assignee_empty',
    'err_issue_reason_empty',
    'err_issue_field_too_long',
    'err_issue_type_not_found',
    'err_issue_reason_not_found',
    'err_issue_tag_not_found',
    'err_issue_assign_forbidden',
    'err_interaction_not_found',
  ];

  app.get(
    '/api/issues',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Issues, filtered, sorted and paged',
        errors: ['err_issue_company_id_invalid', 'err_issue_get'],
        querystring: IssueListQuerySchema,
        response: { 200: IssueListSchema },
      },
    },
    async (req) => listIssues(app.db, actor(req), req.query),
  );
  app.get(
    '/api/issues/assignees',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Who an issue may be given to: active staff whose role may work issues (names only)', response: { 200: IssueAssigneeListSchema } },
    },
    async (req) => ({ items: await listAssignees(app.db, actor(req).companyId) }),
  );
  app.get(
    '/api/issues/prefill',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'What a new issue from a live conversation starts with',
        errors: ['err_interaction_not_found'],
        querystring: IssuePrefillQuerySchema,
        response: { 200: IssuePrefillSchema },
      },
    },
    async (req) => issuePrefill(app.db, interactionViewerOf(actor(req)), idOr(req.query.interaction_id, 'err_interaction_not_found')),
  );
  app.get(
    '/api/issues/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'An issue with its tags, comments and attachments',
        errors: [...byId, 'err_issue_get'],
        params: IdTextParamsSchema,
        response: { 200: IssueDetailSchema },
      },
    },
    async (req) => getIssueDetail(app.db, actor(req), issueId(req.params.id)),
  );
  app.post(
    '/api/issues',
    {
      config: { permission: 'issue.edit_resolve' },
      schemaErrorFormatter: issueBodyErrors,
      schema: {
        tags,
        summary: 'Add an issue (interaction_id fills contact, channel and platform)',
        errors: [...bodyRefusals, 'err_issue_add'],
        body: IssueBodySchema,
        response: { 200: IssueSchema },
      },
    },
    async (req) => createIssue(app.db, actor(req), req.body),
  );
  app.put(
    '/api/issues/:id',
    {
      config: { permission: 'issue.edit_resolve' },
      schemaErrorFormatter: issueBodyErrors,
      schema: {
        tags,
        summary: 'Edit an open issue (a new assignee needs issue.assign)',
        errors: [...byId, ...bodyRefusals, 'err_issue_transition', 'err_issue_edit'],
        params: IdTextParamsSchema,
        body: IssueBodySchema,
        response: { 200: IssueSchema },
      },
    },
    async (req) => updateIssue(app.db, actor(req), issueId(req.params.id), req.body),
  );
  app.post(
    '/api/issues/:id/close',
    {
      config: { permission: 'issue.edit_resolve' },
      schemaErrorFormatter: issueBodyErrors,
      schema: {
        tags,
        summary: 'Close an issue with a reason',
        errors: [...byId, 'err_issue_transition', 'err_issue_reason_empty', 'err_issue_reason_id_invalid', 'err_issue_reason_not_found', 'err_issue_close'],
        params: IdTextParamsSchema,
        body: IssueCloseBodySchema,
        response: { 200: IssueSchema },
      },
    },
    async (req) => closeIssue(app.db, actor(req), issueId(req.params.id), req.body.reason_id),
  );
  app.post(
    '/api/issues/:id/reopen',
    {
      config: { permission: 'issue.edit_resolve' },
      schema: {
        tags,
        summary: 'Reopen a closed issue',
        errors: [...byId, 'err_issue_transition', 'err_issue_edit'],
        params: IdTextParamsSchema,
        response: { 200: IssueSchema },
      },
    },
    async (req) => reopenIssue(app.db, actor(req), issueId(req.params.id)),
  );
  app.delete(
    '/api/issues/:id',
    {
      config: { permission: 'issue.delete' },
      schema: {
        tags,
        summary: 'Delete an issue (kept, marked deleted)',
        errors: [...byId, 'err_issue_transition', 'err_issue_delete'],
        params: IdTextParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteIssue(app.db, actor(req), issueId(req.params.id));
      return ok;
    },
  );

  // Comments: anyone who sees the issue reads and writes the thread.
  app.get(
    '/api/issues/:id/comments',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'The comment thread', errors: [...byId, 'err_issue_get'], params: IdTextParamsSchema, response: { 200: IssueCommentListSchema } },
    },
    async (req) => ({ items: await listComments(app.db, actor(req), issueId(req.params.id)) }),
  );
  app.post(
    '/api/issues/:id/comments',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Add a comment',
        errors: [...byId, 'err_issue_transition', 'err_issue_comment_empty', 'err_issue_field_too_long', 'err_issue_comment'],
        params: IdTextParamsSchema,
        body: IssueCommentBodySchema,
        response: { 200: IssueCommentSchema },
      },
    },
    async (req) => addComment(app.db, actor(req), issueId(req.params.id), req.body.body),
  );
  app.delete(
    '/api/issues/:id/comments/:sub_id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete a comment (its author, or who may delete issues)',
        errors: [...byId, 'err_issue_transition', 'err_issue_comment_id_invalid', 'err_issue_comment'],
        params: SubIdTextParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      const who = { ...actor(req), canDelete: req.auth!.permissions.includes('issue.delete') };
      await deleteComment(app.db, who, issueId(req.params.id), idOr(req.params.sub_id, 'err_issue_comment_id_invalid'));
      return ok;
    },
  );

  // Attachments: JSON with base64 (no multipart parser in this server); at most 1 MB decoded.
  app.post(
    '/api/issues/:id/attachments',
    {
      config: { permission: 'issue.edit_resolve' },
      bodyLimit: ISSUE_ATTACHMENT_BODY_LIMIT,
      errorHandler: uploadErrors,
      schema: {
        tags,
        summary: 'Attach a file (base64, at most 1 MB)',
        errors: [...byId, 'err_issue_transition', 'err_issue_attachment_invalid', 'err_issue_attachment_too_large', 'err_issue_edit'],
        params: IdTextParamsSchema,
        body: IssueAttachmentBodySchema,
        response: { 200: IssueAttachmentSchema },
      },
    },
    async (req) => addAttachment(app.db, actor(req), issueId(req.params.id), req.body),
  );
  app.get(
    '/api/issues/:id/attachments/:sub_id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Download an attachment',
        errors: [...byId, 'err_issue_attachment_id_invalid', 'err_issue_attachment_not_found'],
        params: SubIdTextParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await readAttachment(app.db, actor(req), issueId(req.params.id), idOr(req.params.sub_id, 'err_issue_attachment_id_invalid'));
      return reply
        .header('content-type', servedAttachmentType(file.mime))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('content-length', String(file.data.length))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
  app.delete(
    '/api/issues/:id/attachments/:sub_id',
    {
      config: { permission: 'issue.edit_resolve' },
      schema: {
        tags,
        summary: 'Remove an attachment',
        errors: [...byId, 'err_issue_transition', 'err_issue_attachment_id_invalid', 'err_issue_attachment_not_found', 'err_issue_edit'],
        params: SubIdTextParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteAttachment(app.db, actor(req), issueId(req.params.id), idOr(req.params.sub_id, 'err_issue_attachment_id_invalid'));
      return ok;
    },
  );

  // Saved views: each user's own named filters.
  app.get('/api/issue-views', { config: { access: 'member' }, schema: { tags, summary: 'My saved issue views', response: { 200: IssueViewListSchema } } }, async (req) =>
    listViews(app.db, actor(req)),
  );
  app.post(
    '/api/issue-views',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Save the current filters under a name (same name replaces)',
        errors: ['err_issue_view_name_empty', 'err_issue_field_too_long', 'err_issue_add'],
        body: IssueViewBodySchema,
        response: { 200: IssueViewSchema },
      },
    },
    async (req) => saveView(app.db, actor(req), req.body),
  );
  app.delete(
    '/api/issue-views/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Delete one of my saved views',
        errors: ['err_issue_view_id_invalid', 'err_issue_view_not_found'],
        params: IdTextParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteView(app.db, actor(req), idOr(req.params.id, 'err_issue_view_id_invalid'));
      return ok;
    },
  );
};

export default issueRoutes;
