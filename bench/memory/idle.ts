// `npm run bench:memory`: the resident memory of an idle server with the demo data, as `npm start`
// runs it (the compiled server, dist/server/main.js, with its Node flags), 20 s after it is ready:
// on the embedded database first started on an empty folder, the same folder started again, and on
// PostgreSQL (a fresh database on 127.0.0.1:5432). Goal (issue 28): ≤ 200 MB on PostgreSQL.
// `-- --tsx` measures the server run from its TypeScript sources through tsx instead (as before
// the compiled server), for comparison. Beside RSS it prints the anonymous part (heaps, PGlite's
// WebAssembly memory) and the file-backed part (mapped code: node, native addons).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../../server/node-flags.mjs';
import { SERVER_NODE_FLAGS, buildServer } from '../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusMb = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const tsx = process.argv.includes('--tsx');
// `-- --on postgres` (or `pglite`) measures one database only; both by default.
const onAt = process.argv.indexOf('--on');
const on = onAt > 0 ? process.argv[onAt + 1]!.split(',') : ['pglite', 'postgres'];
const serverArgs = tsx ? ['--import', 'tsx', join(root, 'server', 'main.ts')] : [...SERVER_NODE_FLAGS, join(root, 'dist', 'server', 'main.js')];
if (!tsx) await buildServer();
process.stdout.write(`Server run ${tsx ? 'from TypeScript through tsx' : 'compiled (dist/server/main.js)'} on Node ${process.version}\n`);

async function idleRss(label: string, env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [...LIVE_TRAFFIC_NODE_FLAGS, ...serverArgs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const started = Date.now();
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`${label}: the server did not start`);
    await sleep(500);
  }
  const readyS = (Date.now() - started) / 1000;
  await sleep(20_000);
  const [rss, anon, file] = ['VmRSS', 'RssAnon', 'RssFile'].map((f) => statusMb(child.pid!, f));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  process.stdout.write(
    `${label.padEnd(44)} ${rss.toFixed(0).padStart(5)} MB RSS (anon ${anon.toFixed(0)}, file ${file.toFixed(0)})   ready after ${readyS.toFixed(1)} s\n`,
  );
}

if (on.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-memory-'));
  await idleRss('PGlite, first start on an empty folder', { DATA_DIR: dataDir }, 4491);
  await idleRss('PGlite, the same folder started again', { DATA_DIR: dataDir }, 4492);
  rmSync(dataDir, { recursive: true, force: true });
}

if (!on.includes('postgres')) process.exit(0);
const name = `cc_bench_memory_${Date.now()}`;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  await idleRss('PostgreSQL, first start (migrations, seed)', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }, 4493);
  await idleRss('PostgreSQL, started again', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }, 4494);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
