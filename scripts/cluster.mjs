#!/usr/bin/env node
// `npm run cluster -- --processes 3 [--port 8080]`: a try-out of the scaled-out shape on one machine:
// N server processes on PostgreSQL and Redis behind HAProxy (Debian's haproxy), health-checked on
// /readyz, sticky by cookie for socket.io's long-polling fallback. `kill -HUP <pid>` restarts the
// processes one after another (drained in HAProxy first); Ctrl-C stops everything.
// The pieces are in cluster-lib.mjs (also used by bench/faults).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildWidget } from '../widget/build.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { ensureDatabase, reachable, startCluster } from './cluster-lib.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const processes = Number(arg('processes', process.env.CLUSTER_PROCESSES ?? 3));
const port = Number(arg('port', process.env.PORT ?? 8080));
const basePort = Number(arg('base-port', process.env.CLUSTER_BASE_PORT ?? port + 1));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/contact_centre_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const stateDir = process.env.CLUSTER_DIR || join(root, 'data-cluster');

const fail = (msg) => {
  console.error(`\n  ${msg}\n`);
  process.exit(1);
};

if (!Number.isInteger(processes) || processes < 1 || processes > 16) fail('--processes takes 1 to 16.');
if (spawnSync('haproxy', ['-v']).status !== 0) fail('HAProxy is not installed: sudo apt-get install haproxy');
if (!(await reachable(databaseUrl))) fail(`PostgreSQL is not reachable at ${new URL(databaseUrl).host} (DATABASE_URL).`);
if (!(await reachable(redisUrl))) fail(`Redis is not reachable at ${new URL(redisUrl).host} (REDIS_URL).`);

await ensureDatabase(databaseUrl);
if (!buildConsoleIfStale()) process.exit(1);
buildWidget();
if (!(await buildServerIfStale())) process.exit(1);

const cluster = await startCluster({ processes, port, basePort, host: process.env.HOST || '127.0.0.1', databaseUrl, redisUrl, stateDir });

console.log(
  [
    '',
    `  Cluster is running: http://localhost:${port} (HAProxy) → ${cluster.servers.map((s) => `${s.name} :${s.port}`).join(', ')}`,
    `  PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, Redis ${new URL(redisUrl).host}`,
    `  Rolling restart: kill -HUP ${process.pid}    Stop: Ctrl-C`,
    '',
  ].join('\n'),
);

process.on('SIGHUP', () => void cluster.rollingRestart());
const stopAll = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
