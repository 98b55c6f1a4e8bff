// bench/ingest: signed Messenger webhook POSTs at a rising rate against the real server (PGlite in
// memory, one process), the Graph API a local fake (tests/fakes/graph-api.ts). Prints, per step, the
// POSTs accepted per second and the time from the POST leaving the client to the message arriving on
// an agent's socket (p50/p99). Not a pass/fail test. Goal (issue 24): 1,000/s with p99 ≤ 100 ms.
// First, SERIAL webhooks one at a time: database statements and milliseconds per webhook, figures
// that a busy machine shifts less than throughput.
//   npx tsx bench/ingest/run.ts   (RATES=100,250,500,1000 SECONDS=5 CUSTOMERS=500 SERIAL=200)
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { AGENT_NAMESPACE, PROTOCOL_VERSION, SESSION_COOKIE, SOCKET_EVENT, type ServerMessage } from '../../contracts';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { channels } from '../../server/db/schema';
import { createSession } from '../../server/domain/auth/sessions';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { hubSignature, messengerTextEvent, startGraphFake } from '../../tests/fakes/graph-api';
import { ms, summarise } from '../chat-latency/stats';

const RATES = (process.env.RATES ?? '100,250,500,1000').split(',').filter(Boolean).map(Number);
const SERIAL = Number(process.env.SERIAL ?? 200);

// Every statement of the server, PGlite's thread and PostgreSQL alike, goes through node-postgres.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
const SECONDS = Number(process.env.SECONDS ?? 5);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 500);
const PAGE = '1000000000001';
const TOKEN = `EAAG${randomBytes(20).toString('hex')}`;
const SECRET = randomBytes(16).toString('hex');

const graph = await startGraphFake({ pages: { [PAGE]: { name: 'Bench page', token: TOKEN } } });
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-bench-unused', SESSION_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'error' }),
  consoleDir: '/nonexistent-console',
  seedDemo: false,
  graphBaseUrl: graph.base,
};
const handle = await openDb({ databaseUrl: '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
const db = handle.db;
const { company, owner } = await createCompanyWithOwner(db, { name: 'Ingest bench' }, { email: `owner.${Date.now()}@bench.local`, firstName: 'Owner' });
const [channel] = await db
  .insert(channels)
  .values({ companyId: company.id, type: 'messenger', name: 'Bench page', number: PAGE, config: { pageId: PAGE, pageToken: TOKEN, appSecret: SECRET, verifyToken: 'x' } })
  .returning();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const hook = `${base}/hooks/messenger/${channel.id}`;
const { token } = await createSession(db, owner.id, { ip: '127.0.0.1', userAgent: 'bench' });

// The agent follows every conversation as it appears, and times each message it is shown.
const sentAt = new Map<string, number>();
const samples: number[] = [];
const socket = io(`${base}${AGENT_NAMESPACE}`, {
  transports: ['websocket'],
  extraHeaders: { cookie: `${SESSION_COOKIE}=${app.signCookie(token)}` },
  auth: { v: PROTOCOL_VERSION },
  reconnection: false,
});
await new Promise<void>((resolve, reject) => (socket.on('connect', resolve), socket.on('connect_error', reject)));
const followed = new Set<number>();
socket.on(SOCKET_EVENT, (m: ServerMessage) => {
  if (m.type === 'interaction.changed' && !followed.has(m.interaction.id)) {
    followed.add(m.interaction.id);
    socket.emit(SOCKET_EVENT, { type: 'interaction.subscribe', interaction_id: m.interaction.id, after_seq: 0 });
  }
  if (m.type === 'message.created') {
    const at = sentAt.get(m.message.body);
    if (at !== undefined) {
      samples.push(performance.now() - at);
      sentAt.delete(m.message.body);
    }
  }
});

let n = 0;
async function post(psid: string, body: string, time: boolean) {
  const raw = JSON.stringify(messengerTextEvent(PAGE, psid, body, `m_${n++}_${randomBytes(4).toString('hex')}`));
  if (time) sentAt.set(body, performance.now());
  const res = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(SECRET, raw) }, body: raw });
  await res.arrayBuffer();
  return res.ok;
}

// Every customer's first message starts their conversation; the agent follows them all before timing.
const psids = Array.from({ length: CUSTOMERS }, (_, i) => `${9000000 + i}`);
for (let i = 0; i < psids.length; i += 50) await Promise.all(psids.slice(i, i + 50).map((p) => post(p, `hello ${p}`, false)));
const until = Date.now() + 10_000;
while (followed.size < CUSTOMERS && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
await new Promise((r) => setTimeout(r, 500));
console.log(`warm-up: ${CUSTOMERS} conversations, ${followed.size} followed by the agent`);

if (SERIAL > 0) {
  const before = statements;
  const times: number[] = [];
  for (let i = 0; i < SERIAL; i++) {
    const t0 = performance.now();
    await post(psids[i % CUSTOMERS], `serial-${i}`, false);
    times.push(performance.now() - t0);
  }
  await new Promise((r) => setTimeout(r, 300));
  const s = summarise(times);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `load ${load} · serial: ${SERIAL} webhooks one at a time, ${((statements - before) / SERIAL).toFixed(2)} statements per webhook, p50 ${ms(s.p50)} p90 ${ms(s.p90)}`,
  );
}

const TICK_MS = 10;
for (const rate of RATES) {
  samples.length = 0;
  sentAt.clear();
  let ok = 0;
  let failed = 0;
  const inflight: Promise<void>[] = [];
  const started = performance.now();
  const total = rate * SECONDS;
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; sent < due; sent++) {
      const body = `r${rate}-${sent}`;
      inflight.push(
        post(psids[sent % CUSTOMERS], body, true).then(
          (good) => void (good ? ok++ : failed++),
          () => void failed++,
        ),
      );
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  const waitUntil = Date.now() + 3000;
  while (sentAt.size > 0 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  const s = summarise(samples);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `load ${load} on ${cpus().length} cores · offered ${rate}/s: accepted ${(ok / elapsed).toFixed(0)}/s (${ok} ok, ${failed} failed) · POST→agent socket p50 ${ms(s.p50)} p90 ${ms(s.p90)} p99 ${ms(s.p99)} max ${ms(s.max)} · ${sentAt.size} not seen`,
  );
}

socket.disconnect();
await app.close();
await handle.close();
await graph.close();
