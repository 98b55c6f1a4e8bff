import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const STATUSES = [
  { mn: 'бэлтгэгдэж байна', en: 'being prepared', eta: { mn: '2 хоногийн дотор', en: 'within 2 days' } },
  { mn: 'хүргэлтэд гарсан', en: 'out for delivery', eta: { mn: 'өнөөдөр', en: 'today' } },
  { mn: 'хүргэгдсэн', en: 'delivered', eta: { mn: 'хүргэгдсэн', en: 'delivered' } },
] as const;

/**
 * The demo shop's order lookup, which the demo flow's custom API calls: a made-up status for any
 * order number (the same number always answers the same), as a shop's own API would answer.
 */
const demoOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo/orders/:id',
    {
      schema: {
        tags: ['demo'],
        operationId: 'getDemoOrder',
        summary: "The demo shop's order status (called by the demo flow)",
        params: z.object({ id: z.string().regex(/^\d{3,10}$/) }).strict(),
        response: {
          200: z.object({ order: z.object({ id: z.string(), status: z.string(), status_en: z.string(), eta: z.string(), eta_en: z.string() }) }),
        },
      },
    },
    async (req) => {
      const s = STATUSES[Number(req.params.id.slice(-1)) % STATUSES.length];
      return { order: { id: req.params.id, status: s.mn, status_en: s.en, eta: s.eta.mn, eta_en: s.eta.en } };
    },
  );
};

export default demoOrderRoutes;
