import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InteractionTagBodySchema, InteractionTagIdParamsSchema, InteractionTagListSchema, InteractionTagSchema, OkSchema } from '../../contracts';
import { createInteractionTag, deleteInteractionTag, listInteractionTags, updateInteractionTag } from '../domain/interaction-tags/interaction-tags';
import { AppError } from '../lib/app-error';

/**
 * A name that is too short after trimming is the catalogue's own refusal (spec §5), not a
 * malformed body; every other schema failure keeps the generic code of the error handler.
 */
export function tagBodyErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const nameShort = dataVar === 'body' && errors.some((e) => e.instancePath === '/name' && e.keyword === 'too_small');
  if (nameShort) return new AppError('err_interaction_tag_name_short', { field: 'name' });
  return new Error(`${dataVar} ${errors.map((e) => `${e.instancePath} ${e.message}`).join(', ')}`);
}

/** Interaction tags: every member reads them (agents tag conversations); settings editors keep the list. */
const interactionTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['interaction-tags'];
  const nameRefusals = ['err_interaction_tag_name_short', 'err_interaction_tag_duplicate'] as const;
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;

  app.get(
    '/api/interaction-tags',
    { config: { access: 'member' }, schema: { tags, summary: "The company's interaction tags, by name", response: { 200: InteractionTagListSchema } } },
    async (req) => listInteractionTags(app.db, companyOf(req)),
  );
  app.post(
    '/api/interaction-tags',
    {
      config: { permission: 'settings.edit' },
      schemaErrorFormatter: tagBodyErrorFormatter,
      schema: {
        tags,
        summary: 'Add an interaction tag (name of 2+ characters, unique whatever its case)',
        errors: nameRefusals,
        body: InteractionTagBodySchema,
        response: { 200: InteractionTagSchema },
      },
    },
    async (req) => createInteractionTag(app.db, companyOf(req), req.body),
  );
  app.put(
    '/api/interaction-tags/:id',
    {
      config: { permission: 'settings.edit' },
      schemaErrorFormatter: tagBodyErrorFormatter,
      schema: {
        tags,
        summary: 'Change an interaction tag',
        errors: [...nameRefusals, 'err_interaction_tag_not_found'],
        params: InteractionTagIdParamsSchema,
        body: InteractionTagBodySchema,
        response: { 200: InteractionTagSchema },
      },
    },
    async (req) => updateInteractionTag(app.db, companyOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/interaction-tags/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Delete an interaction tag (it leaves every conversation)',
        errors: ['err_interaction_tag_not_found'],
        params: InteractionTagIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteInteractionTag(app.db, companyOf(req), req.params.id);
      return { ok: true as const };
    },
  );
};

export default interactionTagRoutes;
