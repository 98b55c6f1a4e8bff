// The compiled server on a fresh data folder with the demo company, as playwright.config.ts starts
// it for the end-to-end tests: built first when its sources (or the console's) changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConsoleIfStale } from '../build-console.mjs';
import { SERVER_NODE_FLAGS, buildServerIfStale } from '../build-server.mjs';

const root = join(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface DemoServer {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function startDemoServer(): Promise<DemoServer> {
  if (!buildConsoleIfStale()) throw new Error('the console did not build');
  if (!(await buildServerIfStale())) throw new Error('the server did not build');
  const port = Number(process.env.GUIDES_PORT) || (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-guides-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // Today's conversations, and the virtual agent off, so the screens look as an agent's morning.
      DEMO_HISTORY: '0',
      DEMO_BOT: '0',
      SIP: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/pub/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseURL,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
