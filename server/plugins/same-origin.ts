import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../contracts';
import { AppError } from '../lib/app-error';
import { isSameOrigin } from '../lib/same-origin';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a write to /api or /pub must come from a page of this server.
 * SameSite=Lax does not stop a page of the same site (another port or subdomain of the host), so
 * the Origin is checked (the Referer when a browser sends no Origin). A request with neither
 * is not from a browser page; it is refused only when it rides on a session cookie.
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (req) => {
    const path = req.routeOptions.url;
    if (!path || !(path.startsWith('/api/') || path.startsWith('/pub/'))) return;
    if (!UNSAFE.has(req.method) && !req.routeOptions.config?.sameOrigin) return;
    const source = req.headers.origin ?? req.headers.referer;
    if (source === undefined ? req.cookies[SESSION_COOKIE] !== undefined : !isSameOrigin(source, req.host)) {
      // The Origin only: a Referer's query may hold a token.
      req.log.info({ origin: req.headers.origin }, 'cross-site request refused');
      throw new AppError('err_forbidden_action');
    }
  });
});
