// `npm run bench:sockets -- [--sockets 10000] [--agents-share 0.1] [--port 18580] [--clients 4] [--concurrency 200] [--storm-seconds 300]`
//
// Idle authenticated sockets on one server process (PostgreSQL of the bench's own, so a restarted
// process finds the same sessions): 90% web-chat visitors (widget key), 10% agents (session
// cookie). At each step the server's heap after a full collection, per socket; the same through the
// bare socket.io relay of bench/chat-latency (socket.io's own cost). Then a reconnect storm: the
// process is restarted (SIGTERM: it tells its sockets to reconnect) and every socket comes back to
// the new one: time to all reconnected, failed attempts, sockets that never came back.
// Goes as far as the machine allows: a step that cannot connect stops the climb and says why.
// The client sockets are spread over `--clients` child processes of this script (one event loop
// holding 10,000 clients and their reconnect timers fell behind and timed its own handshakes out,
// which would be counted against the server).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION, VISITOR_PROTOCOL_VERSION } from '../../contracts';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../../server/node-flags.mjs';
import type { BenchCompany, ChildMessage } from '../chat-latency/protocol';
import { ownPostgres } from '../faults/services';

const { values: flags } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    'agents-share': { type: 'string', default: '0.1' },
    port: { type: 'string', default: '18580' },
    'pg-port': { type: 'string', default: '55434' },
    relay: { type: 'string', default: 'on' },
    clients: { type: 'string', default: '4' },
    // Handshakes under way at once, over all the client processes.
    concurrency: { type: 'string', default: '200' },
    'storm-seconds': { type: 'string', default: '300' },
  },
});
const CLIENT = process.env.BENCH_SOCKETS_CLIENT === '1';
const max = Number(flags.sockets);
const port = Number(flags.port);
const agents = Math.round(max * Number(flags['agents-share']));
const shape = { visitors: max - agents, agents, agentsPerCompany: 10 };
const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const steps = [1000, 2500, 5000, 10_000, 20_000].filter((n) => n < max).concat(max);

function server(file: string, env: Record<string, string>) {
  const child = fork(join(import.meta.dirname, '..', 'chat-latency', file), [], {
    execArgv: [...LIVE_TRAFFIC_NODE_FLAGS, '--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_SHAPE: JSON.stringify(shape) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const on = (m: ChildMessage) => m.type === type && (child.off('message', on), resolve(m as Extract<ChildMessage, { type: T }>));
      child.on('message', on);
      child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    });
  return { child, next, heap: async () => (child.send({ type: 'heap' }), next('heap')) };
}
const exited = (c: ChildProcess) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)));

/** The handshakes, visitors and agents interleaved by company, in the order they connect. */
function handshakes(companies: BenchCompany[]) {
  const list: { ns: string; auth: object; headers: Record<string, string> }[] = [];
  const parts = companies.map((c) => ({ c, agents: [...c.agents], visitors: Math.round((shape.visitors / shape.agents) * c.agents.length) }));
  for (const p of parts) {
    for (const a of p.agents) list.push({ ns: '/agent', auth: { v: PROTOCOL_VERSION, company: a.company }, headers: a.cookie ? { cookie: a.cookie } : {} });
    for (let i = 0; i < p.visitors; i++)
      list.push({ ns: '/visitor', auth: { v: VISITOR_PROTOCOL_VERSION, key: p.c.widgetKey, locale: 'mn' }, headers: { origin: p.c.origin } });
  }
  return list;
}

interface Held {
  socket: Socket;
  reconnectedAt?: number;
}
let connectErrors = 0;
let lastError = '';
async function connect(url: string, hs: ReturnType<typeof handshakes>, from: number, to: number, held: Held[]) {
  const batch = Math.max(1, Math.ceil(Number(flags.concurrency) / Math.max(1, Number(flags.clients))));
  for (let i = from; i < to; i += batch) {
    await Promise.all(
      hs.slice(i, Math.min(to, i + batch)).map(
        (h) =>
          new Promise<void>((resolve, reject) => {
            const socket = io(`${url}${h.ns}`, {
              transports: ['websocket'],
              forceNew: true,
              auth: h.auth,
              extraHeaders: h.headers,
              timeout: 60_000,
              reconnectionDelay: 1000,
              reconnectionDelayMax: 5000,
            });
            const entry: Held = { socket };
            socket.on('connect_error', (e) => (connectErrors++, (lastError = e.message)));
            socket.io.on('reconnect', () => (entry.reconnectedAt = Date.now()));
            socket.once('connect', () => (held.push(entry), resolve()));
            setTimeout(() => reject(new Error(`socket ${held.length + 1} not connected in 60 s (${lastError})`)), 60_000).unref();
          }),
      ),
    );
  }
}

