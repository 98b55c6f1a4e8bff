import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * /api and /pub take JSON bodies; a form-encoded body only where a server-rendered page's form
 * posts (route config `form`). A form, multipart or text body is what a page of another site can
 * send without asking first, so anything else is refused (415) before it is read. Uploads travel
 * as base64 inside JSON, so no route takes multipart.
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (req) => {
    const path = req.routeOptions.url;
    if (!path || !(path.startsWith('/api/') || path.startsWith('/pub/'))) return;
    const type = req.headers['content-type'];
    if (type === undefined || req.method === 'GET' || req.method === 'HEAD') return;
    if (JSON_TYPE.test(type) || (req.routeOptions.config?.form && FORM_TYPE.test(type))) return;
    throw new AppError('err_unsupported_media_type');
  });
});
