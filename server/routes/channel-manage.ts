import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChannelConnectResultSchema,
  ChannelDescriptionBodySchema,
  ChannelIdParamsSchema,
  ChannelResultSchema,
  ChannelStatusBodySchema,
  MessengerConnectBodySchema,
  OkSchema,
  ViberConnectBodySchema,
} from '../../contracts';
import { connectMessenger } from '../channels/messenger/connect';
import { connectViber } from '../channels/viber/connect';
import { deleteChannel, setChannelActive, setChannelDescription } from '../domain/channels/manage-channel';

const tags = ['channels'];

/** Where providers reach us: PUBLIC_URL, or the address the admin is using. */
const publicBase = (req: FastifyRequest) => req.server.config.publicUrl || `${req.protocol}://${req.host}`;

/** Channel management (/settings/channel_manage) and connecting Messenger and Viber (/settings/social). */
const channelManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = (req: FastifyRequest) => req.auth!.user.companyId!;
  const edit = { permission: 'settings.edit' as const };

  app.put(
    '/api/channels/:id/description',
    {
      config: edit,
      schema: {
        tags,
        summary: "Change a channel's description for the AI agent (not empty)",
        operationId: 'setChannelDescription',
        errors: ['err_channel_not_found', 'err_channel_description_empty'],
        params: ChannelIdParamsSchema,
        body: ChannelDescriptionBodySchema,
        response: { 200: ChannelResultSchema },
      },
    },
    async (req) => ({ channel: await setChannelDescription(app.db, companyOf(req), req.params.id, req.body.description) }),
  );

  app.put(
    '/api/channels/:id/status',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Activate or deactivate a channel (an inactive one receives and sends nothing)',
        operationId: 'setChannelStatus',
        errors: ['err_channel_not_found'],
        params: ChannelIdParamsSchema,
        body: ChannelStatusBodySchema,
        response: { 200: ChannelResultSchema },
      },
    },
    async (req) => ({ channel: await setChannelActive(app.db, companyOf(req), req.params.id, req.body.is_active) }),
  );

  app.delete(
    '/api/channels/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a channel (refused while it has open interactions)',
        operationId: 'deleteChannel',
        errors: ['err_channel_not_found', 'err_channel_open_interaction'],
        params: ChannelIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (req) => {
      await deleteChannel(app.db, companyOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/channels/messenger',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Connect a Facebook page to Messenger (checked against the Graph API)',
        operationId: 'connectMessenger',
        errors: [
          'err_channel_facebook_connect',
          'err_channel_already_connected',
          'err_channel_exists',
          'err_channel_count_limit',
          'err_channel_key_empty',
          'err_channel_key_invalid',
        ],
        body: MessengerConnectBodySchema,
        response: { 200: ChannelConnectResultSchema },
      },
    },
    async (req) => connectMessenger(app.db, app.config, companyOf(req), req.body, publicBase(req)),
  );

  app.post(
    '/api/channels/viber',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Connect a Viber bot by its token (set_webhook points its events here)',
        operationId: 'connectViber',
        errors: [
          'err_channel_viber_token_empty',
          'err_channel_viber_token_invalid',
          'err_channel_connect_failed',
          'err_channel_already_connected',
          'err_channel_exists',
          'err_channel_count_limit',
        ],
        body: ViberConnectBodySchema,
        response: { 200: ChannelConnectResultSchema },
      },
    },
    async (req) => connectViber(app.db, app.config, companyOf(req), req.body, publicBase(req)),
  );
};

export default channelManageRoutes;
