import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdTextParamsSchema, IssueViewBodySchema, IssueViewListSchema, IssueViewSchema, OkSchema } from '../../contracts';
import { idOr } from '../domain/issues/ids';
import { deleteView, listViews, saveView } from '../domain/issues/views';
import { OK as ok, issueActor as actor, issueTags as tags } from './issue-route-kit';

/** Each user's own saved issue filters. */
const issueViewRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default issueViewRoutes;
