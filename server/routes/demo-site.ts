import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { embedScript, LOCALES, type Locale } from '../../contracts';
import { ROOT_DIR } from '../config';
import { webchatForHost } from '../domain/webchats/for-host';
import { isLocale, requestLocale } from '../lib/messages';
import { DEMO_PASSWORD } from '../seed/demo';

type DemoText = Record<string, string>;

/** Strings of the demo shop, beside the widget's in locales/<lang>/widget.json. */
const text: Record<Locale, DemoText> = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT_DIR, 'locales', l, 'widget.json'), 'utf8')).demo_site]),
) as Record<Locale, DemoText>;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (s: string, params: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

const PRODUCTS = [
  { key: 'scarf', price: '89,000₮', color: '#b5651d' },
  { key: 'sweater', price: '259,000₮', color: '#6b7a8f' },
  { key: 'hat', price: '39,000₮', color: '#7a5c61' },
  { key: 'socks', price: '25,000₮', color: '#a68a64' },
] as const;

export const DEMO_AGENT_EMAIL = 'agent@demo.mn';

/** The sample company website: plain HTML with the embed snippet, like any customer's site. */
export function demoSitePage(opts: { lang: Locale; embed: string | null; consoleUrl: string }): string {
  const t = text[opts.lang];
  const other: Locale = opts.lang === 'mn' ? 'en' : 'mn';
  const hint = fill(esc(t.demo_hint), {
    url: `<a href="${esc(opts.consoleUrl)}" target="_blank" rel="noopener">${esc(opts.consoleUrl)}</a>`,
    email: `<b>${esc(DEMO_AGENT_EMAIL)}</b>`,
    password: `<b>${esc(DEMO_PASSWORD)}</b>`,
  });
  const products = PRODUCTS.map(
    (p) =>
      `<li><div class="swatch" style="background:${p.color}"></div><h3>${esc(t[p.key])}</h3><p class="price">${p.price}</p><p class="stock">${esc(t.in_stock)}</p></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title>
<style>
body{margin:0;font-family:"Segoe UI",system-ui,-apple-system,Roboto,sans-serif;background:#faf7f2;color:#2b2118}
header{background:#2b2118;color:#faf7f2;padding:28px 24px}header h1{margin:0;font-size:28px}header p{margin:6px 0 0;opacity:.85}
nav{float:right}nav a{color:#f3d9b1}
.hint{background:#e8f1fb;color:#0b3a66;font:14px/1.5 system-ui,sans-serif;padding:10px 24px;border-bottom:1px solid #c7dcf3}
.hint a{color:#0b3a66}
main{max-width:960px;margin:0 auto;padding:24px}
ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px}
li{background:#fff;border:1px solid #e6ddd0;border-radius:8px;padding:14px}
.swatch{height:120px;border-radius:6px}h3{margin:12px 0 4px;font-size:17px}.price{margin:0;font-weight:bold}.stock{margin:4px 0 0;color:#2e7d32;font-size:13px}
section{margin-top:28px}footer{text-align:center;padding:24px;color:#7a6a58;font-size:13px}
</style>
${opts.embed ?? ''}
</head>
<body>
<header><nav><a href="?lang=${other}" hreflang="${other}" lang="${other}">${esc(t.switch)}</a></nav><h1>Demo LLC</h1><p>${esc(t.tagline)}</p></header>
<p class="hint" role="note">${opts.embed ? hint : esc(t.no_webchat)}</p>
<main>
<h2>${esc(t.products)}</h2>
<ul>${products}</ul>
<section><h2>${esc(t.delivery_title)}</h2><p>${esc(t.delivery)}</p></section>
<section><h2>${esc(t.contact_title)}</h2><p>${esc(t.contact)}</p><p>${esc(t.hours)}</p></section>
</main>
<footer>${esc(t.footer)}</footer>
</body>
</html>`;
}

// Not strict: shared links may carry parameters of their own.
const DemoQuery = z.object({ lang: z.string().optional() });

/**
 * /demo/site: a newcomer is the customer here and the agent in the console. It embeds the web
 * chat whose domain matches the address the server was reached by, else the first active one.
 */
const demoSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo/site',
    { schema: { tags: ['webchat'], summary: 'A sample company website with the web-chat widget embedded', querystring: DemoQuery } },
    async (req, reply) => {
      const lang: Locale = isLocale(req.query.lang) ? req.query.lang : requestLocale(req);
      // The Host header is the client's to choose: only a plain host[:port] goes into the page.
      const origin = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(req.host) ? `${req.protocol}://${req.host}` : '';
      const webchat = await webchatForHost(app.db, req.hostname);
      const html = demoSitePage({ lang, embed: webchat ? embedScript(origin, webchat.widgetKey) : null, consoleUrl: `${origin}/interacts/live` });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};

export default demoSiteRoutes;
