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

  app.get('/api/issue-types', { ...read, schema: { tags, summary: 'Issue types', response: { 200: IssueTypeListSchema } } }, async (req) => listIssueTypes(app.db, companyOf(req)));
  app.post('/api/issue-types', { ...write, schema: { tags, summary: 'Add an issue type', body: IssueTypeBodySchema, response: { 200: IssueTypeSchema } } }, async (req) =>
    createIssueType(app.db, companyOf(req), req.body),
  );
  app.put('/api/issue-types/:id', { ...write, schema: { tags, summary: 'Change an issue type', params: IdTextParamsSchema, body: IssueTypeBodySchema, response: { 200: IssueTypeSchema } } }, async (req) =>
    updateIssueType(app.db, companyOf(req), idOr(req.params.id, 'err_issue_type_id_invalid'), req.body),
  );
  app.delete('/api/issue-types/:id', { ...write, schema: { tags, summary: 'Delete an issue type', params: IdTextParamsSchema, response: { 200: OkSchema } } }, async (req) => {
    await deleteIssueType(app.db, companyOf(req), idOr(req.params.id, 'err_issue_type_id_invalid'));
    return ok;
  });

  app.get('/api/issue-tags', { ...read, schema: { tags, summary: 'Issue tags', response: { 200: IssueTagDefListSchema } } }, async (req) => listIssueTagDefs(app.db, companyOf(req)));
  app.post('/api/issue-tags', { ...write, schema: { tags, summary: 'Add an issue tag', body: IssueTagDefBodySchema, response: { 200: IssueTagDefSchema } } }, async (req) =>
    createIssueTagDef(app.db, companyOf(req), req.body),
  );
  app.put('/api/issue-tags/:id', { ...write, schema: { tags, summary: 'Change an issue tag', params: IdTextParamsSchema, body: IssueTagDefBodySchema, response: { 200: IssueTagDefSchema } } }, async (req) =>
    updateIssueTagDef(app.db, companyOf(req), idOr(req.params.id, 'err_issue_tag_id_invalid'), req.body),
  );
  app.delete('/api/issue-tags/:id', { ...write, schema: { tags, summary: 'Delete an issue tag', params: IdTextParamsSchema, response: { 200: OkSchema } } }, async (req) => {
    await deleteIssueTagDef(app.db, companyOf(req), idOr(req.params.id, 'err_issue_tag_id_invalid'));
    return ok;
  });

  app.get('/api/issue-reasons', { ...read, schema: { tags, summary: 'Issue closing reasons', response: { 200: IssueReasonListSchema } } }, async (req) => listIssueReasons(app.db, companyOf(req)));
  app.post('/api/issue-reasons', { ...write, schema: { tags, summary: 'Add a closing reason', body: IssueReasonBodySchema, response: { 200: IssueReasonSchema } } }, async (req) =>
    createIssueReason(app.db, companyOf(req), req.body),
  );
  app.put('/api/issue-reasons/:id', { ...write, schema: { tags, summary: 'Change a closing reason', params: IdTextParamsSchema, body: IssueReasonBodySchema, response: { 200: IssueReasonSchema } } }, async (req) =>
    updateIssueReason(app.db, companyOf(req), idOr(req.params.id, 'err_issue_reason_id_invalid'), req.body),
  );
  app.delete('/api/issue-reasons/:id', { ...write, schema: { tags, summary: 'Delete a closing reason', params: IdTextParamsSchema, response: { 200: OkSchema } } }, async (req) => {
    await deleteIssueReason(app.db, companyOf(req), idOr(req.params.id, 'err_issue_reason_id_invalid'));
    return ok;
  });
};

export default issueSettingRoutes;
