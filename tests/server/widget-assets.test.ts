import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webchat, WebchatBody } from '../../contracts';
import { appendMessage } from '../../server/domain/interactions/append-message';
import { messages } from '../../server/db/schema';
import { ChatSession, type ChatState } from '../../widget/src/chat/session';
import { socketTransport } from '../../widget/src/chat/socket-transport';
import { buildWidget, WIDGET_BUNDLE } from '../../widget/build.mjs';
import { build, makeCompany, signIn, uniq, until, type TestCompany } from './helper';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The goal for everything a host page loads before the first message. */
const BUDGET_GZIP = 25 * 1024;

let t: Awaited<ReturnType<typeof build>>;
let base: string;
let co: TestCompany;
let admin: string;
let wc: Webchat;

const body = (over: Partial<WebchatBody> = {}): WebchatBody => ({
  domain: `shop-${uniq()}.test`,
  name: 'Туршилтын дэлгүүр',
  name_en: 'Test shop',
  greeting: 'Сайн байна уу!',
  greeting_en: '',
  brand_color: '#b5121b',
  text_color: '#fffbe6',
  ...over,
});

beforeAll(async () => {
  buildWidget({ quiet: true });
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  co = await makeCompany(t.db);
  admin = await signIn(t.app, co.emails.admin);
  wc = (await t.app.inject({ method: 'POST', url: '/api/webchats', headers: { cookie: admin }, payload: body() })).json();
});
afterAll(() => t.close());

