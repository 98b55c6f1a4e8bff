import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';
import { sendError } from './errors';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/**
 * Serves the built console: hashed assets with long caching, and index.html for every other
 * path (the console's router shows its own 404 page), with the runtime config in a meta tag.
 * Unknown /api, /pub and /socket.io paths answer a JSON 404 instead.
 */
export default fp(async (app) => {
  const dir = app.config.consoleDir;
  const indexFile = join(dir, 'index.html');
  const hasConsole = existsSync(indexFile);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const appConfig = JSON.stringify({ publicLoginUrl: app.config.publicLoginUrl });
  let cached: string | undefined;
  const indexHtml = () => {
    // Read once; a rebuild while the server runs is picked up by the build-update check after restart.
    cached ??= readFileSync(indexFile, 'utf8').replace(/<meta name="app-config"[^>]*>/, `<meta name="app-config" content='${esc(appConfig)}'>`);
    return cached;
  };

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isApi = /^\/(api|pub|socket\.io|assets)(\/|$)/.test(path);
    if (isApi || !hasConsole || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendError(req, reply, new AppError('err_route_not_found'));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml());
  });
});
