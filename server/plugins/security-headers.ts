import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** A year: browsers keep to https for the console's host once they have seen it over TLS. */
const HSTS = 'max-age=31536000';

/**
 * Response headers for every answer: helmet's set with a CSP that lets the console talk only to
 * its own origin ('self' covers the socket's ws:/wss: of the same host) and the SIP server's WebSocket, HSTS when the request
 * came over TLS (directly, or through a trusted proxy that says so), and `no-store` on /api
 * answers, which are one user's data and must not stay in a shared or back-button cache.
 */
export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // And the softphone's SIP WebSocket (issue 26), when calls are on.
        connectSrc: ["'self'", ...(app.config.telephony.enabled ? [app.config.telephony.wsUrl] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin requests keep their Referer: the logout GET of the spec is checked by it when a
    // browser sends no Origin (plugins/same-origin.ts); other sites still get none.
    referrerPolicy: { policy: 'same-origin' },
    hsts: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