/** What a client child process is told (by the parent, over IPC) and answers. */
type ToClient =
  { type: 'hs'; hs: ReturnType<typeof handshakes>; url: string } | { type: 'connect'; upTo: number } | { type: 'storm' } | { type: 'status' } | { type: 'close' };
type FromClient =
  | { type: 'connected'; held: number; error?: string }
  | { type: 'status'; total: number; connected: number; lastBack: number; errors: number; lastError: string }
  | { type: 'closed' };

/** A client child: holds its share of the sockets (every k-th handshake of the list). */
function clientMain() {
  let hs: ReturnType<typeof handshakes> = [];
  let url = '';
  const held: Held[] = [];
  const send = (m: FromClient) => process.send!(m);
  process.on('message', async (m: ToClient) => {
    if (m.type === 'hs') {
      hs = m.hs;
      url = m.url;
    } else if (m.type === 'connect') {
      try {
        await connect(url, hs, held.length, Math.min(m.upTo, hs.length), held);
        send({ type: 'connected', held: held.length });
      } catch (err) {
        send({ type: 'connected', held: held.length, error: (err as Error).message });
      }
    } else if (m.type === 'storm') {
      connectErrors = 0;
      lastError = '';
    } else if (m.type === 'status')
      send({
        type: 'status',
        total: held.length,
        connected: held.filter((h) => h.socket.connected).length,
        lastBack: Math.max(0, ...held.map((h) => h.reconnectedAt ?? 0)),
        errors: connectErrors,
        lastError,
      });
    else if (m.type === 'close') {
      for (const h of held) h.socket.close();
      held.length = 0;
      send({ type: 'closed' });
    }
  });
}

