import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from './server/node-flags.mjs';
import { SERVER_NODE_FLAGS } from './scripts/build-server.mjs';

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
// The fake Graph API and Viber API of the specs in this worker (tests/fakes/) listen here; its server
// sends to them (GRAPH_BASE_URL, VIBER_BASE_URL below).
const graphPort = (i: number) => basePort + 4 + i;
const viberPort = (i: number) => basePort + 6 + i;
process.env.E2E_GRAPH_PORT_OF_WORKER = String(graphPort(slot));
process.env.E2E_VIBER_PORT_OF_WORKER = String(viberPort(slot));

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
    // The compiled server, as `npm start` runs it: built when its sources changed, once a run (the
    // workers' commands wait for one build: scripts/build-server.mjs holds a lock while it builds).
    command: ['node scripts/build-server.mjs && exec node', ...LIVE_TRAFFIC_NODE_FLAGS, ...SERVER_NODE_FLAGS, 'dist/server/main.js'].join(' '),
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
      // The demo's virtual agent starts switched off: live-chat specs expect a person to take the chat
      // (e2e/virtual-agent.spec.ts switches it on through the settings screen, and off again).
      DEMO_BOT: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${baseSmtp + i}`,
      GRAPH_BASE_URL: `http://127.0.0.1:${graphPort(i)}`,
      VIBER_BASE_URL: `http://127.0.0.1:${viberPort(i)}/pa`,
      // Calls: Kamailio beside each server when installed (e2e/calls.spec.ts rings it), on ports of its own per
      // worker (E2E_SIP=0 turns them off): SIP on E2E_SIP_PORT (default 15060, +20 a worker), WebSocket
      // and evapi 3,028 and 3,388 above it (18088 and 18448 by default, +1 a worker), so two runs with
      // different E2E_SIP_PORTs do not meet.
      SIP: process.env.E2E_SIP === '0' ? '0' : '1',
      SIP_PORT: String(Number(process.env.E2E_SIP_PORT ?? 15060) + 20 * i),
      SIP_WS_PORT: String(Number(process.env.E2E_SIP_PORT ?? 15060) + 3028 + i),
      SIP_EVAPI_PORT: String(Number(process.env.E2E_SIP_PORT ?? 15060) + 3388 + i),
      SIP_QUEUE_POLL_S: '1',
      SIP_RUN_DIR: join(dataDir, `kamailio-${i}`),
    },
  })),
});
