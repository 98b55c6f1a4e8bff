import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema, WebchatBodySchema, WebchatIdParamsSchema, WebchatListSchema, WebchatSchema } from '../../contracts';
import { createWebchat } from '../domain/webchats/create-webchat';
import { deleteWebchat } from '../domain/webchats/delete-webchat';
import { getWebchat, listWebchats } from '../domain/webchats/list-webchats';
import { updateWebchat } from '../domain/webchats/update-webchat';
import { AppError } from '../lib/app-error';

/**
 * A body whose domain fails the contract answers its own catalogue code (the settings form shows it
 * under the field); any other validation failure keeps the generic one of the error handler.
 */
function refuseInvalid(req: FastifyRequest) {
  const err = req.validationError;
  if (!err) return;
  const issues = (err.validation ?? []) as { instancePath?: string }[];
  if (err.validationContext === 'body' && issues.some((i) => i.instancePath === '/domain')) throw new AppError('err_webchat_domain_invalid', { field: 'domain' });
  throw err;
}

/** Web-chat settings of the session's company (spec §2 web_chat settings); every answer carries widget_key. */
const webchatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webchat'];
  const domainRefusals = ['err_webchat_domain_invalid', 'err_webchat_domain_duplicate'] as const;
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;

  app.get(
    '/api/webchats',
    { config: { permission: 'settings.view' }, schema: { tags, summary: "The company's web chats", response: { 200: WebchatListSchema } } },
    async (req) => listWebchats(app.db, companyOf(req)),
  );
  app.get(
    '/api/webchats/:id',
    {
      config: { permission: 'settings.view' },
      schema: { tags, summary: 'One web chat', errors: ['err_webchat_not_found'], params: WebchatIdParamsSchema, response: { 200: WebchatSchema } },
    },
    async (req) => getWebchat(app.db, companyOf(req), req.params.id),
  );
  app.post(
    '/api/webchats',
    {
      config: { permission: 'settings.edit' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a web chat (creates its channel); the domain is unique across the service',
        errors: domainRefusals,
        body: WebchatBodySchema,
        response: { 200: WebchatSchema },
      },
    },
    async (req) => {
      refuseInvalid(req);
      return createWebchat(app.db, companyOf(req), req.body);
    },
  );
  app.put(
    '/api/webchats/:id',
    {
      config: { permission: 'settings.edit' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a web chat',
        errors: [...domainRefusals, 'err_webchat_not_found'],
        params: WebchatIdParamsSchema,
        body: WebchatBodySchema,
        response: { 200: WebchatSchema },
      },
    },
    async (req) => {
      refuseInvalid(req);
      return updateWebchat(app.db, companyOf(req), req.params.id, req.body);
    },
  );
  app.delete(
    '/api/webchats/:id',
    {
      config: { permission: 'settings.edit' },
      schema: {
        tags,
        summary: 'Delete a web chat and its channel (refused while conversations are open)',
        errors: ['err_webchat_not_found', 'err_channel_open_interaction'],
        params: WebchatIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteWebchat(app.db, companyOf(req), req.params.id);
      return { ok: true as const };
    },
  );
};

export default webchatRoutes;
