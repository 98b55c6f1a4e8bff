#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure: lint (ESLint, import
// directions, formatting: the parts of `npm run lint`) and types (browser side with the DOM, Node
// side without) side by side, unit + server tests on PGlite, the server suite again on
// PostgreSQL, the console build, and the end-to-end tests in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${r.status})`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Lanes of stages side by side; each lane stops at its first failure, and any failure ends the run. */
async function runTogether(lanes) {
  const started = Date.now();
  const stage = (title, cmd, args) =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const child = spawn(cmd, args, { cwd: root, env: process.env });
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      child.on('close', (code) => {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(out));
        if (code === 0) console.log(`✓ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        else console.error(`\n✗ ${title} failed (exit ${code})`);
        resolve(code === 0);
      });
    });
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const [title, cmd, args] of lane) if (!(await stage(title, cmd, args))) return false;
      return true;
    }),
  );
  if (results.includes(false)) process.exit(1);
  console.log(`(lint and types together: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const reachable = (host, port) =>
  new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });

// The static checks are single-threaded: two lanes at once, one per core of the 2-core machine
// (about 65 s instead of 110). Each stage's output is printed whole when it ends.
await runTogether([
  [
    ['lint: ESLint', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', '.eslintcache']],
    [
      'lint: import directions (dependency-cruiser)',
      bin('depcruise'),
      ['--config', '.dependency-cruiser.cjs', 'src', 'machines', 'streams', 'contracts', 'server', 'widget'],
    ],
    ['typecheck: server, machines, streams, contracts (tsc, no DOM)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.node.json']],
  ],
  [
    ['typecheck: console, widget, jsdom tests (tsc, DOM)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.app.json']],
    ['lint: formatting (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ],
]);
// Server tests fetch the widget bundle and the end-to-end tests load it in the demo site.
run(
  'web-chat widget build (vite)',
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'widget/vite.config.ts', '--logLevel', 'warn'],
  { NODE_ENV: 'production' },
);
// Two runs rather than one: a worker that dies (CI saw one "exited unexpectedly", once, with no test
// failing) is then named by its project, and no process holds both the console's and the server's files.
run('unit tests: pure logic and the console in jsdom (vitest)', bin('vitest'), ['run', '--project', 'pure', '--project', 'unit']);
run('server tests on PGlite (vitest)', bin('vitest'), ['run', '--project', 'server', '--project', 'server-alone']);

const pg = new URL(PG_URL);
if (!(await reachable(pg.hostname, Number(pg.port || 5432))) && existsSync('/usr/bin/pg_ctlcluster')) {
  spawnSync('bash', ['-c', 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start'], { stdio: 'inherit' });
}
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new URL(REDIS_URL);
if (!(await reachable(redis.hostname, Number(redis.port || 6379))) && existsSync('/usr/bin/redis-server')) {
  spawnSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(redis.port || 6379), '--save', '', '--appendonly', 'no'], {
    stdio: 'inherit',
  });
  await new Promise((r) => setTimeout(r, 500));
}
const redisEnv = {};
if (await reachable(redis.hostname, Number(redis.port || 6379))) redisEnv.TEST_REDIS_URL = REDIS_URL;
else if (process.env.CI) {
  console.error(`Redis is not reachable at ${redis.host}; CI needs it.`);
  process.exit(1);
} else console.warn(`\n! Redis not reachable at ${redis.host}: the several-processes test is skipped.`);

if (await reachable(pg.hostname, Number(pg.port || 5432))) {
  run('server tests on PostgreSQL and Redis (vitest)', bin('vitest'), ['run', '--project', 'server', '--project', 'server-alone'], {
    TEST_DATABASE_URL: PG_URL,
    ...redisEnv,
  });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${pg.host}; CI needs it.`);
  process.exit(1);
} else {
  console.warn(`\n! PostgreSQL not reachable at ${pg.host}: the server suite ran on PGlite only.`);
}

run('console build (vite)', process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
if (!existsSync('/usr/bin/chromium')) {
  run('install Debian chromium', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}
run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']);
console.log('\nAll checks passed.');
