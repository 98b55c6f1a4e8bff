// `npm run bench:chat -- [--on pglite,postgres,redis,redis1,relay] [--visitors 4000] [--agents 1000] [--interval 10000] [--seconds 60] [--mode steady|high] [--rate 2000] [--open-rate 200] [--reads on|off] [--typing on|off]`
//
// Starts the real server (PGlite in memory) in a child process, connects N widget visitors and M
// agents over real sockets on loopback, lets each side send one message per interval, and prints
// p50/p99 latency from widget send to agent receipt (and back) and persisted messages per second —
// beside the same load through a bare socket.io relay without a database, measured in the same run.
// Mode `high` raises the rate to --rate messages/s in total. Also prints the server's heap per socket.
// Before measuring, the visitors open their conversations at --open-rate new chats per second and
// routing hands every one to an agent. As the real clients do, both sides mark what they receive
// as read, and say when they start typing, which their message ends (--reads off, --typing off
// leave these out).
// --on picks the runs: the server on PGlite (in memory), on PostgreSQL (a cluster of the bench's own,
// never the machine's shared one), across two processes on that PostgreSQL and a Redis of the
// bench's own (visitors on one, agents on the other: every message crosses the Redis adapter; the
// added p99 of that hop is printed; `redis1` adds one process with the adapter, which publishes
// every broadcast while its own sockets get it directly: the adapter's cost without the hop), and
// the bare relay.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { availableParallelism, loadavg } from 'node:os';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../../server/node-flags.mjs';
import { Harness } from './harness';
import { split, type BenchShape, type ChildMessage } from './protocol';
import { ms, slowSeconds, summarise } from './stats';
import { logCollections } from './gc-log';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ownPostgres, ownRedis } from '../faults/services';

const { values: flags } = parseArgs({
  options: {
    visitors: { type: 'string', default: '4000' },
    agents: { type: 'string', default: '1000' },
    'agents-per-company': { type: 'string', default: '10' },
    interval: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '60' },
    mode: { type: 'string', default: 'steady' },
    rate: { type: 'string', default: '2000' },
    only: { type: 'string', default: 'both' },
    'open-rate': { type: 'string', default: '200' },
    reads: { type: 'string', default: 'on' },
    typing: { type: 'string', default: 'on' },
    on: { type: 'string', default: '' },
    'pg-port': { type: 'string', default: '55433' },
    'redis-port': { type: 'string', default: '56380' },
  },
});
const shape: BenchShape = { visitors: Number(flags.visitors), agents: Number(flags.agents), agentsPerCompany: Number(flags['agents-per-company']) };
const sockets = shape.visitors + shape.agents;
const intervalMs = flags.mode === 'high' ? Math.max(1, Math.round((sockets / Number(flags.rate)) * 1000)) : Number(flags.interval);
const seconds = Number(flags.seconds);
const log = (s: string) => process.stdout.write(`${s}\n`);
/** What counts as a slow message for BENCH_GC_LOG's list of slow seconds. */
const SLOW_MS = 50;
logCollections('harness');