describe('GET /widget.js', () => {
  it('serves the built bundle as a script any site may load, small, revalidated by ETag', async () => {
    const res = await t.app.inject({ url: '/widget.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.rawPayload.equals(readFileSync(WIDGET_BUNDLE))).toBe(true);
    // One classic script, no module syntax, no source left unminified.
    expect(res.body.startsWith('(function(')).toBe(true);
    expect(res.body).not.toMatch(/^\s*(import|export)\s/m);
    expect(res.body).toContain('data-widget-key');
    // socket.io's production build, not its debug one.
    expect(res.body).not.toContain('process.env.DEBUG');
    // Not the demo shop's strings, which share the locale file.
    expect(res.body).not.toContain('Ноолууран ороолт');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({ url: '/widget.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ url: '/widget.js', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('keeps everything loaded before the first message within the 25 KB gzip goal', async () => {
    const script = gzipSync((await t.app.inject({ url: '/widget.js' })).rawPayload, { level: 9 }).length;
    const appearance = gzipSync((await t.app.inject({ url: `/pub/widget/${wc.widget_key}` })).rawPayload, { level: 9 }).length;
    expect(script + appearance).toBeLessThanOrEqual(BUDGET_GZIP);
  });
});

describe('GET /pub/widget/:key', () => {
  it("answers the widget's appearance in the page's language, to any site, cached briefly", async () => {
    const mn = await t.app.inject({ url: `/pub/widget/${wc.widget_key}?lang=mn` });
    expect(mn.statusCode).toBe(200);
    expect(mn.json()).toEqual({ name: 'Туршилтын дэлгүүр', greeting: 'Сайн байна уу!', logo: null, brand_color: '#b5121b', text_color: '#fffbe6' });
    expect(mn.headers['access-control-allow-origin']).toBe('*');
    expect(mn.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(mn.headers['cache-control']).toMatch(/public, max-age=\d+/);
    // English name given, English greeting not: the greeting falls back to Mongolian.
    expect((await t.app.inject({ url: `/pub/widget/${wc.widget_key}?lang=en` })).json()).toMatchObject({ name: 'Test shop', greeting: 'Сайн байна уу!' });
    expect((await t.app.inject({ url: `/pub/widget/${wc.widget_key}?lang=xx` })).json().name).toBe('Туршилтын дэлгүүр');
  });

  it('points to the logo as a separate image, so the appearance stays small', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const logo = `data:image/png;base64,${png.toString('base64')}`;
    const withLogo: Webchat = (await t.app.inject({ method: 'POST', url: '/api/webchats', headers: { cookie: admin }, payload: body({ logo }) })).json();
    const look = (await t.app.inject({ url: `/pub/widget/${withLogo.widget_key}` })).json();
    expect(look.logo).toMatch(new RegExp(`^/pub/widget/${withLogo.widget_key}/logo\\?v=[A-Za-z0-9_-]+$`));
    const img = await t.app.inject({ url: look.logo });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
    expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // An uploaded SVG opened by itself runs nothing on this origin.
    expect(img.headers['content-security-policy']).toContain('sandbox');
    expect(img.headers['content-security-policy']).toContain("default-src 'none'");
    // A new logo is a new URL.
    await t.app.inject({
      method: 'PUT',
      url: `/api/webchats/${withLogo.id}`,
      headers: { cookie: admin },
      payload: body({ domain: withLogo.domain, logo: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    });
    const changed = (await t.app.inject({ url: `/pub/widget/${withLogo.widget_key}` })).json().logo;
    expect(changed).not.toBe(look.logo);
    expect((await t.app.inject({ url: changed })).headers['content-type']).toBe('image/svg+xml');
    expect((await t.app.inject({ url: `/pub/widget/${wc.widget_key}/logo` })).statusCode).toBe(404);
  });

  it('does not know unknown or switched-off widgets', async () => {
    const unknown = await t.app.inject({ url: '/pub/widget/no-such-widget-key' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('err_webchat_not_found');
    const off: Webchat = (await t.app.inject({ method: 'POST', url: '/api/webchats', headers: { cookie: admin }, payload: body({ is_active: false }) })).json();
    expect((await t.app.inject({ url: `/pub/widget/${off.widget_key}` })).json().code).toBe('err_webchat_not_found');
  });
});

describe("the widget's session against the real /visitor namespace", () => {
  const memoryStorage = (): Storage => {
    const m = new Map<string, string>();
    return {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      get length() {
        return m.size;
      },
    };
  };
  const session = (storage: Storage, origin = `https://www.${wc.domain}`) =>
    new ChatSession({
      widgetKey: wc.widget_key,
      locale: 'mn',
      storage,
      transport: socketTransport(base, { extraHeaders: { origin }, transports: ['websocket'], forceNew: true, reconnectionDelay: 50, reconnectionDelayMax: 100 }),
    });
  const settled = (s: ChatSession, what: string, ok: (st: ChatState) => boolean) => until(() => ok(s.state) && s.state, what, 5000);

  it('sends, is acknowledged once, receives a reply, and finds the conversation again on the next page', async () => {
    const storage = memoryStorage();
    const first = session(storage);
    try {
      first.start();
      await settled(first, 'welcome', (s) => s.link === 'online');
      expect(first.state.appearance).toMatchObject({ name: 'Туршилтын дэлгүүр', brand_color: '#b5121b' });
      first.send('Сайн байна уу? Хүргэлт хэд хоног вэ?');
      const acked = await settled(first, 'ack', (s) => s.outbox.length === 0 && s.messages.length === 1);
      const clientId = acked.messages[0].client_id!;
      expect(acked.conversation).toMatchObject({ status: 'open' });
      const interactionId = acked.conversation!.interaction_id;

      // Staff answer through the domain and the publisher, as the console does.
      t.app.realtime.publishMessage(
        await appendMessage(t.db, { companyId: co.id, interactionId, clientId: null, authorType: 'user', authorUserId: co.ids.agent, body: 'Сайн байна уу! 1–2 хоног.' }),
      );
      await settled(first, 'the reply', (s) => s.messages.length === 2);
      expect(first.state.messages.map((m) => [m.seq, m.author, m.body])).toEqual([
        [1, 'contact', 'Сайн байна уу? Хүргэлт хэд хоног вэ?'],
        [2, 'user', 'Сайн байна уу! 1–2 хоног.'],
      ]);

      // The same message resent (a Retry after a lost ack) is stored once.
      const [again] = await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.interactionId, interactionId), eq(messages.clientId, clientId)));
      expect(again.seq).toBe(1);
      first.close();

      // The next page of the same browser: same token, the conversation comes back by resync.
      const next = session(storage);
      try {
        next.start();
        const back = await settled(next, 'resync', (s) => s.messages.length === 2);
        expect(back.conversation?.interaction_id).toBe(interactionId);
        expect(back.messages.map((m) => m.seq)).toEqual([1, 2]);
      } finally {
        next.close();
      }
    } finally {
      first.close();
    }
  });

  it('is refused on a page of another site', async () => {
    const s = session(memoryStorage(), 'https://evil.example');
    try {
      s.start();
      expect((await settled(s, 'refusal', (st) => st.link === 'refused')).refusal).toBe('origin_not_allowed');
    } finally {
      s.close();
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('the widget in Chromium on a hostile host page', () => {
  let browser: Browser;
  let hostSite: Server;
  let site: string;
  beforeAll(async () => {
    // The company's site: another origin, with rules that would break any widget living in the page's DOM.
    hostSite = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="mn"><head><style>
        body * { display: none !important; }
        button { color: red !important; background: lime !important; width: 3px !important; }
        * { font-size: 40px !important; font-family: monospace !important; line-height: 3 !important; }
        div, p, span, h2 { transform: rotate(3deg) !important; }
        textarea { visibility: hidden !important; }
      </style><script async src="${base}/widget.js" data-widget-key="${wc.widget_key}"></script></head><body><p>Shop</p><button>Buy</button></body></html>`);
    });
    await new Promise<void>((resolve) => hostSite.listen(0, '127.0.0.1', resolve));
    site = `http://www.${wc.domain}:${(hostSite.address() as AddressInfo).port}`;
    // *.test names resolve to this machine, so the site and the server are two origins on loopback.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.test 127.0.0.1'] });
  });
  afterAll(async () => {
    await browser?.close();
    hostSite?.close();
  });

  it("is untouched by the page's CSS, paints the brand colour, and chats", async () => {
    const page = await browser.newPage();
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => errors.push(m.text()));
      await page.goto(`${site}/`);
      const launcher = page.locator('cc-web-chat').locator('button.launcher');
      await launcher.waitFor({ state: 'visible', timeout: 10_000 }).catch((err) => {
        throw new Error(`${err.message}\npage errors: ${errors.join('; ')}`);
      });
      const look = await launcher.evaluate((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return { bg: s.backgroundColor, color: s.color, width: r.width, fontFamily: s.fontFamily, transform: s.transform };
      });
      expect(look).toMatchObject({ bg: 'rgb(181, 18, 27)', color: 'rgb(255, 251, 230)', width: 56, transform: 'none' });
      expect(look.fontFamily).not.toContain('monospace');
      // The page's own button is hidden by its rule; ours is not.
      expect(await page.locator('body > button').isVisible()).toBe(false);

      await launcher.click();
      const input = page.locator('cc-web-chat').locator('textarea');
      await expect.poll(() => input.isVisible()).toBe(true);
      expect(await input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(await input.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
      expect(await page.locator('cc-web-chat').locator('.greet').textContent()).toBe('Сайн байна уу!');

      await input.fill('Браузераас мэнд хүргэе');
      await input.press('Enter');
      const status = page.locator('cc-web-chat').locator('.me .st');
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/Илгээсэн$/);
      await input.press('Escape');
      expect(await page.locator('cc-web-chat').locator('.panel').isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });
});
