import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdTextParamsSchema,
  IssueAssigneeListSchema,
  IssueBodySchema,
  IssueCloseBodySchema,
  IssueDetailSchema,
  IssueListQuerySchema,
  IssueListSchema,
  IssuePrefillQuerySchema,
  IssuePrefillSchema,
  IssueSchema,
  OkSchema,
  type ErrorCode,
} from '../../contracts';
import { interactionViewerOf } from '../domain/issues/actor';
import { listAssignees } from '../domain/issues/assignees';
import { getIssueDetail } from '../domain/issues/get-issue';
import { idOr } from '../domain/issues/ids';
import { listIssues } from '../domain/issues/list-issues';
import { issuePrefill } from '../domain/issues/prefill';
import { createIssue, updateIssue } from '../domain/issues/save-issue';
import { closeIssue, deleteIssue, reopenIssue } from '../domain/issues/transitions';
import { AppError } from '../lib/app-error';
import issuePartRoutes from './issue-parts';
import { ISSUE_BY_ID as byId, OK as ok, issueActor as actor, issueIdOf as issueId, issueTags as tags } from './issue-route-kit';
import issueViewRoutes from './issue-views';

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

/**
 * Issues (customer tickets): list, detail, add, edit, close, reopen, soft delete, comments,
 * attachments and saved views. Every query is scoped to the caller's company, and without
 * 'issue.view_all' to the issues the caller created or is assigned: anything else is not found.
 */
const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refusals for the OpenAPI document of an issue body (FIELD_CODES, the contract's field rules,
  // and ids that must be the company's).
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

  // Comments and attachments (issue-parts.ts), saved views (issue-views.ts).
  await app.register(issuePartRoutes);
  await app.register(issueViewRoutes);
};

export default issueRoutes;
