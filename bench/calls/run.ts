// bench/calls: SIPp through Kamailio into the product. AGENTS phones (one SIPp answering as all of
// them, registered with the digest credentials our server issued) take calls to one line while a
// SIPp caller places RATE new calls a second, at most LIMIT at once, for SECONDS; each call talks
// HOLD_MS and the caller hangs up; the bench closes each call's conversation once it ended (the
// agent's wrap-up), so the agent is offered the next. Prints calls completed, call events received,
// stored and lost (expected 4 a call: attempt, ringing, answered, ended), each event's time from
// arrival to stored and published (conversation line, list change, wall-screen touch), and our
// server's CPU per call. Not a pass/fail test. Goals: 0 events lost, p99 ≤ 250 ms.
//   npx tsx bench/calls/run.ts        (RATE=5 LIMIT=50 DURATION_S=60 AGENTS=60 HOLD_MS=8000)
// PORT_BASE=n moves its seven ports to n…n+6 (SIP, WebSocket, evapi, our hook, phones, register,
// callers), so it runs beside tests that hold the defaults.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { callEvents, callLines, calls, interactions, users } from '../../server/db/schema';
import { createCompanyWithOwner, createUser } from '../../server/domain/companies/create-company';
import { applyInteractionEvent } from '../../server/domain/interactions/apply-event';
import { issueCredentials } from '../../server/telephony/credentials';
import { startKamailio } from '../../server/telephony/launcher';
import { telephonyObservers } from '../../server/telephony/service';
import { telephonySettings } from '../../server/telephony/settings';
import { ms, summarise } from '../chat-latency/stats';

const RATE = Number(process.env.RATE ?? 5);
const LIMIT = Number(process.env.LIMIT ?? 50);
const SECONDS = Number(process.env.DURATION_S ?? 60);
const AGENTS = Number(process.env.AGENTS ?? 60);
const HOLD_MS = Number(process.env.HOLD_MS ?? 8000);
const BASE = process.env.PORT_BASE ? Number(process.env.PORT_BASE) : null;
const port = (offset: number, fallback: number) => (BASE === null ? fallback : BASE + offset);
const HOOK_PORT = port(3, 3264);
const [PHONES_PORT, REGISTER_PORT, CALLERS_PORT] = [port(4, 15062), port(5, 15071), port(6, 15063)];
const LINE = '70005000';
const dir = mkdtempSync(join(tmpdir(), 'cc-bench-calls-'));
const scenarios = join(import.meta.dirname, '..', '..', 'tests', 'sip');

