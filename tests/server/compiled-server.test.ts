import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { SERVER_NODE_FLAGS, buildServer, serverIsStale } from '../../scripts/build-server.mjs';

// The compiled server as `npm start` runs it (scripts/build-server.mjs, then node on the output), on
// a copy of the sources in a temporary folder, so a source can be changed without touching the
// checkout: the build lands in the copy's dist/server, starts on an embedded database, answers its
// health checks, finds its root (package.json, locales) from there, and is rebuilt once a source
// changes, and only then.
const root = mkdtempSync(join(tmpdir(), 'cc-compiled-'));
const outDir = join(root, 'dist', 'server');
const running: ChildProcess[] = [];
const VERSION = '9.8.7-compiled-test';

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

interface Started {
  port: number;
  child: ChildProcess;
  output: () => string;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(outDir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '0',
      SIP: '0',
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: join(root, 'no-console'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  running.push(child);
  const end = Date.now() + 240_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { port, child, output: () => out };
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}): ${out}`);
    if (Date.now() > end) throw new Error(`the compiled server did not become ready: ${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(s: Started) {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

const get = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

beforeAll(() => {
  for (const dir of ['server', 'contracts', 'machines', 'streams']) cpSync(join(ROOT_DIR, dir), join(root, dir), { recursive: true });
  for (const file of ['package-lock.json', 'tsconfig.base.json', 'tsconfig.json']) cpSync(join(ROOT_DIR, file), join(root, file));
  const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(root, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }));
  // Packages and translations are the checkout's, as an installed tree has them beside dist/.
  symlinkSync(join(ROOT_DIR, 'node_modules'), join(root, 'node_modules'));
  symlinkSync(join(ROOT_DIR, 'locales'), join(root, 'locales'));
});

afterAll(async () => {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('builds once, starts on PGlite without a TypeScript loader, and answers its health checks', async () => {
    expect(serverIsStale(outDir, root)).toBe(true);
    expect(await buildServer({ root, outDir, quiet: true })).toBe(true);
    expect(serverIsStale(outDir, root)).toBe(false);
    // Unchanged sources: the next start does not build again.
    expect(await buildServer({ root, outDir, quiet: true })).toBe(false);
    // The migrations it applies sit beside the bundle, as they do in the image.
    expect(readFileSync(join(outDir, 'migrations', 'meta', '_journal.json'), 'utf8')).toContain('"entries"');

    const s = await start();
    try {
      expect(await get(s.port, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      const ready = await get(s.port, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', checks: { database: true, migrations: true } });
      // The project root (package.json, locales) is found from the build folder.
      expect(await get(s.port, '/pub/version')).toEqual({ status: 200, body: { version: VERSION } });
    } finally {
      await stop(s);
    }
  }, 300_000);

  it('rebuilds a stale build after a source changes, and the next start serves the change', async () => {
    const file = join(root, 'server', 'lib', 'version.ts');
    const before = readFileSync(file, 'utf8');
    const changed = before
      .replace('.version as string;\n  }\n}', ".version + '+changed') as string;\n  }\n}")
      .replace('return JSON.parse(readFileSync(join(ROOT_DIR', 'return (JSON.parse(readFileSync(join(ROOT_DIR');
    expect(changed).not.toBe(before);
    writeFileSync(file, changed);

    expect(serverIsStale(outDir, root)).toBe(true);
    expect(await buildServer({ root, outDir, quiet: true })).toBe(true);
    expect(serverIsStale(outDir, root)).toBe(false);
    const s = await start();
    try {
      expect(await get(s.port, '/pub/version')).toEqual({ status: 200, body: { version: `${VERSION}+changed` } });
    } finally {
      await stop(s);
    }
  }, 300_000);
});
