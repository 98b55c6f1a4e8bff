import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedScript, type Webchat, type WebchatBody } from '../../contracts';
import en from '../../locales/en/widget.json';
import mn from '../../locales/mn/widget.json';
import { interactions, messages } from '../../server/db/schema';
import { demoSitePage } from '../../server/routes/demo-site';
import { buildWidget } from '../../widget/build.mjs';
import { build, makeCompany, signIn, uniq } from './helper';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let t: Awaited<ReturnType<typeof build>>;
let port: number;
let off: Webchat;
let local: Webchat;
let shop: Webchat;

const body = (over: Partial<WebchatBody>): WebchatBody => ({
  domain: `x-${uniq()}.mn`,
  name: 'Демо ХХК',
  name_en: 'Demo LLC',
  greeting: 'Сайн байна уу!',
  greeting_en: 'Hello!',
  brand_color: '#0f6cbd',
  text_color: '#ffffff',
  ...over,
});
const site = (host: string, url = '/demo/site', headers: Record<string, string> = {}) => t.app.inject({ url, headers: { host, ...headers } });

beforeAll(async () => {
  buildWidget({ quiet: true });
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const co = await makeCompany(t.db, 'Demo LLC');
  const admin = await signIn(t.app, co.emails.admin);
  const add = async (over: Partial<WebchatBody>) =>
    (await t.app.inject({ method: 'POST', url: '/api/webchats', headers: { cookie: admin }, payload: body(over) })).json() as Webchat;
  // The oldest is switched off, so "the first active one" is the localhost web chat, as in the seed.
  off = await add({ domain: `off-${uniq()}.mn`, is_active: false });
  local = await add({ domain: 'localhost' });
  shop = await add({ domain: `shop-${uniq()}.mn` });
});
afterAll(() => t.close());

describe('GET /demo/site', () => {
  it('is a Mongolian shop page that embeds the web chat of its host name, with the snippet a customer pastes', async () => {
    const res = await site(`localhost:${port}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="mn">');
    expect(html).toContain(embedScript(`http://localhost:${port}`, local.widget_key));
    expect(html.match(/data-widget-key=/g)).toHaveLength(1);
    for (const s of [mn.demo_site.title, mn.demo_site.scarf, mn.demo_site.contact]) expect(html).toContain(s);
    // The newcomer learns where to be the agent.
    expect(html).toContain(`http://localhost:${port}/interacts/live`);
    expect(html).toContain('agent@demo.mn');
    // No console bundle and no inline script: the console's CSP stays as strict and still admits the page.
    expect(html).not.toMatch(/<script(?![^>]*src="http:\/\/localhost:\d+\/widget\.js")/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('picks the web chat whose domain holds the host, else the first active one', async () => {
    expect((await site(`www.${shop.domain}`)).body).toContain(`data-widget-key="${shop.widget_key}"`);
    expect((await site(shop.domain.toUpperCase())).body).toContain(`data-widget-key="${shop.widget_key}"`);
    for (const host of ['127.0.0.1:3000', 'elsewhere.example', `${off.domain}`, `evil${shop.domain}`]) {
      expect((await site(host)).body, host).toContain(`data-widget-key="${local.widget_key}"`);
    }
  });

  it('switches to English by its link, or by the chosen locale cookie', async () => {
    const mnPage = (await site('localhost')).body;
    expect(mnPage).toContain(`href="?lang=en"`);
    const enPage = (await site('localhost', '/demo/site?lang=en')).body;
    expect(enPage).toContain('<html lang="en">');
    expect(enPage).toContain(en.demo_site.title);
    expect(enPage).toContain(`href="?lang=mn"`);
    expect(enPage).not.toContain(mn.demo_site.scarf);
    expect((await site('localhost', '/demo/site', { cookie: 'chosenLocale=en' })).body).toContain('<html lang="en">');
    expect((await site('localhost', '/demo/site?lang=xx')).body).toContain('<html lang="mn">');
  });

  it('never writes a hostile Host header into the page', async () => {
    const res = await site('x"><script>alert(1)</script>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(`src="/widget.js" data-widget-key="${local.widget_key}"`);
  });

  it('says what to do when no web chat is active', () => {
    const html = demoSitePage({ lang: 'mn', embed: null, consoleUrl: '/interacts/live' });
    expect(html).toContain(mn.demo_site.no_webchat);
    expect(html).not.toContain('<script');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('the demo site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP localhost 127.0.0.1'] });
  });
  afterAll(() => browser?.close());

  it('lets a newcomer write as the customer, keeps the conversation on reload and in English', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`http://localhost:${port}/demo/site`);
      const widget = page.locator('cc-web-chat');
      await widget.locator('button.launcher').click();
      await expect.poll(() => widget.locator('h2').textContent()).toBe('Демо ХХК');
      const input = widget.locator('textarea');
      await input.fill('Ноолууран ороолт хэдэн өнгөтэй вэ?');
      await input.press('Enter');
      await expect.poll(() => widget.locator('.me .st').textContent(), { timeout: 10_000 }).toMatch(new RegExp(`${mn.widget.sent}$`));

      const [stored] = await t.db.select({ interactionId: messages.interactionId }).from(messages).where(eq(messages.body, 'Ноолууран ороолт хэдэн өнгөтэй вэ?'));
      const [conv] = await t.db.select().from(interactions).where(eq(interactions.id, stored.interactionId));
      expect(conv.channelId).toBe(local.channel_id);

      // The English link reloads the page in English; the same visitor finds the conversation again.
      await page.locator('nav a').click();
      await page.waitForURL(/lang=en/);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      const launcher = page.locator('cc-web-chat').locator('button.launcher');
      await expect.poll(() => launcher.getAttribute('aria-label')).toBe(en.widget.open);
      await launcher.click();
      await expect.poll(() => page.locator('cc-web-chat').locator('h2').textContent()).toBe('Demo LLC');
      await expect.poll(() => page.locator('cc-web-chat').locator('.me .bubble').allTextContents(), { timeout: 10_000 }).toEqual(['Ноолууран ороолт хэдэн өнгөтэй вэ?']);
    } finally {
      await page.close();
    }
  });
});