function start(file: string, env: Record<string, string> = {}) {
  const child = fork(join(import.meta.dirname, file), [], {
    execArgv: [
      // As npm start runs the server (both servers get them: the comparison is of the work done).
      ...LIVE_TRAFFIC_NODE_FLAGS,
      // BENCH_NODE_FLAGS: extra flags for the server's Node (GC experiments and the like).
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--expose-gc',
      '--max-old-space-size=8192',
      ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
      // BENCH_PROFILE=dir writes a CPU profile of each server thread there (open it in Chrome DevTools).
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
    ],
    env: { ...process.env, ...env, BENCH_SHAPE: JSON.stringify(shape) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const on = (m: ChildMessage) => {
        if (m.type === type) {
          child.off('message', on);
          resolve(m as Extract<ChildMessage, { type: T }>);
        }
      };
      child.on('message', on);
      child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    });
  return { child, next };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runOne(label: string, file: string, env: Record<string, string> = {}, twoProcesses = false) {
  const t0 = Date.now();
  const { child, next } = start(file, env);
  const ready = await next('ready');
  log(`\n[${label}] server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s on port ${ready.port} (${ready.companies.length} companies)`);
  // The agents' process: the same database and Redis, no companies of its own.
  const second = twoProcesses ? start(file, { ...env, BENCH_SEED: '0' }) : undefined;
  const secondReady = second ? await second.next('ready') : undefined;
  child.send({ type: 'heap' });
  const heapBefore = await next('heap');
  const harness = new Harness({
    url: `http://127.0.0.1:${ready.port}`,
    ...(secondReady && { agentUrl: `http://127.0.0.1:${secondReady.port}` }),
    companies: ready.companies,
    intervalMs,
    reads: flags.reads !== 'off',
    typing: flags.typing !== 'off',
  });
  const progress = (what: string) => (d: number, t: number) => process.stdout.write(`\r[${label}] ${what} ${d}/${t}   `);
  const tc = Date.now();
  await harness.connectAgents(progress('agents connected'));
  await harness.connectVisitors(
    split(shape).map((p) => p.visitors),
    progress('visitors connected'),
  );
  log(`\n[${label}] ${sockets} sockets connected in ${((Date.now() - tc) / 1000).toFixed(1)} s`);
  child.send({ type: 'heap' });
  const heapAfter = await next('heap');
  const ta = Date.now();
  await harness.openConversations(Number(flags['open-rate']));
  while (harness.assigned < shape.visitors && Date.now() - ta < 300_000) await wait(200);
  log(`[${label}] ${harness.assigned}/${shape.visitors} conversations routed to agents in ${((Date.now() - ta) / 1000).toFixed(1)} s`);
  harness.start();
  await wait(Math.min(intervalMs, 10_000)); // warm-up: every socket has started its cycle
  harness.measure(true);
  child.send({ type: 'loop', start: true });
  second?.child.send({ type: 'loop', start: true });
  const tm = Date.now();
  const harnessCpu = process.cpuUsage();
  await wait(seconds * 1000);
  harness.measure(false);
  const harnessUsed = process.cpuUsage(harnessCpu);
  child.send({ type: 'loop', start: false });
  const loop = await next('loop');
  second?.child.send({ type: 'loop', start: false });
  const secondLoop = second ? await second.next('loop') : undefined;
  const elapsed = (Date.now() - tm) / 1000;
  const harnessLoad = (harnessUsed.user + harnessUsed.system) / (elapsed * 1e6);
  harness.stop();
  // With BENCH_GC_LOG, the seconds that held slow messages, beside the collections logged on stderr.
  if (process.env.BENCH_GC_LOG) {
    for (const s of slowSeconds(harness.counters.visitorToAgent, harness.counters.visitorToAgentAt, SLOW_MS)) {
      log(`[${label}] slow second ${s.second}: ${s.over} of ${s.samples} widget→agent over ${SLOW_MS} ms, the slowest ${ms(s.max)}`);
    }
  }
  for (const c of [child, second?.child]) {
    if (!c) continue;
    c.send({ type: 'stop' });
    await new Promise((r) => c.once('exit', r));
  }
  const c = harness.counters;
  return {
    label,
    v2a: summarise(c.visitorToAgent),
    a2v: summarise(c.agentToVisitor),
    ackedPerSec: c.acked / elapsed,
    deliveredPerSec: c.delivered / elapsed,
    errors: c.errors,
    heapPerSocketKb: (heapAfter.heapUsed - heapBefore.heapUsed) / sockets / 1024,
    loop,
    secondLoop,
    harnessLoad,
  };
}

log(
  `chat-latency: ${shape.visitors} visitors, ${shape.agents} agents, one message per ${intervalMs} ms each (${((sockets / intervalMs) * 1000).toFixed(0)} msg/s offered), ${seconds} s measured, read marks ${flags.reads !== 'off' ? 'on' : 'off'}, typing ${flags.typing !== 'off' ? 'on' : 'off'}`,
);
const runs = new Set(flags.on ? flags.on.split(',') : [...(flags.only !== 'relay' ? ['pglite'] : []), ...(flags.only !== 'server' ? ['relay'] : [])]);
const results = [];
if (runs.has('pglite')) results.push(await runOne('server (PGlite)', 'server.ts'));
if (runs.has('postgres') || runs.has('redis')) {
  const postgres = ownPostgres(Number(flags['pg-port']));
  const redis = ownRedis(Number(flags['redis-port']));
  await postgres.start();
  try {
    /** A fresh database for each run on the bench's own PostgreSQL. */
    const fresh = async (name: string) => {
      const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return postgres.url.replace(/\/[^/]*$/, `/${name}`);
    };
    const secret = randomBytes(24).toString('hex');
    if (runs.has('postgres')) results.push(await runOne('server (PostgreSQL)', 'server.ts', { BENCH_DATABASE_URL: await fresh('bench_one') }));
    if (runs.has('redis')) {
      await redis.start();
      const env = { BENCH_DATABASE_URL: await fresh('bench_two'), BENCH_REDIS_URL: redis.url, BENCH_SESSION_SECRET: secret };
      // The adapter without the hop: one process publishing every broadcast, its own sockets served directly.
      if (runs.has('redis1')) results.push(await runOne('1 process, Redis (PostgreSQL)', 'server.ts', { ...env, BENCH_DATABASE_URL: await fresh('bench_redis1') }));
      results.push(await runOne('2 processes, Redis (PostgreSQL)', 'server.ts', env, true));
    }
  } finally {
    await redis.kill();
    postgres.stop();
  }
}
if (runs.has('relay')) results.push(await runOne('bare relay', 'relay.ts'));

log(
  '\n| run | widget→agent p50 | p99 | agent→widget p50 | p99 | stored msg/s | delivered msg/s | errors | heap/socket | server loop delay p99 / max | server CPU (all threads) / main loop busy | harness CPU |',
);
log('|---|---|---|---|---|---|---|---|---|---|---|---|');
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
for (const r of results) {
  log(
    `| ${r.label} | ${ms(r.v2a.p50)} | ${ms(r.v2a.p99)} | ${ms(r.a2v.p50)} | ${ms(r.a2v.p99)} | ${r.ackedPerSec.toFixed(0)} | ${r.deliveredPerSec.toFixed(0)} | ${r.errors} | ${r.heapPerSocketKb.toFixed(1)} KB | ${ms(r.loop.p99)} / ${ms(r.loop.max)} | ${pct(r.loop.cpu)} / ${pct(r.loop.mainBusy)} | ${pct(r.harnessLoad)} |`,
  );
}
for (const r of results)
  if (r.secondLoop)
    log(
      `${r.label}: the agents' process: loop delay p99 ${ms(r.secondLoop.p99)}, max ${ms(r.secondLoop.max)}, CPU ${pct(r.secondLoop.cpu)} / main loop busy ${pct(r.secondLoop.mainBusy)}`,
    );
for (const r of results)
  log(
    `${r.label}: widget→agent p90 ${ms(r.v2a.p90)}, p99.9 ${ms(r.v2a.p999)}, max ${ms(r.v2a.max)} (${r.v2a.count} samples); agent→widget p90 ${ms(r.a2v.p90)}, p99.9 ${ms(r.a2v.p999)}, max ${ms(r.a2v.max)}`,
  );
log(`(CPU: 100% is one core; this machine has ${availableParallelism()}, shared with the harness.)`);
const one = results.find((r) => r.label === 'server (PostgreSQL)');
const two = results.find((r) => r.label.startsWith('2 processes'));
if (one && two) log(`\nadded p99 of the Redis hop (widget→agent, 2 processes − 1, both on PostgreSQL): ${ms(two.v2a.p99 - one.v2a.p99)} (goal ≤ 5 ms)`);
const adapter = results.find((r) => r.label.startsWith('1 process, Redis'));
if (one && adapter)
  log(
    `of which the adapter's own work (1 process with the adapter − 1 without): ${ms(adapter.v2a.p99 - one.v2a.p99)} at p99, ${ms(adapter.v2a.p50 - one.v2a.p50)} at p50`,
  );
log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (results.length === 2 && results[1].label === 'bare relay') {
  const [real, bare] = results;
  log(`\np99 ratio server/relay (widget→agent): ${(real.v2a.p99 / bare.v2a.p99).toFixed(2)}×  (goal ≤ 1.5×; p50 ≤ 10 ms, p99 ≤ 50 ms at the default load)`);
}
process.exit(0);
