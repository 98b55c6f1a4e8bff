import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sipCredentials } from '../db/schema';
import { ha1ForRegister } from '../telephony/credentials';
import { chooseExtension, routeAnswerText, type RouteAnswer } from '../telephony/route-call';

const sipUser = z.string().max(64);
const AuthHookSchema = z.object({ user: sipUser, key: z.string().max(200) });
const RouteHookSchema = z.object({ callid: z.string().min(1).max(256), caller: sipUser, callee: sipUser, key: z.string().max(200) });

/**
 * What Kamailio asks our server (kamailio.cfg route[AUTH] and route[ASK]), answered in plain text
 * it can read without a JSON parser. Not for browsers: outside the API description, and refused
 * without the key the launcher wrote into the SIP server's configuration.
 */
const telephonyHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = Buffer.from(app.config.telephony.hookKey);
  const keyOk = (given: string) => {
    const g = Buffer.from(given);
    return g.length === key.length && timingSafeEqual(g, key);
  };
  const hidden = { hide: true } as const;

  app.post('/api/telephony/kamailio/auth', { config: { access: 'public' }, schema: { ...hidden, body: AuthHookSchema } }, async (req, reply) => {
    if (!keyOk(req.body.key)) return reply.status(403).type('text/plain').send('');
    const ha1 = await ha1ForRegister(app.db, req.body.user);
    return reply
      .status(ha1 ? 200 : 404)
      .type('text/plain')
      .send(ha1 ?? '');
  });

  app.post('/api/telephony/kamailio/route', { config: { access: 'public' }, schema: { ...hidden, body: RouteHookSchema } }, async (req, reply) => {
    const { callid, caller, callee } = req.body;
    if (!keyOk(req.body.key)) return reply.status(403).type('text/plain').send('');
    const t = app.telephony;
    let answer: RouteAnswer = { verb: 'refuse', code: 503 };
    if (t) {
      const opened = await t.handle({ event: 'call_attempt', ts: Math.floor(Date.now() / 1000), callid, caller, callee, agent: '' });
      const [fromSoftphone] = await app.db.select({ id: sipCredentials.userId }).from(sipCredentials).where(eq(sipCredentials.username, caller)).limit(1);
      if (fromSoftphone) answer = { verb: 'direct' };
      else answer = await chooseExtension(app.db, callid, callee, t.registered);
      if (!opened && answer.verb === 'refuse' && answer.code === 487) answer = { verb: 'refuse', code: 404 };
    }
    return reply.type('text/plain').send(routeAnswerText(answer));
  });
};

export default telephonyHookRoutes;
