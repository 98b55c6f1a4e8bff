import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlowCopyBodySchema,
  FlowCopyResultSchema,
  FlowCreateBodySchema,
  FlowIdParamsSchema,
  FlowListQuerySchema,
  FlowListSchema,
  FlowSchema,
  FlowStatusBodySchema,
  FlowSummarySchema,
  FlowUpdateBodySchema,
  OkSchema,
} from '../../contracts';
import { copyFlows, createFlow, deleteFlow, getFlow, listFlows, setFlowStatus, updateFlow } from '../domain/flows/flows';

/** Flows of virtual agents (spec §2 /settings/flow): the list, the canvas graph, publishing. */
const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['flows'];
  const company = (req: { auth?: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;
  app.get(
    '/api/flows',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        operationId: 'listFlows',
        summary: 'Flows of the company, or of one virtual agent',
        querystring: FlowListQuerySchema,
        response: { 200: FlowListSchema },
      },
    },
    async (req) => listFlows(app.db, company(req), req.query.agent_user_id),
  );
  app.post(
    '/api/flows',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'createFlow',
        summary: 'Add a flow (a draft, laid out from a start node when no graph is given)',
        errors: ['err_flow_agent_invalid', 'err_custom_api_not_found', 'err_flow_not_found'],
        body: FlowCreateBodySchema,
        response: { 200: FlowSchema },
      },
    },
    async (req) => createFlow(app.db, company(req), req.body),
  );
  app.post(
    '/api/flows/copy',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'copyFlows',
        summary: "Copy one virtual agent's flows to another (as drafts)",
        errors: ['err_flow_agent_invalid'],
        body: FlowCopyBodySchema,
        response: { 200: FlowCopyResultSchema },
      },
    },
    async (req) => ({ ids: await copyFlows(app.db, company(req), req.body.from_agent_user_id, req.body.to_agent_user_id) }),
  );
  app.get(
    '/api/flows/:id',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags,
        operationId: 'getFlow',
        summary: 'A flow with its canvas graph',
        errors: ['err_flow_not_found'],
        params: FlowIdParamsSchema,
        response: { 200: FlowSchema },
      },
    },
    async (req) => getFlow(app.db, company(req), req.params.id),
  );
  app.put(
    '/api/flows/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'updateFlow',
        summary: 'Change a flow: title, triggers, tags, agent or graph (a published flow must stay valid)',
        errors: ['err_flow_not_found', 'err_flow_invalid', 'err_flow_agent_invalid', 'err_custom_api_not_found'],
        params: FlowIdParamsSchema,
        body: FlowUpdateBodySchema,
        response: { 200: FlowSchema },
      },
    },
    async (req) => updateFlow(app.db, company(req), req.params.id, req.body),
  );
  app.put(
    '/api/flows/:id/status',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'setFlowStatus',
        summary: 'Publish a flow (refused with the invalid nodes) or take it back to draft',
        errors: ['err_flow_not_found', 'err_flow_invalid'],
        params: FlowIdParamsSchema,
        body: FlowStatusBodySchema,
        response: { 200: FlowSummarySchema },
      },
    },
    async (req) => setFlowStatus(app.db, company(req), req.params.id, req.body.status),
  );
  app.delete(
    '/api/flows/:id',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, operationId: 'deleteFlow', summary: 'Delete a flow', errors: ['err_flow_not_found'], params: FlowIdParamsSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      await deleteFlow(app.db, company(req), req.params.id);
      return { ok: true as const };
    },
  );
};

export default flowRoutes;