const settings = telephonySettings(
  { SIP_PORT: String(port(0, 15060)), SIP_WS_PORT: String(port(1, 18088)), SIP_EVAPI_PORT: String(port(2, 18448)), SIP_QUEUE_POLL_S: '1', SIP_RUN_DIR: dir },
  dir,
);
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dir, SESSION_SECRET: 'bench-secret-'.padEnd(40, 'x'), LOG_LEVEL: 'error' }),
  consoleDir: '/nonexistent',
  telephony: settings,
};
const handle = await openDb({ databaseUrl: '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
await app.listen({ port: HOOK_PORT, host: '127.0.0.1' });
const kamailio = await startKamailio(settings, `http://127.0.0.1:${HOOK_PORT}/api/telephony/kamailio`);
const db = handle.db;

const { company } = await createCompanyWithOwner(db, { name: 'Bench calls' }, { email: `owner.${Date.now()}@bench.mn`, password: 'bench-pass-1' });
await db.insert(callLines).values({ companyId: company.id, number: LINE });
const creds: [string, string][] = [];
for (let i = 0; i < AGENTS; i++) {
  const u = await createUser(db, company.id, { email: `a${i}.${Date.now()}@bench.mn`, password: 'bench-pass-1', role: 'agent', firstName: `A${i}`, lastName: 'Bench' });
  await db
    .update(users)
    .set({ extension: String(100 + i), line: LINE })
    .where(eq(users.id, u.id));
  const c = await issueCredentials(db, u.id, settings.realm);
  creds.push([c.sipUser, c.password]);
}

const sipp = (args: string[]) => {
  const child = spawn('sipp', [`127.0.0.1:${settings.sipPort}`, '-i', '127.0.0.1', '-nostdin', '-nd', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return { child, done: new Promise<string>((r) => child.once('exit', () => r(out))) };
};
const phones = sipp(['-sf', join(scenarios, 'agent-uas.xml'), '-p', String(PHONES_PORT), '-default_behaviors', 'all,-abortunexp']);
// Every agent's phone registers (digest) with its Contact at the one answering SIPp.
for (const [user, password] of creds) {
  const args = [
    '-sf',
    join(scenarios, 'register.xml'),
    '-p',
    String(REGISTER_PORT),
    '-m',
    '1',
    '-timeout',
    '10s',
    '-key',
    'user',
    user,
    '-key',
    'cport',
    String(PHONES_PORT),
  ];
  await sipp([...args, '-key', 'expires', '3600', '-au', user, '-ap', password]).done;
}
console.error(`${AGENTS} phones registered`);
while (!app.telephony!.connected()) await new Promise((r) => setTimeout(r, 100));

// The agents' wrap-up: a call's conversation is closed as soon as the call ended.
const wrapUp = setInterval(async () => {
  const ended = await db
    .select({ id: interactions.id })
    .from(interactions)
    .innerJoin(calls, eq(calls.interactionId, interactions.id))
    .where(and(eq(interactions.status, 'open'), inArray(calls.state, ['ended'])));
  for (const e of ended) await applyInteractionEvent(db, company.id, e.id, { type: 'interaction.close', subject: 'bench' }, null).catch(() => {});
}, 200);

const latencies: number[] = [];
telephonyObservers.add((t) => latencies.push(t));
const cpu0 = process.cpuUsage();
const started = performance.now();
const callers = sipp([
  ...['-sf', join(scenarios, 'caller.xml'), '-p', String(CALLERS_PORT), '-s', LINE, '-key', 'user', '99112233'],
  ...['-r', String(RATE), '-l', String(LIMIT), '-m', String(RATE * SECONDS), '-d', String(HOLD_MS), '-default_behaviors', 'all,-abortunexp'],
]);
const out = await callers.done;
const wall = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 2000));
await app.telephony!.settled();
const cpu = process.cpuUsage(cpu0);
clearInterval(wrapUp);

const field = (name: string) => Number(new RegExp(`${name}\\s*\\|\\s*\\d+\\s*\\|\\s*(\\d+)`).exec(out)?.[1] ?? NaN);
const [{ n: callRows }] = await db.select({ n: count() }).from(calls);
const [{ n: stored }] = await db.select({ n: count() }).from(callEvents);
const ended = (await db.select({ n: count() }).from(calls).where(eq(calls.state, 'ended')))[0].n;
const s = summarise(latencies);
console.log(`calls: ${RATE}/s, at most ${LIMIT} at once, ${SECONDS} s of arrivals, ${HOLD_MS} ms each, ${AGENTS} agents; ${wall.toFixed(1)} s in all`);
console.log(`SIPp: ${field('Successful call')} successful, ${field('Failed call')} failed of ${RATE * SECONDS}`);
console.log(`calls stored: ${callRows}, ended: ${ended}`);
console.log(
  `events received: ${app.telephony!.counts.received}, stored: ${stored}, lost (expected 4 a stored call): ${Math.max(0, Number(callRows) * 4 - Number(stored))}`,
);
console.log(`event → stored and published: p50 ${ms(s.p50)}, p90 ${ms(s.p90)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${s.count} events)`);
console.log(
  `our server's CPU: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, ${((cpu.user + cpu.system) / 1000 / Math.max(1, Number(callRows))).toFixed(1)} ms a call`,
);

phones.child.kill();
await kamailio.stop();
await app.close();
await handle.close();
process.exit(0);
