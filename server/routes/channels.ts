import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChannelListSchema, CompanyIdParamsSchema } from '../../contracts';
import { listChannels } from '../domain/channels/list-channels';
import { requireSameCompany } from '../plugins/auth';

const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  // Another company's id is refused (requireSameCompany).
  const schema = { tags: ['channels'], params: CompanyIdParamsSchema, errors: ['err_forbidden_action'] as const, response: { 200: ChannelListSchema } };

  app.get(
    '/api/company/:company_id/channel',
    { config: { access: 'member' }, schema: { ...schema, summary: "The company's channels", operationId: 'listChannels' } },
    async (req) => {
      requireSameCompany(req, req.params.company_id);
      return { items: await listChannels(app.db, req.params.company_id) };
    },
  );

  app.get(
    '/api/company/:company_id/channel/emails',
    { config: { access: 'member' }, schema: { ...schema, summary: "The company's e-mail channels", operationId: 'listEmailChannels' } },
    async (req) => {
      requireSameCompany(req, req.params.company_id);
      return { items: await listChannels(app.db, req.params.company_id, 'email') };
    },
  );
};

export default channelRoutes;
