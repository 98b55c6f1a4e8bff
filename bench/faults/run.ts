// `npm run bench:faults -- [--visitors 50] [--rate 1] [--reconnects 1000] [--port 18480]`
//
// Three server processes behind HAProxy on a PostgreSQL and a Redis of the benchmark's own (never
// the machine's shared ones), web-chat visitors chatting through the balancer with every
// acknowledgement counted, while in turn: `kill -9` of a process mid-conversation, PostgreSQL
// restarted, Redis gone for 10 s, a rolling restart, and forced client reconnects. For each fault:
// messages acknowledged and then lost (goal 0), stored twice (goal 0), never acknowledged, the
// longest wait for an acknowledgement, and the time to recover (from the fault to every visitor
// connected and acknowledged again, none waiting more than 5 s). Figures, not a test.
import { createWriteStream, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureDatabase, startCluster } from '../../scripts/cluster-lib.mjs';
import { ownPostgres, ownRedis } from './services';
import { visitorCrowd } from './visitors';

const { values: flags } = parseArgs({
  options: {
    visitors: { type: 'string', default: '50' },
    rate: { type: 'string', default: '1' },
    reconnects: { type: 'string', default: '1000' },
    port: { type: 'string', default: '18480' },
    'pg-port': { type: 'string', default: '55432' },
    'redis-port': { type: 'string', default: '56379' },
  },
});
const port = Number(flags.port);
const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const stateDir = mkdtempSync(join(tmpdir(), 'cc-faults-'));
const processLog = createWriteStream(join(stateDir, 'processes.log'));
const postgres = ownPostgres(Number(flags['pg-port']));
const redis = ownRedis(Number(flags['redis-port']));
await postgres.start();
await redis.start();
await ensureDatabase(postgres.url);
log(`load average ${load()}; own PostgreSQL ${postgres.url}, own Redis ${redis.url}; process output in ${join(stateDir, 'processes.log')}`);

const cluster = await startCluster({
  processes: 3,
  port,
  databaseUrl: postgres.url,
  redisUrl: redis.url,
  stateDir,
  env: { DEMO_HISTORY: '0', LOG_LEVEL: 'warn', SIP: '0', WEBCHAT_MESSAGES_PER_ADDRESS: '1000000', WEBCHAT_CHATS_PER_ADDRESS: '1000000' },
  out: processLog,
  err: processLog,
  log: (s) => void processLog.write(`${s}\n`),
});
const cleanUp = async () => {
  await cluster.stop().catch(() => {});
  await redis.kill().catch(() => {});
  postgres.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    log(`stopped by ${signal}: the faults done so far`);
    void report()
      .catch((err: Error) => log(`no report: ${err.message}`))
      .then(cleanUp)
      .then(() => process.exit(130));
  });

const crowd = visitorCrowd(port, Number(flags.visitors), Number(flags.rate));
log(`3 processes behind HAProxy :${port}; ${flags.visitors} visitors, ${flags.rate} messages/s each`);
await sleep(5000);

interface Result {
  fault: string;
  recoverMs: number | null;
  note: string;
}
const results: Result[] = [];
/** A pending message older than this still counts as the fault's (the widget waits 10 s before Retry). */
const SLOW_ACK_MS = 5000;
/**
 * From `startedAt`, the first moment after `over` at which every visitor chats again: connected,
 * acknowledged since `over`, nothing waiting longer than SLOW_ACK_MS. On a timeout, says what was left.
 */
async function recovered(startedAt: number, over: number, ms = 60_000): Promise<{ ms: number | null; left: string }> {
  const until = Date.now() + ms;
  const left = (now: number) => {
    const off = crowd.visitors.filter((v) => !v.socket.connected).length;
    const quiet = crowd.visitors.filter((v) => v.lastAckAt <= over).length;
    // A message still waiting from an earlier fault is that fault's (never acknowledged), not this one's.
    const oldest = Math.max(0, ...crowd.visitors.flatMap((v) => [...v.pending.values()].filter((p) => p.sentAt >= startedAt - SLOW_ACK_MS).map((p) => now - p.sentAt)));
    return { off, quiet, oldest };
  };
  for (;;) {
    const now = Date.now();
    const l = left(now);
    if (l.off === 0 && l.quiet === 0 && l.oldest <= SLOW_ACK_MS) return { ms: now - startedAt, left: '' };
    if (now > until) return { ms: null, left: `[left: ${l.off} disconnected, ${l.quiet} without an ack since, oldest pending ${(l.oldest / 1000).toFixed(1)} s]` };
    await sleep(50);
  }
}
async function fault(name: string, inject: () => Promise<string | void>) {
  crowd.setPhase(name);
  await sleep(2000);
  log(`  ${name}: injecting (load ${load()})`);
  const t0 = Date.now();
  const note = (await inject()) ?? '';
  const { ms: recoverMs, left } = await recovered(t0, Date.now());
  results.push({ fault: name, recoverMs, note });
  log(`  ${name}: recovered in ${recoverMs === null ? `more than 60 s ${left}` : `${(recoverMs / 1000).toFixed(1)} s`} ${note}`);
  await sleep(3000);
}
const allReady = async () => {
  for (;;) {
    const up = await Promise.all(cluster.servers.map((s) => cluster.haproxyUp(s.name).catch(() => false)));
    if (up.every(Boolean)) return;
    await sleep(100);
  }
};

