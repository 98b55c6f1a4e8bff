import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { channelDeps } from '../deps';
import { hookChannel, HookParamsSchema } from '../hook-channel';
import { parseJson, rawJsonBodies } from '../raw-json';
import { hmacMatches } from '../signature';
import { viberConfigOf } from './config';
import { handleViberEvent, type ViberEvent } from './handle';

/**
 * Viber's callbacks for one bot: public, verified by X-Viber-Content-Signature (the hex
 * HMAC-SHA256 of the raw body under the bot token) before anything is read.
 */
const viberWebhook: FastifyPluginAsyncZod = async (app) => {
  rawJsonBodies(app);
  app.post(
    '/hooks/viber/:id',
    {
      schema: {
        tags: ['channels'],
        summary: 'Viber callbacks of one bot, signed with its token (webhook, message, delivered, seen, failed, subscriptions)',
        operationId: 'receiveViberWebhook',
        errors: ['err_channel_not_found', 'err_webhook_signature', 'err_malformed_json', 'err_body_too_large'],
        params: HookParamsSchema,
        response: { 200: z.object({ status: z.number() }) },
      },
    },
    async (req) => {
      const channel = await hookChannel(app.db, req.params.id, 'viber');
      const raw = req.body;
      if (!Buffer.isBuffer(raw) || !hmacMatches(viberConfigOf(channel.config).token, raw, req.headers['x-viber-content-signature'])) {
        req.log.warn({ channelId: channel.id }, 'viber webhook refused: bad signature');
        throw new AppError('err_webhook_signature');
      }
      const body = parseJson(raw);
      if (!body || typeof body !== 'object') throw new AppError('err_malformed_json');
      if (!channel.isActive) req.log.info({ channelId: channel.id }, 'viber webhook dropped: channel inactive');
      else await handleViberEvent(channelDeps(app), channel, body as ViberEvent);
      return { status: 0 };
    },
  );
};

export default viberWebhook;
