import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TourSeenBodySchema, TourStateSchema } from '../../contracts';
import { hasSeenTour, markTourSeen } from '../domain/tour/tour-progress';

/** The guided tour's once-only offer: read and set this user's flag (any signed-in user). */
const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tour'];
  app.get(
    '/api/tour',
    { schema: { tags, summary: 'Whether the signed-in user has finished or skipped the guided tour', response: { 200: TourStateSchema } } },
    async (req) => ({ seen: await hasSeenTour(app.db, req.auth!.user.id) }),
  );
  app.put(
    '/api/tour',
    { schema: { tags, summary: 'Mark the guided tour as seen, so it is not offered again', body: TourSeenBodySchema, response: { 200: TourStateSchema } } },
    async (req) => {
      await markTourSeen(app.db, req.auth!.user.id);
      return { seen: true };
    },
  );
};

export default tourRoutes;
