import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../contracts/constants';
import { restoreSeedLanguage, signInTo } from './helpers';
import { textCollisions } from './layout-overlaps';
import type { Lang } from './text';

/**
 * Every main screen at 600, 960, 1280 and 1920 px in both languages (issue 20 §6): nothing makes
 * the page scroll sideways, and no control sits outside the window unless a scrolling container
 * (a wide table's) holds it; no two runs of text overlap and none spills out of the box drawn
 * around it (e2e/layout-overlaps.ts). Screenshots are attached to the report of each width.
 *
 * One sign-in per role and language; each screen is loaded once at 600 px and then the window is
 * widened, as a person resizing it would (the layout follows media queries, not the first width).
 */
test.describe.configure({ timeout: 300_000 });

const WIDTHS = [600, 960, 1280, 1920] as const;
/** The narrowest width the text-collision check holds at (see check()). */
const COLLISIONS_FROM = 600;
const LANGS: readonly Lang[] = ['mn', 'en'];
const ADMIN_SCREENS = [
  '/',
  '/interacts/live',
  '/interacts/hist',
  '/issues',
  '/contacts',
  '/monitoring',
  '/control_panel',
  '/settings/our_company',
  '/settings/users',
  '/settings/my_plan',
  'INVOICE',
  '/guide/general',
];
const AGENT_SCREENS = ['/', '/knowledge'];

interface Problem {
  what: string;
  left: number;
  right: number;
}

/** What sticks out: the page's own sideways scroll, and controls right of the window outside any scroller. */
async function overflowOf(page: Page): Promise<{ pageOverflow: number; outside: Problem[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const pageOverflow = root.scrollWidth - root.clientWidth;
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const held = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return true;
      return false;
    };
    const outside: { what: string; left: number; right: number }[] = [];
    for (const el of document.querySelectorAll('main button, main a, main input, main [role="tab"], main h1, main h2, header button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        if (held(el)) continue;
        outside.push({
          what: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
          left: Math.round(box.left),
          right: Math.round(box.right),
        });
      }
    }
    return { pageOverflow, outside };
  });
}

async function useLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lang, url: page.url() }]);
  await page.request.put('/api/change-lang', { params: { lang } });
}

/** Waits until the page has drawn what the last change asked for and no transition is running. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function checkWidth(page: Page, path: string, width: number, lang: Lang, found: string[]) {
  await page.setViewportSize({ width, height: 800 });
  await settled(page);
  const { pageOverflow, outside } = await overflowOf(page);
  if (pageOverflow > 1) found.push(`${width}px ${lang} ${path}: the page scrolls sideways by ${pageOverflow}px`);
  for (const o of outside) found.push(`${width}px ${lang} ${path}: ${o.what} at ${o.left}…${o.right}px`);
  if (width >= COLLISIONS_FROM) for (const c of await textCollisions(page)) found.push(`${width}px ${lang} ${path}: ${c}`);
  await test.info().attach(`${width}-${lang}-${path.replace(/\W+/g, '_') || 'home'}.png`, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
}

/** One screen at every width, narrowest first. */
async function check(page: Page, path: string, lang: Lang, found: string[]) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The screen itself, not a sign-in page or a refusal it was sent to.
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (const width of WIDTHS) await checkWidth(page, path, width, lang, found);
}

for (const lang of LANGS) {
  test(`every admin screen fits at ${WIDTHS.join(', ')} px, in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
    const page = await context.newPage();
    const found: string[] = [];
    await signInTo(page, lang, 'admin@demo.mn', '/');
    const skip = page.getByRole('dialog').getByRole('button', { name: /Алгасах|Skip/ });
    if (await skip.isVisible({ timeout: 2000 }).catch(() => false)) await skip.click();
    const invoices = (await (await page.request.get('/api/billing/invoices?page=1&limit=1')).json().catch(() => ({ items: [] }))) as { items?: { id: number }[] };
    const invoiceId = invoices.items?.[0]?.id;
    await useLanguage(page, lang);
    for (const screen of ADMIN_SCREENS) {
      if (screen === 'INVOICE') {
        if (invoiceId) await check(page, `/settings/my_plan/invoice/${invoiceId}`, lang, found);
        continue;
      }
      await check(page, screen, lang, found);
    }
    await restoreSeedLanguage(context);
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`every agent screen fits at ${WIDTHS.join(', ')} px, in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 } });
    const page = await context.newPage();
    const found: string[] = [];
    await signInTo(page, lang, 'agent@demo.mn', '/knowledge');
    await useLanguage(page, lang);
    for (const screen of AGENT_SCREENS) await check(page, screen, lang, found);
    await restoreSeedLanguage(context);
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
