// `npm run bench:rolling -- [--processes 3] [--visitors 50] [--rate 1]`
//
// The scaled-out shape under a rolling restart: `npm run cluster` (N processes on PostgreSQL and
// Redis behind HAProxy) on a fresh database, web-chat visitors connected through HAProxy sending
// `--rate` messages a second each, with the widget's outbox rule (what is not acknowledged is sent
// again, same client id, after a reconnect). Midway every process is restarted one after another
// (drained in HAProxy, SIGTERM, started again). Prints messages acknowledged and then lost (goal 0),
// stored twice (goal 0), reconnects, the longest a visitor waited for an acknowledgement, and how
// long the rolling restart took.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { visitorCrowd } from '../faults/visitors';

const { values: flags } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    visitors: { type: 'string', default: '50' },
    rate: { type: 'string', default: '1' },
    port: { type: 'string', default: '18180' },
  },
});
const port = Number(flags.port);
const dbName = `cc_rolling_${Date.now()}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cluster = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'cluster.mjs'), '--processes', flags.processes, '--port', String(port)], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    CLUSTER_DIR: mkdtempSync(join(tmpdir(), 'cc-cluster-')),
    DEMO_HISTORY: '0',
    LOG_LEVEL: 'warn',
    WEBCHAT_MESSAGES_PER_ADDRESS: '100000',
    WEBCHAT_CHATS_PER_ADDRESS: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
cluster.stdout!.on('data', (d) => (out += d));
const waitFor = async (text: string, count = 1, ms = 300_000) => {
  const until = Date.now() + ms;
  while (out.split(text).length - 1 < count) {
    if (Date.now() > until || cluster.exitCode !== null) throw new Error(`cluster: no "${text}" (exit ${cluster.exitCode})\n${out.slice(-2000)}`);
    await sleep(200);
  }
};

await waitFor('Cluster is running');
log(`cluster of ${flags.processes} processes is up on :${port}; ${flags.visitors} visitors, ${flags.rate} messages/s each`);
// The widget's outbox rule (bench/faults/visitors.ts): what is not acknowledged goes again, same client id.
const crowd = visitorCrowd(port, Number(flags.visitors), Number(flags.rate));
crowd.setPhase('roll');
await sleep(5000);
const rollStarted = Date.now();
cluster.kill('SIGHUP');
await waitFor(`app${flags.processes} is back`);
const rollSeconds = (Date.now() - rollStarted) / 1000;
await sleep(5000);
await crowd.stop();
const neverAcked = crowd.pendingCount();
const acked = crowd.acked;
const { reconnects, longestWaitMs } = crowd.stats();

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows } = await client.query<{ client_id: string; n: number }>(
  `select client_id, count(*)::int as n from messages where client_id like 'f-roll-%' group by client_id`,
);
await client.end();
const stored = new Map(rows.map((r) => [r.client_id, r.n]));
const lost = [...acked].filter((id) => !stored.has(id)).length;
const twice = rows.filter((r) => r.n > 1).length;

log(`rolling restart of ${flags.processes} processes took ${rollSeconds.toFixed(1)} s`);
log(`messages sent ${crowd.sent()}, acknowledged ${acked.size}, never acknowledged ${neverAcked}`);
log(`acknowledged and then lost: ${lost} (goal 0); stored twice: ${twice} (goal 0)`);
log(`reconnects ${reconnects}; longest wait for an acknowledgement ${longestWaitMs} ms`);
cluster.kill('SIGINT');
await new Promise((r) => cluster.once('exit', r));
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.end();
process.exit(lost || twice ? 1 : 0);
