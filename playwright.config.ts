import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from './server/node-flags.mjs';

// The built console and the real server on a fresh embedded database with the demo seed: one
// server per Playwright worker (its own port, data folder and mail catcher port), so spec files run
// two at a time without sharing any state. Workers re-read this file with TEST_PARALLEL_INDEX set
// (0 or 1, stable across a worker's restarts), which picks their server; the main process starts all.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3123);
const baseSmtp = Number(process.env.E2E_SMTP_PORT ?? 2526);
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = basePort + slot;
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'cc-e2e-')); // one per run
const dataDir = process.env.E2E_DATA_DIR;
/** The mail catcher of the specs in this worker (e2e/mail.ts) listens here. */
process.env.E2E_SMTP_PORT_OF_WORKER = String(baseSmtp + slot);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI, where a loaded 2-core machine can stall a browser; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Set-up calls through page.request carry the console's Origin, as the console's own requests
    // do: the server refuses a cookie-borne write from no page (server/plugins/same-origin.ts).
    extraHTTPHeaders: { origin: `http://127.0.0.1:${port}` },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: ['node', ...LIVE_TRAFFIC_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'].join(' '),
    url: `http://127.0.0.1:${basePort + i}/pub/version`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // Mail goes to the SMTP catcher that e2e/mail.ts starts in the specs that read mail.
    env: {
      PORT: String(basePort + i),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, `server-${i}`),
      SEED_DEMO: '1',
      // Today's demo only: the 90 days of history (monitoring, reports) would change what specs count.
      DEMO_HISTORY: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${baseSmtp + i}`,
    },
  })),
});