await fault('kill-9', async () => {
  // The process a supervisor (systemd, Kubernetes) would start again at once.
  await cluster.kill('app2', 'SIGKILL');
  const t = Date.now();
  void cluster.restart('app2').then(
    () => log(`  kill-9: app2 back in HAProxy after ${((Date.now() - t) / 1000).toFixed(1)} s`),
    (err: Error) => log(`  kill-9: app2 did not come back: ${err.message}`),
  );
});
await allReady();
await fault('postgres-restart', async () => {
  const t = Date.now();
  await postgres.restart();
  return `(pg_ctl restart -m fast took ${((Date.now() - t) / 1000).toFixed(1)} s)`;
});
await allReady();
await fault('redis-gone-10s', async () => {
  await redis.kill();
  await sleep(10_000);
  await redis.start();
  const t = Date.now();
  await allReady();
  return `(every process ready in HAProxy ${((Date.now() - t) / 1000).toFixed(1)} s after Redis was back)`;
});
await fault('rolling-restart', async () => {
  const t = Date.now();
  await cluster.rollingRestart();
  return `(the restart of 3 processes took ${((Date.now() - t) / 1000).toFixed(1)} s)`;
});
await fault('reconnects', async () => {
  const wanted = Number(flags.reconnects);
  let forced = 0;
  let slowestRound = 0;
  while (forced < wanted) {
    const t = Date.now();
    for (const v of crowd.visitors) {
      if (forced >= wanted) break;
      // The transport drops (a network blip); the client reconnects by itself and resends its outbox.
      v.socket.io.engine.close();
      forced++;
    }
    while (crowd.visitors.some((v) => !v.socket.connected) && Date.now() - t < 30_000) await sleep(20);
    slowestRound = Math.max(slowestRound, Date.now() - t);
  }
  return `(${forced} forced; slowest round of ${crowd.visitors.length} to all reconnected ${slowestRound} ms)`;
});

await crowd.stop();
const failed = await report();
await cleanUp();
process.exit(failed ? 1 : 0);

/** The table of the faults done so far (all of them at the end; those before a stop on a signal). */
async function report() {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query<{ client_id: string; n: number }>(
    `select client_id, count(*)::int as n from messages where client_id like 'f-%' group by client_id`,
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.client_id, r.n]));
  const phaseOf = (id: string) => id.split('-').slice(1, -2).join('-');
  const sentIds = new Set<string>();
  for (const v of crowd.visitors) for (const id of v.pending.keys()) sentIds.add(id);
  const s = crowd.stats();

  const table = results.map((r) => {
    const inPhase = (id: string) => phaseOf(id) === r.fault;
    const acked = [...crowd.acked].filter(inPhase);
    return {
      fault: r.fault,
      acked: acked.length,
      lost: acked.filter((id) => !stored.has(id)).length,
      twice: rows.filter((row) => inPhase(row.client_id) && row.n > 1).length,
      neverAcked: [...sentIds].filter(inPhase).length,
      recover: r.recoverMs === null ? '> 60 s' : `${(r.recoverMs / 1000).toFixed(1)} s`,
    };
  });
  log('');
  log(`| fault | acknowledged | acknowledged then lost (goal 0) | stored twice (goal 0) | never acknowledged | time to recover |`);
  log(`| --- | --: | --: | --: | --: | --: |`);
  for (const r of table) log(`| ${r.fault} | ${r.acked} | ${r.lost} | ${r.twice} | ${r.neverAcked} | ${r.recover} |`);
  log('');
  log(
    `messages sent ${crowd.sent()}, acknowledged ${crowd.acked.size}; reconnects ${s.reconnects}, failed connection attempts ${s.connectErrors}; longest wait for an acknowledgement ${s.longestWaitMs} ms`,
  );
  log(`load average ${load()}`);
  return table.some((r) => r.lost || r.twice);
}
