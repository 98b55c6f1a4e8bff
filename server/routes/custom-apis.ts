import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomApiBodySchema,
  CustomApiIdParamsSchema,
  CustomApiListSchema,
  CustomApiSchema,
  CustomApiStatusBodySchema,
  CustomApiTestBodySchema,
  CustomApiTestResultSchema,
  OkSchema,
  type CustomApiBody,
} from '../../contracts';
import { callCustomApi } from '../domain/flows/call-custom-api';
import { createCustomApi, deleteCustomApi, getCustomApiRow, listCustomApis, setCustomApiStatus, updateCustomApi } from '../domain/flows/custom-apis';
import { AppError } from '../lib/app-error';
import { isTargetAllowed } from '../lib/safe-fetch';

/** Custom API endpoints (spec §3) that api nodes of flows call; secret headers are shown masked. */
const customApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['custom APIs'];
  const company = (req: { auth?: { user: { companyId: number | null } } | null }) => req.auth!.user.companyId!;
  // A private or loopback address is refused when saved too, unless the operator allowed the host.
  const checkTarget = async (body: CustomApiBody) => {
    const probe = body.url.replace(/\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}/g, 'x');
    if (!(await isTargetAllowed(probe, app.config.fetchAllowedHosts))) throw new AppError('err_custom_api_target_refused', { field: 'url' });
  };
  const saveErrors = ['err_custom_api_invalid', 'err_custom_api_timeout', 'err_custom_api_target_refused'] as const;
  app.get(
    '/api/custom-apis',
    {
      config: { permission: 'settings.view' },
      schema: { tags, operationId: 'listCustomApis', summary: 'Custom API endpoints of the company', response: { 200: CustomApiListSchema } },
    },
    async (req) => listCustomApis(app.db, company(req)),
  );
  app.post(
    '/api/custom-apis',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'createCustomApi',
        summary: 'Add a custom API endpoint',
        errors: saveErrors,
        body: CustomApiBodySchema,
        response: { 200: CustomApiSchema },
      },
    },
    async (req) => {
      await checkTarget(req.body);
      return createCustomApi(app.db, company(req), req.body);
    },
  );
  app.put(
    '/api/custom-apis/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'updateCustomApi',
        summary: 'Change a custom API endpoint (a secret header sent back masked keeps its value)',
        errors: [...saveErrors, 'err_custom_api_not_found'],
        params: CustomApiIdParamsSchema,
        body: CustomApiBodySchema,
        response: { 200: CustomApiSchema },
      },
    },
    async (req) => {
      await checkTarget(req.body);
      return updateCustomApi(app.db, company(req), req.params.id, req.body);
    },
  );
  app.put(
    '/api/custom-apis/:id/status',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'setCustomApiStatus',
        summary: 'Switch a custom API endpoint on or off',
        errors: ['err_custom_api_not_found'],
        params: CustomApiIdParamsSchema,
        body: CustomApiStatusBodySchema,
        response: { 200: CustomApiSchema },
      },
    },
    async (req) => setCustomApiStatus(app.db, company(req), req.params.id, req.body.status),
  );
  app.post(
    '/api/custom-apis/:id/test',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'testCustomApi',
        summary: 'Call a custom API endpoint once with sample values and show the mapped fields',
        errors: ['err_custom_api_not_found'],
        params: CustomApiIdParamsSchema,
        body: CustomApiTestBodySchema,
        response: { 200: CustomApiTestResultSchema },
      },
    },
    async (req) => callCustomApi(await getCustomApiRow(app.db, company(req), req.params.id), req.body.vars, app.config.fetchAllowedHosts),
  );
  app.delete(
    '/api/custom-apis/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        operationId: 'deleteCustomApi',
        summary: 'Delete a custom API endpoint',
        errors: ['err_custom_api_not_found'],
        params: CustomApiIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteCustomApi(app.db, company(req), req.params.id);
      return { ok: true as const };
    },
  );
};

export default customApiRoutes;
