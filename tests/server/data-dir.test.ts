import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROOT_DIR } from '../../server/config';
import { openDb } from '../../server/db/client';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { users } from '../../server/db/schema';
import { makeCompany } from './helper';

// Real `npm start` processes (server/main.ts) on a data folder of their own: what an operator sees
// when a second server, a backup or a restore meets a folder a server holds.
const root = mkdtempSync(join(tmpdir(), 'cc-datadir-'));
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'server', script), ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', CONSOLE_DIR: '/nonexistent-console', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  running.push(child);
  return { child, output: () => out, exited: new Promise((r) => child.once('exit', (code) => r(code))) };
}

/** What the app answers a signed-out visitor on /api/me (0: nothing; 503: still starting). */
const me = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/me`).then(
    (r) => r.status,
    () => 0,
  );
const APP_ANSWER = 200;

/** Waits for a server to answer as the app does (not the start-up 503). */
async function serving(port: number, server: Run, ms = 280_000) {
  const end = Date.now() + ms;
  for (;;) {
    const status = await me(port);
    if (status === APP_ANSWER) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    if (Date.now() > end) throw new Error(`no answer on ${port}: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A pid that belonged to a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

let first: Run;
let firstPort: number;
const firstDir = join(root, 'first');

beforeAll(async () => {
  firstPort = await freePort();
  first = run('main.ts', { DATA_DIR: firstDir, PORT: String(firstPort) });
  await serving(firstPort, first);
}, 300_000);

afterAll(async () => {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('one process per data folder', () => {
  it('refuses a second server on the same folder, naming the process that holds it, and the first keeps serving', async () => {
    const second = run('main.ts', { DATA_DIR: firstDir, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);
    expect(await me(firstPort)).toBe(APP_ANSWER);
    expect(first.child.exitCode).toBeNull();
  }, 200_000);

  it('refuses a second server on the same port before it creates or opens its data folder', async () => {
    const otherDir = join(root, 'same-port');
    const second = run('main.ts', { DATA_DIR: otherDir, PORT: String(firstPort) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`Cannot listen on 127.0.0.1:${firstPort}`);
    expect(existsSync(otherDir)).toBe(false);
    expect(await me(firstPort)).toBe(APP_ANSWER);
  }, 200_000);

  it('refuses a backup and a restore while the server holds the folder', async () => {
    const backup = run('backup.ts', { DATA_DIR: firstDir }, [join(root, 'never.tar.gz')]);
    expect(await backup.exited).not.toBe(0);
    expect(backup.output()).toContain(`stop the server (process ${first.child.pid})`);
    expect(existsSync(join(root, 'never.tar.gz'))).toBe(false);
    writeFileSync(join(root, 'any.tar.gz'), 'not used');
    const restore = run('restore.ts', { DATA_DIR: firstDir }, [join(root, 'any.tar.gz')]);
    expect(await restore.exited).not.toBe(0);
    expect(restore.output()).toContain(`stop the server (process ${first.child.pid})`);
    expect(await me(firstPort)).toBe(APP_ANSWER);
  }, 200_000);

  it('starts over a lock left by a process that was killed, and takes the lock itself', async () => {
    const dir = join(root, 'stale');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const dead = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead, startedAt: new Date().toISOString(), host: hostname(), purpose: 'server' }));
    const port = await freePort();
    const server = run('main.ts', { DATA_DIR: dir, PORT: String(port) });
    await serving(port, server);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(server.child.pid);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A server that stops leaves the folder free.
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 300_000);
});

describe('backup and restore of the embedded database', () => {
  it('gives back, in a fresh folder, the users that existed at the backup', async () => {
    const source = join(root, 'source');
    const handle = await openDb({ dataDir: source });
    const company = await makeCompany(handle.db);
    await handle.close();

    const file = join(root, 'backup.tar.gz');
    const backup = run('backup.ts', { DATA_DIR: source }, [file]);
    expect(await backup.exited, backup.output()).toBe(0);

    const target = join(root, 'restored');
    const restore = run('restore.ts', { DATA_DIR: target }, [file]);
    expect(await restore.exited, restore.output()).toBe(0);

    const restored = await openDb({ dataDir: target });
    try {
      const [agent] = await restored.db.select({ email: users.email }).from(users).where(eq(users.id, company.ids.agent));
      expect(agent?.email).toBe(company.emails.agent);
    } finally {
      await restored.close();
    }
  }, 400_000);
});
