// bench/answers latency: how long a customer waits for the virtual agent's answer, end to end over
// real sockets: a widget sends a question, the server stores it, the agent answers (retrieval over
// the demo knowledge, Q&A or passage, else a "not understood"), the reply is stored and reaches the
// widget. CONCURRENCY conversations open at once, each asking ROUNDS questions, a customer's
// reading-and-typing pause of THINK_MS (random up to the value; the first question too, so the
// conversations do not all start in the same millisecond) before each. THINK_MS=0 is a burst:
// every conversation asks at the same instant. A conversation the agent hands over stops asking.
// PGlite in memory, or with `--db postgres` (or DB=postgres) a scratch database made on the
// PostgreSQL server of PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres unless given) and
// dropped at the end: the same code path without the embedded database's one session. TALLY=1
// prints the statements by text (count, time from being sent to answered). Prints figures; not a test.
//   npx tsx bench/answers/latency.ts [--db postgres]   (CONCURRENCY=200 ROUNDS=3 THINK_MS=4000)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { VISITOR_EVENT, VISITOR_NAMESPACE, VISITOR_PROTOCOL_VERSION, type VisitorServerMessage } from '../../contracts';
import { buildApp } from '../../server/app';
import { DEFAULT_WEBCHAT_LIMITS, loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { channels, virtualAgentChannels, webchats } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { insertAgent } from '../../server/domain/virtual-agents/hire-agent';
import { seedDemoKnowledge } from '../../server/seed/demo-knowledge';
import { ms, summarise } from '../chat-latency/stats';
import { freshPgDatabase } from '../../tests/server/pg-database';
import { QUESTIONS } from './questions';
import { statementTally } from './statement-tally';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const THINK_MS = Number(process.env.THINK_MS ?? 4000);
/** A reply not there after this long is counted as lost (a failed turn; DEBUG_LOG=1 shows the server's warnings). */
const LOST_MS = Number(process.env.LOST_MS ?? 120_000);
const dbArg = process.argv.indexOf('--db');
const DB = (dbArg > 0 ? process.argv[dbArg + 1] : process.env.DB) ?? 'pglite';
if (DB !== 'pglite' && DB !== 'postgres') throw new Error(`--db pglite or postgres, not ${DB}`);
const tally = process.env.TALLY ? statementTally() : undefined;
const pause = () => new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-bench-unused', SESSION_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'error' }),
  databaseUrl: '',
  consoleDir: '/nonexistent-console',
  seedDemo: false,
  webchatLimits: { ...DEFAULT_WEBCHAT_LIMITS, addressMessages: Infinity, addressEvents: Infinity, addressChats: Infinity, widgetChats: Infinity },
};
const fresh = DB === 'postgres' ? await freshPgDatabase(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'cc_answers_latency') : undefined;
const handle = await openDb({ databaseUrl: fresh?.url ?? '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: process.env.DEBUG_LOG ? { level: 'warn' } : false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const db = handle.db;

const { company, owner } = await createCompanyWithOwner(db, { name: 'Bench shop' }, { email: `bench.${Date.now()}@bench.local`, firstName: 'B' });
const [channel] = await db.insert(channels).values({ companyId: company.id, type: 'webchat', name: 'Bench web chat' }).returning();
const domain = 'bench-shop.mn';
const widgetKey = `bench-${randomBytes(6).toString('hex')}`;
await db.insert(webchats).values({ companyId: company.id, channelId: channel.id, domain, name: 'Bench', widgetKey });
const bot = await insertAgent(db, company.id, { name: 'Bench bot', avatar: 'robot', kind: 'virtual_social_agent', is_primary: true });
await db.insert(virtualAgentChannels).values({ agentUserId: bot, channelId: channel.id, companyId: company.id });
await seedDemoKnowledge(db, company.id, owner.id, bot);

interface Visitor {
  socket: Socket;
  /** Resolves at the next bot message (its body). */
  next(): Promise<string>;
}
async function visitor(lang: 'mn' | 'en'): Promise<Visitor> {
  const socket = io(origin + VISITOR_NAMESPACE, {
    transports: ['websocket'],
    extraHeaders: { origin: `https://${domain}` },
    auth: { v: VISITOR_PROTOCOL_VERSION, key: widgetKey, locale: lang },
    reconnection: false,
    forceNew: true,
  });
  const waiting: ((body: string) => void)[] = [];
  let welcomed: () => void;
  const welcome = new Promise<void>((r) => (welcomed = r));
  socket.on(VISITOR_EVENT, (m: VisitorServerMessage) => {
    if (m.type === 'welcome') welcomed();
    if (m.type === 'message.created' && m.message.author === 'bot') waiting.shift()?.(m.message.body);
  });
  await welcome;
  return {
    socket,
    next: () =>
      new Promise<string>((r) => {
        const timer = setTimeout(() => r(''), LOST_MS);
        waiting.push((body) => {
          clearTimeout(timer);
          r(body);
        });
      }),
  };
}

const handoverText = new Set(['Таныг ажилтантай холбож байна. Түр хүлээнэ үү.', 'I am connecting you with a person. Please wait a moment.']);
const notUnderstood = new Set(['Уучлаарай, ойлгосонгүй. Өөрөөр асууж болох уу?', 'Sorry, I did not understand that. Could you ask it another way?']);
const samples: number[] = [];
let answered = 0;
let failed = 0;
let handedOver = 0;
let lost = 0;

async function conversation(i: number) {
  const first = QUESTIONS[i % QUESTIONS.length];
  const v = await visitor(first.lang);
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const q = QUESTIONS[(i * 7 + r * 31) % QUESTIONS.length];
      if (THINK_MS) await pause();
      const reply = v.next();
      const t0 = performance.now();
      v.socket.emit(VISITOR_EVENT, { type: 'message.send', client_id: `bench-${i}-${r}-${randomBytes(3).toString('hex')}`, body: q.q });
      const body = await reply;
      if (body === '') {
        lost++;
        return;
      }
      samples.push(performance.now() - t0);
      if (handoverText.has(body)) {
        handedOver++;
        return;
      }
      if (notUnderstood.has(body)) failed++;
      else answered++;
    }
  } finally {
    v.socket.disconnect();
  }
}

// Warm-up: a few conversations one after another (plans, caches).
for (let i = 0; i < 5; i++) await conversation(10_000 + i);
samples.length = 0;
answered = failed = handedOver = lost = 0;

tally?.start();
const t0 = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => conversation(i)));
const wall = performance.now() - t0;
tally?.stop();
const s = summarise(samples);
console.log(
  `answer latency, ${CONCURRENCY} concurrent conversations × up to ${ROUNDS} questions, pauses up to ${THINK_MS} ms (${handle.kind}), send → bot reply at the widget:`,
);
console.log(
  `  replies ${s.count} in ${(wall / 1000).toFixed(1)} s: answered ${answered}, not understood ${failed}, handed over ${handedOver}${lost ? `; LOST ${lost} (no reply in ${LOST_MS} ms)` : ''}`,
);
console.log(`  p50 ${ms(s.p50)}  p90 ${ms(s.p90)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`);
// The machine may be shared: the figures mean little without how busy it was.
console.log(
  `  load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
);
if (tally) {
  console.log(`  statements ${tally.count()} (${(tally.count() / samples.length).toFixed(1)} a reply), the heaviest in all:`);
  tally.print();
}
await app.close();
await handle.close();
await fresh?.drop();
process.exit(0);
