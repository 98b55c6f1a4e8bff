// `npm run bench:sockets -- [--sockets 10000] [--agents-share 0.1] [--port 18580]`
//
// Idle authenticated sockets on one server process (PostgreSQL of the bench's own, so a restarted
// process finds the same sessions): 90% web-chat visitors (widget key), 10% agents (session
// cookie). At each step the server's heap after a full collection, per socket; the same through the
// bare socket.io relay of bench/chat-latency (socket.io's own cost). Then a reconnect storm: the
// process is restarted (SIGTERM: it tells its sockets to reconnect) and every socket comes back to
// the new one: time to all reconnected, failed attempts, sockets that never came back.
// Goes as far as the machine allows: a step that cannot connect stops the climb and says why.
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
  },
});
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
  const batch = 200;
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

async function climb(label: string, file: string, env: Record<string, string>) {
  const s = server(file, env);
  const ready = await s.next('ready');
  const url = `http://127.0.0.1:${ready.port}`;
  const hs = handshakes(ready.companies);
  // Agents and visitors spread over the steps (a fixed stride through the list, 7919 a prime), so each step holds the same mix.
  const mixed = hs.map((_, i) => hs[(i * 7919) % hs.length]);
  const base = await s.heap();
  const held: Held[] = [];
  const rows: { sockets: number; perSocketKb: number; heapMb: number; rssMb: number; seconds: number }[] = [];
  let stoppedBy = '';
  for (const n of steps) {
    const t = Date.now();
    try {
      await connect(url, mixed, held.length, Math.min(n, mixed.length), held);
    } catch (err) {
      stoppedBy = `${(err as Error).message} at ${held.length} sockets`;
      break;
    }
    const h = await s.heap();
    rows.push({
      sockets: held.length,
      perSocketKb: (h.heapUsed - base.heapUsed) / held.length / 1024,
      heapMb: h.heapUsed / 2 ** 20,
      rssMb: h.rss / 2 ** 20,
      seconds: (Date.now() - t) / 1000,
    });
    log(
      `[${label}] ${held.length} sockets: ${rows.at(-1)!.perSocketKb.toFixed(1)} KB heap a socket, heap ${rows.at(-1)!.heapMb.toFixed(0)} MB, RSS ${rows.at(-1)!.rssMb.toFixed(0)} MB (load ${load()})`,
    );
  }
  return { s, held, rows, stoppedBy, url };
}

log(`bench:sockets: up to ${max} idle sockets (${agents} agents with a session, the rest web-chat visitors); load average ${load()}`);
const postgres = ownPostgres(Number(flags['pg-port']));
await postgres.start();
const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
await admin.connect();
await admin.query('create database contact_centre_faults');
await admin.end();
const env = { BENCH_DATABASE_URL: postgres.url, BENCH_SESSION_SECRET: randomBytes(24).toString('hex'), BENCH_PORT: String(port) };
try {
  const real = await climb('server', 'server.ts', env);
  if (real.stoppedBy) log(`[server] stopped: ${real.stoppedBy}`);

  // The storm: the process restarts on the same port; every socket reconnects by itself.
  const count = real.held.length;
  connectErrors = 0;
  const t0 = Date.now();
  real.s.child.send({ type: 'stop' });
  await exited(real.s.child);
  const again = server('server.ts', { ...env, BENCH_SEED: '0' });
  await again.next('ready');
  const up = Date.now();
  const until = Date.now() + 180_000;
  while (real.held.some((h) => !h.socket.connected) && Date.now() < until) await sleep(100);
  const back = real.held.filter((h) => h.socket.connected).length;
  const lastBack = Math.max(...real.held.map((h) => h.reconnectedAt ?? 0));
  log(
    `[storm] ${count} sockets to a restarted process: ${back} back, ${count - back} not within 180 s; all back ${((lastBack - t0) / 1000).toFixed(1)} s after the stop (${((lastBack - up) / 1000).toFixed(1)} s after the new process listened); failed attempts ${connectErrors} (last: ${lastError || 'none'}); load ${load()}`,
  );
  for (const h of real.held) h.socket.close();
  again.child.send({ type: 'stop' });
  await exited(again.child);

  let relayRows: typeof real.rows = [];
  if (flags.relay !== 'off') {
    const relay = await climb('bare socket.io', 'relay.ts', {});
    relayRows = relay.rows;
    for (const h of relay.held) h.socket.close();
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
