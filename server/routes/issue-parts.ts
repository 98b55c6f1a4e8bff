import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ISSUE_ATTACHMENT_BODY_LIMIT,
  IdTextParamsSchema,
  IssueAttachmentBodySchema,
  IssueAttachmentSchema,
  IssueCommentBodySchema,
  IssueCommentListSchema,
  IssueCommentSchema,
  OkSchema,
  SubIdTextParamsSchema,
} from '../../contracts';
import { addAttachment, deleteAttachment, readAttachment } from '../domain/issues/attachments';
import { sendDownload } from './send-download';
import { addComment, deleteComment, listComments } from '../domain/issues/comments';
import { idOr } from '../domain/issues/ids';
import { uploadErrors } from './upload-errors';
import { ISSUE_BY_ID as byId, OK as ok, issueActor as actor, issueIdOf as issueId, issueTags as tags } from './issue-route-kit';

/** An issue's comment thread and attachments; the issue is found by the same visibility rule as its list. */
const issuePartRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return sendDownload(reply, file);
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
};

export default issuePartRoutes;
