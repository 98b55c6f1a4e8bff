// bench/canvas: the flow canvas with a large flow, panned and zoomed in headless Chromium. One
// process: the real server (PGlite in memory) serving the built console (run `npm run build` first),
// a flow of NODES nodes and EDGES edges, and Chromium opening its canvas signed in. Prints frames per
// second while the canvas is dragged and wheel-zoomed for SECONDS, and the long tasks (> 50 ms) in
// that time. Not a pass/fail test. Goal: ≥ 50 fps.
//   npx tsx bench/canvas/run.ts   (NODES=1000 EDGES=1200 SECONDS=8; CHROMIUM_PATH=/usr/bin/chromium)
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SESSION_COOKIE, type FlowGraph } from '../../contracts';
import { buildApp } from '../../server/app';
import { ROOT_DIR, loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { flows } from '../../server/db/schema';
import { createSession } from '../../server/domain/auth/sessions';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';

const NODES = Number(process.env.NODES ?? 1000);
const EDGES = Number(process.env.EDGES ?? 1200);
const SECONDS = Number(process.env.SECONDS ?? 8);
const consoleDir = join(ROOT_DIR, 'dist', 'console');
if (!existsSync(join(consoleDir, 'index.html'))) throw new Error('Build the console first: npm run build');

/** A grid of question/response/button nodes, each joined to the next and then some across. */
function bigGraph(): FlowGraph {
  const kinds = ['question', 'button', 'response', 'api', 'button', 'response'] as const;
  const cols = Math.ceil(Math.sqrt(NODES));
  const nodes = Array.from({ length: NODES }, (_, i) => ({
    id: `n${i}`,
    type: i === 0 ? ('start' as const) : kinds[i % kinds.length],
    x: (i % cols) * 300,
    y: Math.floor(i / cols) * 140,
    width: 220,
    height: 72,
    data: { text: `Node ${i}`, label: `Choice ${i}` },
  }));
  const edges = Array.from({ length: EDGES }, (_, i) => {
    const from = i % (NODES - 1);
    const to = i < NODES - 1 ? from + 1 : (from * 7 + 13) % NODES;
    return {
      id: `e${i}`,
      from: `n${from}`,
      to: `n${to}`,
      fromAnchor: 'out' as const,
      toAnchor: 'in' as const,
      type: (['smooth', 'hsmooth', 'vsmooth', 'ortho'] as const)[i % 4],
    };
  });
  return { nodes, edges };
}

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-bench-unused', SESSION_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'error' }),
  databaseUrl: '',
  consoleDir,
  seedDemo: false,
};
const handle = await openDb({ databaseUrl: '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
const { company, owner } = await createCompanyWithOwner(handle.db, { name: 'Canvas bench' }, { email: `owner.${Date.now()}@bench.local`, firstName: 'Owner' });
const [flow] = await handle.db.insert(flows).values({ companyId: company.id, title: 'Big flow', graph: bigGraph() }).returning();
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const { token } = await createSession(handle.db, owner.id, { ip: '127.0.0.1', userAgent: 'bench' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: SESSION_COOKIE, value: app.signCookie(token), url: origin }]);
const page = await context.newPage();
const opened = performance.now();
await page.goto(`${origin}/settings/flow/${flow.id}`);
await page.locator('.react-flow__node').first().waitFor({ timeout: 60_000 });
const firstPaint = performance.now() - opened;
// Zoom in to where nodes are readable, then measure panning and zooming there.
const pane = (await page.locator('.react-flow__pane').boundingBox())!;
const cx = pane.x + pane.width / 2;
const cy = pane.y + pane.height / 2;
await page.mouse.move(cx, cy);
for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -100);
await page.waitForTimeout(500);

// As a string: tsx would wrap a function's inner functions in a helper the page does not have.
await page.evaluate(`(() => {
  const b = (window.__bench = { frames: 0, long: [], stop: false });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => b.long.push(e.duration))).observe({ type: 'longtask', buffered: false });
  const tick = () => {
    b.frames++;
    if (!b.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`);
const started = performance.now();
let step = 0;
while (performance.now() - started < SECONDS * 1000) {
  // Drag the pane a little, then a wheel notch in or out: a person looking around the flow.
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 200 * Math.sin(step), cy + 120 * Math.cos(step), { steps: 10 });
  await page.mouse.up();
  await page.mouse.wheel(0, step % 2 ? 60 : -60);
  step++;
}
const elapsed = (performance.now() - started) / 1000;
const result = (await page.evaluate(`(() => {
  window.__bench.stop = true;
  return { frames: window.__bench.frames, long: window.__bench.long, rendered: document.querySelectorAll('.react-flow__node').length };
})()`)) as { frames: number; long: number[]; rendered: number };
const longTotal = result.long.reduce((a, b) => a + b, 0);
console.log(
  `canvas: ${NODES} nodes, ${EDGES} edges; first nodes on screen after ${Math.round(firstPaint)} ms; ${result.rendered} nodes rendered at the measured zoom\n` +
    `pan + zoom for ${elapsed.toFixed(1)} s (${step} gestures): ${(result.frames / elapsed).toFixed(1)} fps; ` +
    `long tasks: ${result.long.length} (total ${Math.round(longTotal)} ms, longest ${Math.round(Math.max(0, ...result.long))} ms)`,
);
await browser.close();
await app.close();
await handle.close();
