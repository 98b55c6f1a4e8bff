import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IssueReasonBodySchema,
  IssueReasonListSchema,
  IssueReasonSchema,
  IssueTagDefBodySchema,
  IssueTagDefListSchema,
  IssueTagDefSchema,
  IssueTypeBodySchema,
  IssueTypeListSchema,
  IssueTypeSchema,
} from '../../contracts';
import { createIssueReason, deleteIssueReason, listIssueReasons, updateIssueReason } from '../domain/issues/issue-reasons';
import { createIssueTagDef, deleteIssueTagDef, listIssueTagDefs, updateIssueTagDef } from '../domain/issues/issue-tag-defs';
import { createIssueType, deleteIssueType, listIssueTypes, updateIssueType } from '../domain/issues/issue-types';
import { settingListRoutes } from './setting-crud';

/** Issue types, tags and closing reasons (settings issue_type, issue_tag, issue_name): members read, settings editors write. */
const issueSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'issue-settings';
  settingListRoutes(app, {
    path: '/api/issue-types',
    kind: 'type',
    tag,
    summaries: { list: 'Issue types', add: 'Add an issue type', change: 'Change an issue type', delete: 'Delete an issue type' },
    schemas: { body: IssueTypeBodySchema, item: IssueTypeSchema, list: IssueTypeListSchema },
    ops: { list: listIssueTypes, create: createIssueType, update: updateIssueType, remove: deleteIssueType },
    refusals: {
      get: 'err_issue_type_get',
      add: 'err_issue_type_add',
      edit: 'err_issue_type_edit',
      delete: 'err_issue_type_delete',
      body: ['err_issue_type_name_empty', 'err_issue_type_name_invalid', 'err_issue_type_duplicate', 'err_issue_field_too_long'],
    },
  });
  settingListRoutes(app, {
    path: '/api/issue-tags',
    kind: 'tag',
    tag,
    summaries: { list: 'Issue tags', add: 'Add an issue tag', change: 'Change an issue tag', delete: 'Delete an issue tag' },
    schemas: { body: IssueTagDefBodySchema, item: IssueTagDefSchema, list: IssueTagDefListSchema },
    ops: { list: listIssueTagDefs, create: createIssueTagDef, update: updateIssueTagDef, remove: deleteIssueTagDef },
    refusals: {
      get: 'err_issue_tag_get',
      add: 'err_issue_tag_add',
      edit: 'err_issue_tag_edit',
      delete: 'err_issue_tag_delete',
      body: ['err_issue_tag_name_empty', 'err_issue_tag_duplicate', 'err_issue_tag_colour_invalid', 'err_issue_field_too_long'],
    },
  });
  settingListRoutes(app, {
    path: '/api/issue-reasons',
    kind: 'reason',
    tag,
    summaries: { list: 'Issue closing reasons', add: 'Add a closing reason', change: 'Change a closing reason', delete: 'Delete a closing reason' },
    schemas: { body: IssueReasonBodySchema, item: IssueReasonSchema, list: IssueReasonListSchema },
    ops: { list: listIssueReasons, create: createIssueReason, update: updateIssueReason, remove: deleteIssueReason },
    refusals: {
      get: 'err_issue_get',
      add: 'err_issue_add',
      edit: 'err_issue_edit',
      delete: 'err_issue_delete',
      body: ['err_issue_reason_name_empty', 'err_issue_reason_duplicate', 'err_issue_field_too_long'],
    },
  });
};

export default issueSettingRoutes;
