import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OkSchema,
  SavedResponseBodySchema,
  SavedResponseIdParamsSchema,
  SavedResponseListQuerySchema,
  SavedResponseListSchema,
  SavedResponseSchema,
} from '../../contracts';
import { createSavedResponse, deleteSavedResponse, listSavedResponses, updateSavedResponse } from '../domain/saved-responses/saved-responses';

/** Saved (quick) responses: agents read them in the composer; settings editors keep the list. */
const savedResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved responses'];
  const keyRefusals = ['err_quick_response_key_invalid', 'err_quick_response_key_duplicate'] as const;
  app.get(
    '/api/saved-responses',
    {
      config: { permission: 'interaction.start' },
      schema: { tags, summary: 'Saved responses, by key prefix q', querystring: SavedResponseListQuerySchema, response: { 200: SavedResponseListSchema } },
    },
    async (req) => listSavedResponses(app.db, req.auth!.user.companyId!, req.query.q),
  );
  app.post(
    '/api/saved-responses',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Add a saved response (key without spaces, unique)',
        errors: keyRefusals,
        body: SavedResponseBodySchema,
        response: { 200: SavedResponseSchema },
      },
    },
    async (req) => createSavedResponse(app.db, req.auth!.user.companyId!, req.auth!.user.id, req.body),
  );
  app.put(
    '/api/saved-responses/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Change a saved response',
        errors: [...keyRefusals, 'err_quick_response_not_found'],
        params: SavedResponseIdParamsSchema,
        body: SavedResponseBodySchema,
        response: { 200: SavedResponseSchema },
      },
    },
    async (req) => updateSavedResponse(app.db, req.auth!.user.companyId!, req.params.id, req.body),
  );
  app.delete(
    '/api/saved-responses/:id',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, summary: 'Delete a saved response', errors: ['err_quick_response_not_found'], params: SavedResponseIdParamsSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      await deleteSavedResponse(app.db, req.auth!.user.companyId!, req.params.id);
      return { ok: true as const };
    },
  );
};

export default savedResponseRoutes;