/** The client children, each asked the same thing at once; answers in the children's order. */
function clientPool(k: number) {
  const children = Array.from({ length: k }, () =>
    fork(import.meta.filename, process.argv.slice(2), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_SOCKETS_CLIENT: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const ask = <T extends FromClient['type']>(m: ToClient | ((i: number) => ToClient), answer?: T) =>
    Promise.all(
      children.map(
        (c, i) =>
          new Promise<Extract<FromClient, { type: T }>>((resolve) => {
            if (answer) {
              const on = (r: FromClient) => r.type === answer && (c.off('message', on), resolve(r as Extract<FromClient, { type: T }>));
              c.on('message', on);
            }
            c.send(typeof m === 'function' ? m(i) : m);
            if (!answer) resolve(undefined as never);
          }),
      ),
    );
  return { children, ask, stop: () => children.forEach((c) => c.kill()) };
}

async function climb(label: string, file: string, env: Record<string, string>, k: number) {
  const s = server(file, env);
  const ready = await s.next('ready');
  const url = `http://127.0.0.1:${ready.port}`;
  const hs = handshakes(ready.companies);
  // Agents and visitors spread over the steps (a fixed stride through the list, 7919 a prime), so each step holds the same mix.
  const mixed = hs.map((_, i) => hs[(i * 7919) % hs.length]);
  const pool = clientPool(k);
  // Child i holds every k-th socket of the list, so a step of n sockets is n/k in each child.
  await pool.ask((i) => ({ type: 'hs', hs: mixed.filter((_, j) => j % k === i), url }));
  const base = await s.heap();
  let heldCount = 0;
  const rows: { sockets: number; perSocketKb: number; heapMb: number; rssMb: number; seconds: number }[] = [];
  let stoppedBy = '';
  for (const n of steps) {
    const t = Date.now();
    const answers = await pool.ask((i) => ({ type: 'connect', upTo: Math.ceil((Math.min(n, mixed.length) - i) / k) }), 'connected');
    heldCount = answers.reduce((a, r) => a + r.held, 0);
    const failed = answers.find((r) => r.error);
    if (failed) {
      stoppedBy = `${failed.error} at ${heldCount} sockets`;
      break;
    }
    const h = await s.heap();
    rows.push({
      sockets: heldCount,
      perSocketKb: (h.heapUsed - base.heapUsed) / heldCount / 1024,
      heapMb: h.heapUsed / 2 ** 20,
      rssMb: h.rss / 2 ** 20,
      seconds: (Date.now() - t) / 1000,
    });
    log(
      `[${label}] ${heldCount} sockets in ${rows.at(-1)!.seconds.toFixed(0)} s: ${rows.at(-1)!.perSocketKb.toFixed(1)} KB heap a socket, heap ${rows.at(-1)!.heapMb.toFixed(0)} MB, RSS ${rows.at(-1)!.rssMb.toFixed(0)} MB (load ${load()})`,
    );
  }
  return { s, pool, heldCount, rows, stoppedBy, url };
}

if (CLIENT) clientMain();
else await main();

async function main() {
  log(`bench:sockets: up to ${max} idle sockets (${agents} agents with a session, the rest web-chat visitors); load average ${load()}`);
  const postgres = ownPostgres(Number(flags['pg-port']));
  await postgres.start();
  const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query('create database contact_centre_faults');
  await admin.end();
  const env = { BENCH_DATABASE_URL: postgres.url, BENCH_SESSION_SECRET: randomBytes(24).toString('hex'), BENCH_PORT: String(port) };
  try {
    const k = Math.max(1, Number(flags.clients));
    const real = await climb('server', 'server.ts', env, k);
    if (real.stoppedBy) log(`[server] stopped: ${real.stoppedBy}`);

    // The storm: the process restarts on the same port; every socket reconnects by itself.
    const count = real.heldCount;
    await real.pool.ask({ type: 'storm' });
    const t0 = Date.now();
    real.s.child.send({ type: 'stop' });
    await exited(real.s.child);
    const again = server('server.ts', { ...env, BENCH_SEED: '0' });
    await again.next('ready');
    const up = Date.now();
    const stormSeconds = Number(flags['storm-seconds']);
    const until = Date.now() + stormSeconds * 1000;
    let status = await real.pool.ask({ type: 'status' }, 'status');
    while (status.some((c) => c.connected < c.total) && Date.now() < until) {
      await sleep(500);
      status = await real.pool.ask({ type: 'status' }, 'status');
    }
    const back = status.reduce((a, c) => a + c.connected, 0);
    const lastBack = Math.max(...status.map((c) => c.lastBack));
    const connectErrors = status.reduce((a, c) => a + c.errors, 0);
    const lastError = status.map((c) => c.lastError).find(Boolean);
    log(
      `[storm] ${count} sockets to a restarted process: ${back} back, ${count - back} not within ${stormSeconds} s; ${back === count ? 'all back' : 'the last of them back'} ${((lastBack - t0) / 1000).toFixed(1)} s after the stop (${((lastBack - up) / 1000).toFixed(1)} s after the new process listened); failed attempts ${connectErrors} (last: ${lastError || 'none'}); load ${load()}`,
    );
    await real.pool.ask({ type: 'close' }, 'closed');
    real.pool.stop();
    again.child.send({ type: 'stop' });
    await exited(again.child);

    let relayRows: typeof real.rows = [];
    if (flags.relay !== 'off') {
      const relay = await climb('bare socket.io', 'relay.ts', {}, k);
      relayRows = relay.rows;
      await relay.pool.ask({ type: 'close' }, 'closed');
      relay.pool.stop();
      relay.s.child.send({ type: 'stop' });
      await exited(relay.s.child);
    }
    log('\n| sockets | server heap/socket | bare socket.io heap/socket | server heap | server RSS |');
    log('| --: | --: | --: | --: | --: |');
    for (const r of real.rows) {
      const b = relayRows.find((x) => x.sockets === r.sockets);
      log(`| ${r.sockets} | ${r.perSocketKb.toFixed(1)} KB | ${b ? `${b.perSocketKb.toFixed(1)} KB` : '–'} | ${r.heapMb.toFixed(0)} MB | ${r.rssMb.toFixed(0)} MB |`);
    }
    log(`load average ${load()}`);
  } finally {
    postgres.stop();
  }
  process.exit(0);
}
