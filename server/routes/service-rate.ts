import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceRateBodySchema, ServiceRateInfoSchema, ServiceRateTokenQuerySchema } from '../../contracts';
import { addressKey, hard, reserveAll } from '../domain/auth/throttle';
import { serviceRateInfo } from '../domain/service-rate/info';
import { rateInteraction } from '../domain/service-rate/rate';
import { verifyServiceRateToken } from '../domain/service-rate/token';
import { AppError } from '../lib/app-error';

/** Rating posts per client address in the throttle window (a customer rates once; this stops a script). */
export const SERVICE_RATE_POSTS_PER_ADDRESS = 20;

/**
 * The customer's rating page (/servicerate?t=… in the console) reads and posts here, signed out:
 * the signed token is the only credential, and it names one interaction.
 */
const serviceRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const idOf = (token: string) => verifyServiceRateToken(app.config.sessionSecret, token) ?? fail();
  const fail = (): never => {
    throw new AppError('err_service_rate_link_invalid');
  };

  app.get(
    '/pub/servicerate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pub'],
        summary: 'What the rating page shows for a signed link: company, web-chat look, agent first name, and whether it may rate',
        operationId: 'getServiceRate',
        errors: ['err_service_rate_link_invalid', 'err_service_rate_not_requested'],
        querystring: ServiceRateTokenQuerySchema,
        response: { 200: ServiceRateInfoSchema },
      },
    },
    async (req) => serviceRateInfo(app.db, idOf(req.query.t)),
  );

  app.post(
    '/pub/servicerate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pub'],
        summary: 'Give the rating (1–5) and an optional comment, once, while it is requested',
        operationId: 'rateService',
        errors: ['err_too_many_attempts', 'err_service_rate_link_invalid', 'err_service_rate_not_requested', 'err_service_rate_given'],
        body: ServiceRateBodySchema,
        response: { 200: z.object({ ok: z.literal(true), rating: z.number().int() }) },
      },
    },
    async (req) => {
      // Counted before the post is looked at, in one statement, as sign-in attempts are.
      await reserveAll(app.db, [{ key: `servicerate:${addressKey(req.ip)}`, rule: hard(SERVICE_RATE_POSTS_PER_ADDRESS) }]);
      const row = await rateInteraction(app.db, idOf(req.body.t), req.body.rating, req.body.comment);
      await app.realtime.interactionChanged(row, { visitor: true });
      return { ok: true as const, rating: row.rating! };
    },
  );
};

export default serviceRateRoutes;
