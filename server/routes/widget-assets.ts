import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type WidgetAppearance } from '../../contracts';
import { ROOT_DIR } from '../config';
import { appearanceOf } from '../domain/visitors/appearance';
import { findWidget, type WidgetRow } from '../domain/visitors/widget';
import { decodeLogo } from '../domain/webchats/logo';
import { AppError } from '../lib/app-error';

/** Where `npm run build:widget` writes the bundle (widget/vite.config.ts). */
export const WIDGET_DIR = join(ROOT_DIR, 'dist', 'widget');

const AppearanceSchema = z.object({
  name: z.string(),
  greeting: z.string(),
  logo: z.string().nullable(),
  brand_color: z.string(),
  text_color: z.string(),
}) satisfies z.ZodType<WidgetAppearance>;

const KeyParams = z.object({ key: z.string().min(8).max(64) }).strict();
// Not strict: host pages may add cache-busting parameters of their own.
const LangQuery = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });

/** Other sites load these: they must not be blocked by the same-origin resource policy helmet sets. */
const crossOrigin = (reply: FastifyReply) => reply.header('cross-origin-resource-policy', 'cross-origin').header('access-control-allow-origin', '*');

interface Bundle {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}

/**
 * The widget's public assets: the script the embed snippet loads, and the appearance it paints
 * the launcher with before any socket is opened. Both are fetched by pages of other sites.
 */
const widgetAssetRoutes: FastifyPluginAsyncZod<{ dir?: string }> = async (app, opts) => {
  const file = join(opts.dir ?? WIDGET_DIR, 'widget.js');
  let bundle: Bundle | undefined;
  // Re-read when a rebuild changes the file, so a running server never serves a stale copy.
  const load = (): Bundle | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (bundle?.mtimeMs !== mtimeMs) {
      const body = readFileSync(file);
      bundle = { mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    return bundle;
  };

  app.get(
    '/widget.js',
    { schema: { tags: ['webchat'], summary: 'The web-chat widget script the embed snippet loads', operationId: 'getWidgetScript', errors: ['err_route_not_found'] } },
    async (req, reply) => {
      const b = load();
      if (!b) {
        req.log.warn({ file }, 'widget bundle missing: run npm run build:widget');
        throw new AppError('err_route_not_found');
      }
      // Short caching with revalidation: a new build reaches every site within minutes, unchanged costs a 304.
      crossOrigin(reply).header('cache-control', 'public, max-age=300, must-revalidate').header('etag', b.etag);
      if (req.headers['if-none-match'] === b.etag) return reply.status(304).send();
      return reply.type('text/javascript; charset=utf-8').send(b.body);
    },
  );

  app.get(
    '/pub/widget/:key',
    {
      schema: {
        tags: ['webchat'],
        summary: "A widget's public appearance (name, greeting, logo, colours) in the page's language",
        errors: ['err_webchat_not_found'],
        params: KeyParams,
        querystring: LangQuery,
        response: { 200: AppearanceSchema },
      },
    },
    async (req, reply) => {
      crossOrigin(reply);
      const row = activeWidget(await findWidget(app.db, req.params.key));
      reply.header('cache-control', 'public, max-age=60');
      return appearanceOf(row, req.query.lang ?? 'mn');
    },
  );

  app.get(
    '/pub/widget/:key/logo',
    {
      schema: {
        tags: ['webchat'],
        summary: "A widget's logo image",
        errors: ['err_webchat_not_found', 'err_route_not_found'],
        params: KeyParams,
        querystring: z.object({ v: z.string().max(32).optional() }),
      },
    },
    async (req, reply) => {
      crossOrigin(reply);
      const row = activeWidget(await findWidget(app.db, req.params.key));
      const logo = row.logo ? decodeLogo(row.logo) : null;
      if (!logo) throw new AppError('err_route_not_found');
      // An SVG opened on its own must not run anything on this origin.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox").header('x-content-type-options', 'nosniff');
      // The URL carries the logo's fingerprint, so it can be cached for a day.
      return reply.type(logo.type).header('cache-control', 'public, max-age=86400').send(logo.bytes);
    },
  );
};

/** The same rule as the /visitor handshake: unknown and switched-off widgets alike are not found. */
function activeWidget(row: WidgetRow | null): WidgetRow {
  if (!row || !row.isActive || !row.channelActive) throw new AppError('err_webchat_not_found');
  return row;
}

export default widgetAssetRoutes;
