// The pieces of `npm run cluster` as functions, for the script and for the benchmarks that drive a
// cluster (bench/faults): N server processes on PostgreSQL and Redis behind HAProxy, each
// health-checked on /readyz, sticky by cookie for socket.io's long-polling fallback.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../server/node-flags.mjs';
import { SERVER_NODE_FLAGS, buildServerIfStale } from './build-server.mjs';
import { haproxyConfig } from '../deploy/cluster/haproxy-config.mjs';

const root = join(import.meta.dirname, '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether something listens at a URL's host and port. */
export const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port: p } = new URL(url);
    const s = net.connect({ host: hostname, port: Number(p), timeout: 2000 }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });

/** The cluster's database, made on first use. */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
}

const prefix = (name, stream, out) => {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const l of lines) out.write(`[${name}] ${l}\n`);
  });
};
export const stopped = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

/**
 * Starts the processes (the first migrates and seeds an empty database, the others once it is
 * ready), then HAProxy. `env`: extra environment of every process. `out`/`err`: where their
 * output goes, each line prefixed with the process's name. Answers the handle to drive it.
 */
export async function startCluster({
  processes,
  port,
  basePort = port + 1,
  host = '127.0.0.1',
  databaseUrl,
  redisUrl,
  stateDir,
  env = {},
  out = process.stdout,
  err = process.stderr,
  log = (s) => out.write(`${s}\n`),
}) {
  // The processes run the compiled server (dist/server/main.js), built here when the sources changed.
  if (!(await buildServerIfStale())) throw new Error('the server build failed');
  // One session secret for every process (a cookie signed by one is read by the others), kept between runs.
  mkdirSync(stateDir, { recursive: true });
  const secretFile = join(stateDir, 'session-secret');
  if (!process.env.SESSION_SECRET && !existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  const sessionSecret = process.env.SESSION_SECRET || readFileSync(secretFile, 'utf8').trim();

  const adminSocket = join(stateDir, 'haproxy.sock');
  const servers = Array.from({ length: processes }, (_, i) => ({ name: `app${i + 1}`, port: basePort + i }));
  const cfg = join(stateDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port, host, servers, adminSocket }));

  const children = new Map();
  function startApp(s, seed = false) {
    const child = spawn(process.execPath, [...LIVE_TRAFFIC_NODE_FLAGS, ...SERVER_NODE_FLAGS, join(root, 'dist', 'server', 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(s.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SESSION_SECRET: sessionSecret,
        TRUST_PROXY: '1',
        SEED_DEMO: seed ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefix(s.name, child.stdout, out);
    prefix(s.name, child.stderr, err);
    children.set(s.name, child);
    return child;
  }
  async function ready(s, ms = Number(process.env.CLUSTER_READY_MS ?? 300_000)) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const ok = await fetch(`http://127.0.0.1:${s.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(300);
    }
    throw new Error(`${s.name} was not ready within ${ms / 1000} s`);
  }
  const haproxyCommand = (command) =>
    new Promise((resolve, reject) => {
      const c = net.connect(adminSocket, () => c.end(command + '\n'));
      let text = '';
      c.on('data', (d) => (text += d));
      c.on('end', () => resolve(text.trim()));
      c.on('error', reject);
    });
  /** Whether HAProxy's own health checks see the process up (`show stat`: CSV, status in column 18). */
  const haproxyUp = async (name) => {
    const rows = (await haproxyCommand('show stat')).split('\n').map((l) => l.split(','));
    return rows.some((r) => r[0] === 'app' && r[1] === name && r[17] === 'UP');
  };
  const server = (name) => servers.find((s) => s.name === name);

  startApp(servers[0], true);
  await ready(servers[0]);
  for (const s of servers.slice(1)) startApp(s, false);
  await Promise.all(servers.slice(1).map((s) => ready(s)));
  const haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.set('haproxy', haproxy);
  while (!(await Promise.all(servers.map((s) => haproxyUp(s.name).catch(() => false)))).every(Boolean)) await sleep(200);

  let rolling = false;
  return {
    servers,
    children,
    haproxyCommand,
    haproxyUp,
    ready: (name) => ready(server(name)),
    /** Starts a process again (after a crash or a stop) and waits until HAProxy sends it traffic. */
    async restart(name) {
      const s = server(name);
      startApp(s, false);
      await ready(s);
      while (!(await haproxyUp(name))) await sleep(200);
    },
    /** Ends one process with a signal (SIGKILL: a crash) and answers once it is gone. */
    async kill(name, signal = 'SIGKILL') {
      const child = children.get(name);
      child.kill(signal);
      await stopped(child);
    },
    /** Restarts every process one after another, each drained in HAProxy first. */
    async rollingRestart() {
      if (rolling) return;
      rolling = true;
      try {
        for (const s of servers) {
          log(`  rolling restart: draining ${s.name}`);
          await haproxyCommand(`set server app/${s.name} state drain`);
          const child = children.get(s.name);
          child.kill('SIGTERM');
          await stopped(child);
          startApp(s, false);
          await ready(s);
          await haproxyCommand(`set server app/${s.name} state ready`);
          // The next one is drained only once HAProxy itself sends this one traffic again.
          while (!(await haproxyUp(s.name))) await sleep(200);
          log(`  rolling restart: ${s.name} is back`);
        }
      } finally {
        rolling = false;
      }
    },
    async stop() {
      for (const child of children.values()) child.kill('SIGTERM');
      await Promise.all([...children.values()].map(stopped));
    },
  };
}
