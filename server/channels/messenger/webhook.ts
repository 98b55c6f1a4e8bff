import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelDeps } from '../deps';
import { hookChannel, HookParamsSchema } from '../hook-channel';
import { AppError } from '../../lib/app-error';
import { parseJson, rawJsonBodies } from '../raw-json';
import { hmacMatches, sameSecret } from '../signature';
import { messengerConfigOf } from './config';
import { handleMessengerWebhook } from './handle';
import type { MessengerWebhook } from './events';

const tags = ['channels'];

/**
 * Facebook's webhook for one Messenger channel: the GET subscription check and the signed POST
 * of events. Public, verified by the app secret's signature over the raw body (X-Hub-Signature-256).
 */
const messengerWebhook: FastifyPluginAsyncZod = async (app) => {
  rawJsonBodies(app);
  const deps = () => channelDeps(app);

  app.get(
    '/hooks/messenger/:id',
    {
      schema: {
        tags,
        summary: "Facebook's webhook subscription check (hub.challenge echoed when the verify token matches)",
        operationId: 'verifyMessengerWebhook',
        errors: ['err_channel_not_found', 'err_webhook_signature'],
        params: HookParamsSchema,
        querystring: z.object({ 'hub.mode': z.string().max(50), 'hub.verify_token': z.string().max(200), 'hub.challenge': z.string().max(200) }),
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const channel = await hookChannel(app.db, req.params.id, 'messenger');
      const q = req.query;
      if (q['hub.mode'] !== 'subscribe' || !sameSecret(messengerConfigOf(channel.config).verifyToken, q['hub.verify_token'])) throw new AppError('err_webhook_signature');
      return reply.type('text/plain').send(q['hub.challenge']);
    },
  );

  app.post(
    '/hooks/messenger/:id',
    {
      schema: {
        tags,
        summary: 'Messenger events of one page, signed with the app secret (messages, postbacks, reads, deliveries, standby)',
        operationId: 'receiveMessengerWebhook',
        errors: ['err_channel_not_found', 'err_webhook_signature', 'err_malformed_json', 'err_body_too_large'],
        params: HookParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const channel = await hookChannel(app.db, req.params.id, 'messenger');
      const raw = req.body;
      if (!Buffer.isBuffer(raw) || !hmacMatches(messengerConfigOf(channel.config).appSecret, raw, req.headers['x-hub-signature-256'], 'sha256=')) {
        req.log.warn({ channelId: channel.id }, 'messenger webhook refused: bad signature');
        throw new AppError('err_webhook_signature');
      }
      const body = parseJson(raw);
      if (!body || typeof body !== 'object') throw new AppError('err_malformed_json');
      // Facebook answers a non-200 with retries: an inactive channel's events are taken and dropped.
      if (!channel.isActive) req.log.info({ channelId: channel.id }, 'messenger webhook dropped: channel inactive');
      else await handleMessengerWebhook(deps(), app.config, channel, body as MessengerWebhook);
      return reply.type('text/plain').send('EVENT_RECEIVED');
    },
  );
};

export default messengerWebhook;
