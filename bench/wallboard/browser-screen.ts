// The browser half of bench/wallboard: one wall screen in headless Chromium (the built console),
// signed in by cookie, measuring long tasks (over 50 ms, the browser's own definition) and frames
// painted per second while the bench's load runs.
import { chromium, type Browser, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '../../contracts';

export interface ScreenFigures {
  firstTableMs: number;
  seconds: number;
  frames: number;
  long: number[];
  rowsInDom: number;
}

export async function openWallScreen(origin: string, signedToken: string) {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addCookies([{ name: SESSION_COOKIE, value: signedToken, url: origin }]);
  const page: Page = await context.newPage();
  const opened = performance.now();
  await page.goto(`${origin}/monitoring`);
  await page.locator('[data-testid="monitoring-agents"] tr[data-user-id]').first().waitFor({ timeout: 60_000 });
  const firstTableMs = performance.now() - opened;
  let started = 0;
  return {
    firstTableMs,
    /** Starts counting frames and long tasks (call when the load starts). */
    async start() {
      // As a string: tsx would wrap a function's inner functions in a helper the page does not have.
      await page.evaluate(`(() => {
        const b = (window.__bench = { frames: 0, long: [], stop: false });
        new PerformanceObserver((list) => list.getEntries().forEach((e) => b.long.push(e.duration))).observe({ type: 'longtask', buffered: false });
        const tick = () => { b.frames++; if (!b.stop) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      })()`);
      started = performance.now();
    },
    /** Stops counting and closes the browser. */
    async stop(): Promise<ScreenFigures> {
      const seconds = (performance.now() - started) / 1000;
      const r = (await page.evaluate(`(() => {
        window.__bench.stop = true;
        return { frames: window.__bench.frames, long: window.__bench.long, rowsInDom: document.querySelectorAll('[data-testid="monitoring-agents"] tr[data-user-id]').length };
      })()`)) as { frames: number; long: number[]; rowsInDom: number };
      await browser.close();
      return { firstTableMs, seconds, ...r };
    },
  };
}
