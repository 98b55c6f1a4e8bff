// The real server for bench/chat-latency: PGlite in memory, companies with agents (sessions made
// directly, no argon2 per agent) and a web chat each. Reports its port and the handshake data over IPC.
// BENCH_DATABASE_URL: PostgreSQL instead; BENCH_REDIS_URL: the Redis adapter (several processes);
// BENCH_SEED=0: a further process of the same cluster, which makes no companies (BENCH_SESSION_SECRET
// the same in all, so each reads the others' cookies).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { DEFAULT_WEBCHAT_LIMITS, loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { channels, users, webchats } from '../../server/db/schema';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { createSession } from '../../server/domain/auth/sessions';
import { SESSION_COOKIE } from '../../contracts';
import { tuneHeapForLiveTraffic } from '../../server/lib/heap-tuning';
import { logCollections } from './gc-log';
import { heapSampler } from './heap-sampling';
import { heapReporter, loopReporter, split, type BenchCompany, type ChildMessage, type ParentMessage } from './protocol';

// As server/main.ts does.
tuneHeapForLiveTraffic();
logCollections('server');
const shape = JSON.parse(process.env.BENCH_SHAPE!) as Parameters<typeof split>[0];
const send = (m: ChildMessage) => process.send!(m);

const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: '/tmp/cc-bench-unused',
    SESSION_SECRET: process.env.BENCH_SESSION_SECRET || randomBytes(24).toString('hex'),
    LOG_LEVEL: 'error',
  }),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
  redisUrl: process.env.BENCH_REDIS_URL ?? '',
  consoleDir: '/nonexistent-console',
  seedDemo: false,
  // Thousands of visitors from one address, opening hundreds of chats a second: only the limits
  // per visitor stay, as in production.
  webchatLimits: { ...DEFAULT_WEBCHAT_LIMITS, addressMessages: Infinity, addressEvents: Infinity, addressChats: Infinity, widgetChats: Infinity },
};
const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
const db = handle.db;

const companies: BenchCompany[] = [];
for (const [i, part] of (process.env.BENCH_SEED === '0' ? [] : split(shape)).entries()) {
  const tag = `c${i}`;
  const { company } = await createCompanyWithOwner(db, { name: `Bench ${tag}` }, { email: `owner.${tag}@bench.local`, firstName: 'Owner' });
  const capacity = Math.max(1, Math.ceil(part.visitors / Math.max(1, part.agents)));
  const agentRows = await db
    .insert(users)
    .values(
      Array.from({ length: part.agents }, (_, a) => ({
        companyId: company.id,
        email: `agent${a}.${tag}@bench.local`,
        firstName: `Agent${a}`,
        role: 'agent',
        chatCapacity: capacity,
      })),
    )
    .returning({ id: users.id });
  const agents = [];
  for (const a of agentRows) {
    const { token } = await createSession(db, a.id, { ip: '127.0.0.1', userAgent: 'bench' });
    agents.push({ cookie: `${SESSION_COOKIE}=${app.signCookie(token)}` });
  }
  const [channel] = await db
    .insert(channels)
    .values({ companyId: company.id, type: 'webchat', name: `Bench ${tag} web chat` })
    .returning();
  const domain = `${tag}.bench.local`;
  const widgetKey = `bench-${tag}-${randomBytes(6).toString('hex')}`;
  await db.insert(webchats).values({ companyId: company.id, channelId: channel.id, domain, name: `Bench ${tag}`, widgetKey });
  companies.push({ origin: `http://${domain}`, widgetKey, agents });
}

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const reportHeap = heapReporter(send);
const reportLoop = loopReporter(send);
const sampleHeap = heapSampler(process.env.BENCH_HEAP_PROFILE, process.env.BENCH_HEAP_PROFILE_ALL === '1');
process.on('message', (m: ParentMessage) => {
  if (m.type === 'heap') reportHeap();
  if (m.type === 'loop') {
    reportLoop(m.start);
    void sampleHeap(m.start);
  }
  if (m.type === 'stop')
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
});
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, companies });
