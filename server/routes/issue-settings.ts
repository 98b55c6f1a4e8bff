import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdTextParamsSchema,
  IssueReasonBodySchema,
  IssueReasonListSchema,
  IssueReasonSchema,
  IssueTagDefBodySchema,
  IssueTagDefListSchema,
  IssueTagDefSchema,
  IssueTypeBodySchema,
  IssueTypeListSchema,
  IssueTypeSchema,
  OkSchema,
  type ErrorCode,
} from '../../contracts';
import { idOr } from '../domain/issues/ids';
import { createIssueReason, deleteIssueReason, listIssueReasons, updateIssueReason } from '../domain/issues/issue-reasons';
import { createIssueTagDef, deleteIssueTagDef, listIssueTagDefs, updateIssueTagDef } from '../domain/issues/issue-tag-defs';
import { createIssueType, deleteIssueType, listIssueTypes, updateIssueType } from '../domain/issues/issue-types';

/** Issue types, tags and closing reasons (settings issue_type, issue_tag, issue_name): members read, settings editors write. */
const issueSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['issue-settings'];
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const read = { config: { access: 'member' as const } };
  const write = { config: { permission: 'settings.edit' as const } };
  const ok = { ok: true as const };
  /** Refusals for the OpenAPI document: of a read, an add, a change and a delete of one kind of setting. */
  const refusals = (kind: 'type' | 'tag' | 'reason', get: ErrorCode, fail: Record<'add' | 'edit' | 'delete', ErrorCode>, body: ErrorCode[]) => {
    const id: ErrorCode[] = [`err_issue_${kind}_id_invalid` as const, `err_issue_${kind}_not_found` as const];
    return { get: [get], add: [...body, fail.add], edit: [...id, ...body, fail.edit], delete: [...id, fail.delete] };
  };
  const typeRefusals = refusals('type', 'err_issue_type_get', { add: 'err_issue_type_add', edit: 'err_issue_type_edit', delete: 'err_issue_type_delete' }, [
    'err_issue_type_name_empty',
    'err_issue_type_name_invalid',
    'err_issue_type_duplicate',
    'err_issue_field_too_long',
  ]);
  const tagRefusals = refusals('tag', 'err_issue_tag_get', { add: 'err_issue_tag_add', edit: 'err_issue_tag_edit', delete: 'err_issue_tag_delete' }, [
    'err_issue_tag_name_empty',
    'err_issue_tag_duplicate',
    'err_issue_tag_colour_invalid',
    'err_issue_field_too_long',
  ]);
  const reasonRefusals = refusals('reason', 'err_issue_get', { add: 'err_issue_add', edit: 'err_issue_edit', delete: 'err_issue_delete' }, [
    'err_issue_reason_name_empty',
    'err_issue_reason_duplicate',
    'err_issue_field_too_long',
  ]);

  app.get('/api/issue-types', { ...read, schema: { tags, summary: 'Issue types', errors: typeRefusals.get, response: { 200: IssueTypeListSchema } } }, async (req) =>
    listIssueTypes(app.db, companyOf(req)),
  );
  app.post(
    '/api/issue-types',
    { ...write, schema: { tags, summary: 'Add an issue type', errors: typeRefusals.add, body: IssueTypeBodySchema, response: { 200: IssueTypeSchema } } },
    async (req) => createIssueType(app.db, companyOf(req), req.body),
  );
  app.put(
    '/api/issue-types/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Change an issue type',
        errors: typeRefusals.edit,
        params: IdTextParamsSchema,
        body: IssueTypeBodySchema,
        response: { 200: IssueTypeSchema },
      },
    },
    async (req) => updateIssueType(app.db, companyOf(req), idOr(req.params.id, 'err_issue_type_id_invalid'), req.body),
  );
  app.delete(
    '/api/issue-types/:id',
    { ...write, schema: { tags, summary: 'Delete an issue type', errors: typeRefusals.delete, params: IdTextParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await deleteIssueType(app.db, companyOf(req), idOr(req.params.id, 'err_issue_type_id_invalid'));
      return ok;
    },
  );

  app.get('/api/issue-tags', { ...read, schema: { tags, summary: 'Issue tags', errors: tagRefusals.get, response: { 200: IssueTagDefListSchema } } }, async (req) =>
    listIssueTagDefs(app.db, companyOf(req)),
  );
  app.post(
    '/api/issue-tags',
    { ...write, schema: { tags, summary: 'Add an issue tag', errors: tagRefusals.add, body: IssueTagDefBodySchema, response: { 200: IssueTagDefSchema } } },
    async (req) => createIssueTagDef(app.db, companyOf(req), req.body),
  );
  app.put(
    '/api/issue-tags/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Change an issue tag',
        errors: tagRefusals.edit,
        params: IdTextParamsSchema,
        body: IssueTagDefBodySchema,
        response: { 200: IssueTagDefSchema },
      },
    },
    async (req) => updateIssueTagDef(app.db, companyOf(req), idOr(req.params.id, 'err_issue_tag_id_invalid'), req.body),
  );
  app.delete(
    '/api/issue-tags/:id',
    { ...write, schema: { tags, summary: 'Delete an issue tag', errors: tagRefusals.delete, params: IdTextParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await deleteIssueTagDef(app.db, companyOf(req), idOr(req.params.id, 'err_issue_tag_id_invalid'));
      return ok;
    },
  );

  app.get(
    '/api/issue-reasons',
    { ...read, schema: { tags, summary: 'Issue closing reasons', errors: reasonRefusals.get, response: { 200: IssueReasonListSchema } } },
    async (req) => listIssueReasons(app.db, companyOf(req)),
  );
  app.post(
    '/api/issue-reasons',
    { ...write, schema: { tags, summary: 'Add a closing reason', errors: reasonRefusals.add, body: IssueReasonBodySchema, response: { 200: IssueReasonSchema } } },
    async (req) => createIssueReason(app.db, companyOf(req), req.body),
  );
  app.put(
    '/api/issue-reasons/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Change a closing reason',
        errors: reasonRefusals.edit,
        params: IdTextParamsSchema,
        body: IssueReasonBodySchema,
        response: { 200: IssueReasonSchema },
      },
    },
    async (req) => updateIssueReason(app.db, companyOf(req), idOr(req.params.id, 'err_issue_reason_id_invalid'), req.body),
  );
  app.delete(
    '/api/issue-reasons/:id',
    { ...write, schema: { tags, summary: 'Delete a closing reason', errors: reasonRefusals.delete, params: IdTextParamsSchema, response: { 200: OkSchema } } },
    async (req) => {
      await deleteIssueReason(app.db, companyOf(req), idOr(req.params.id, 'err_issue_reason_id_invalid'));
      return ok;
    },
  );
};

export default issueSettingRoutes;
