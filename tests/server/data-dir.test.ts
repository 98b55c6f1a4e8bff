import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROOT_DIR } from '../../server/config';
import { openDb, pgliteDir } from '../../server/db/client';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { BACKUP_SOCKET } from '../../server/db/online-backup';
import { messages, users } from '../../server/db/schema';
import { makeCompany, makeWebchat } from './helper';
import { io } from 'socket.io-client';
import { VISITOR_EVENT, VISITOR_NAMESPACE, VISITOR_PROTOCOL_VERSION, type VisitorServerMessage } from '../../contracts';

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
    env: { ...process.env, SEED_DEMO: '0', SIP: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', CONSOLE_DIR: '/nonexistent-console', DATABASE_URL: '', ...env },
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

  it('refuses a restore while the server holds the folder', async () => {
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

describe('online backup of a running server', () => {
  it('backs up while visitors chat, and the copy restored in a new folder has every message acknowledged before', async () => {
    const dir = join(root, 'online');
    const handle = await openDb({ dataDir: dir });
    const company = await makeCompany(handle.db);
    const w = await makeWebchat(handle.db, company.id);
    await handle.close();
    const port = await freePort();
    const server = run('main.ts', { DATA_DIR: dir, PORT: String(port), WEBCHAT_MESSAGES_PER_ADDRESS: '100000', WEBCHAT_CHATS_PER_ADDRESS: '1000' });
    await serving(port, server);

    // Ten visitors, each writing every 600 ms (within its own limit), all through the backup.
    const acked = new Map<string, number>();
    const sockets = Array.from({ length: 10 }, () =>
      io(`http://127.0.0.1:${port}${VISITOR_NAMESPACE}`, {
        transports: ['websocket'],
        extraHeaders: { origin: `https://${w.domain}` },
        auth: { v: VISITOR_PROTOCOL_VERSION, key: w.widgetKey, locale: 'mn' },
        reconnection: false,
        forceNew: true,
      }),
    );
    for (const s of sockets) s.on(VISITOR_EVENT, (m: VisitorServerMessage) => m.type === 'message.ack' && acked.set(m.client_id, Date.now()));
    let sent = 0;
    const timers = sockets.map((s, i) =>
      setInterval(() => s.emit(VISITOR_EVENT, { type: 'message.send', client_id: `online-${i}-${sent++}`, body: `message ${sent}` }), 600),
    );
    try {
      // Every visitor has its conversation and the chat runs before the backup is asked for.
      for (const end = Date.now() + 60_000; acked.size < 30; await new Promise((r) => setTimeout(r, 100)))
        if (Date.now() > end) throw new Error(`only ${acked.size} acknowledged: ${server.output()}`);
      const file = join(root, 'online.tar.gz');
      const askedAt = Date.now();
      const before = [...acked.keys()];
      const backup = run('backup.ts', { DATA_DIR: dir }, [file]);
      expect(await backup.exited, backup.output()).toBe(0);
      expect(backup.output()).toContain(`by the running server (process ${server.child.pid})`);
      const doneAt = Date.now();
      await new Promise((r) => setTimeout(r, 1_500));
      // The chat went on during and after the backup.
      expect([...acked.values()].some((at) => at > doneAt)).toBe(true);
      expect(await me(port)).toBe(APP_ANSWER);

      // Restore still needs a stopped server, so the copy goes into a folder of its own.
      const target = join(root, 'online-restored');
      const restore = run('restore.ts', { DATA_DIR: target }, [file]);
      expect(await restore.exited, restore.output()).toBe(0);
      const restored = await openDb({ dataDir: target });
      try {
        const rows = await restored.db.select({ clientId: messages.clientId }).from(messages);
        const stored = new Set(rows.map((r) => r.clientId));
        expect(before.filter((id) => !stored.has(id))).toEqual([]);
        // Nothing acknowledged after the backup answered is in it (it is a copy of one moment).
        expect([...acked].filter(([id, at]) => at > doneAt + 200 && stored.has(id))).toEqual([]);
        expect(askedAt).toBeLessThan(doneAt);
      } finally {
        await restored.close();
      }
    } finally {
      timers.forEach(clearInterval);
      sockets.forEach((s) => s.disconnect());
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // A server that stops leaves no backup socket behind.
    expect(existsSync(join(dir, BACKUP_SOCKET))).toBe(false);
  }, 400_000);
});

describe('a data folder the engine will not open', () => {
  it('says what happened and how to recover, and the recovery it names brings the server back', async () => {
    const dir = join(root, 'damaged');
    const handle = await openDb({ dataDir: dir });
    const company = await makeCompany(handle.db);
    await handle.close();
    const file = join(root, 'before-damage.tar.gz');
    const backup = run('backup.ts', { DATA_DIR: dir }, [file]);
    expect(await backup.exited, backup.output()).toBe(0);
    // The engine's control file emptied, as a crash in the middle of writing it would leave it: PGlite aborts.
    truncateSync(join(pgliteDir(dir), 'global', 'pg_control'), 0);

    const port = await freePort();
    const start = run('main.ts', { DATA_DIR: dir, PORT: String(port) });
    expect(await start.exited).not.toBe(0);
    const said = start.output();
    expect(said).toContain(`The embedded database in ${pgliteDir(dir)} did not open`);
    expect(said).toContain(`cp -a ${dir} ${dir}.damaged-`);
    expect(said).toContain(`DATA_DIR=${dir} npm run restore -- <backup file>`);
    // Said in words, not a stack trace, and the folder is left free for the restore.
    expect(said).not.toMatch(/^\s+at /m);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const restore = run('restore.ts', { DATA_DIR: dir }, [file]);
    expect(await restore.exited, restore.output()).toBe(0);
    const again = run('main.ts', { DATA_DIR: dir, PORT: String(port) });
    await serving(port, again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const restored = await openDb({ dataDir: dir });
    try {
      const [agent] = await restored.db.select({ email: users.email }).from(users).where(eq(users.id, company.ids.agent));
      expect(agent?.email).toBe(company.emails.agent);
    } finally {
      await restored.close();
    }
  }, 400_000);
});
