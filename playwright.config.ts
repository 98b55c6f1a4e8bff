import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from './server/node-flags.mjs';

// The built console and the real server on a fresh embedded database with the demo seed.
const port = Number(process.env.E2E_PORT ?? 3123);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cc-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; keep one folder per run

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: ['node', ...LIVE_TRAFFIC_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'].join(' '),
    url: `http://127.0.0.1:${port}/pub/version`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Mail goes to the SMTP catcher that e2e/mail.ts starts in the specs that read mail (E2E_SMTP_PORT, default 2526).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', DEMO_HISTORY: '0', LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}` },
  },
});
