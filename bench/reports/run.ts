// bench/reports: the 30-day dashboard (GET /api/reports/summary) over a company with ROWS
// interactions in its last 90 days, on PGlite or (PG_ADMIN_URL) a fresh PostgreSQL database.
// Prints the time to seed, p50/p99 per request with no hour rolled up (the interactions alone), the
// time to roll up every hour (the backfill), and p50/p99 per request then. Not a pass/fail test.
// Goal: p99 ≤ 300 ms at 1,000,000 on PostgreSQL.
//   npx tsx bench/reports/run.ts            (ROWS=100000 RUNS=20 STALE_RUNS=5)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '../../contracts';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb } from '../../server/db/client';
import { channels, users } from '../../server/db/schema';
import { createSession } from '../../server/domain/auth/sessions';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { refreshAllReportRollups } from '../../server/domain/reports/rollup-refresh';
import { seedDemoHistory } from '../../server/seed/history';
import { freshPgDatabase } from '../../tests/server/helper';
import { directSummary } from '../../tests/server/report-direct';
import { ms, summarise } from '../chat-latency/stats';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 20);
const STALE_RUNS = Number(process.env.STALE_RUNS ?? 5);
const fresh = process.env.PG_ADMIN_URL ? await freshPgDatabase(process.env.PG_ADMIN_URL, 'cc_reports') : undefined;
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: '/tmp/cc-bench-unused', SESSION_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'error' }),
  databaseUrl: fresh?.url ?? '',
  consoleDir: '/nonexistent-console',
  seedDemo: false,
  // The bench refreshes the rollups itself, timed, after seeding.
  reportRefreshMs: 0,
};
const handle = await openDb({ databaseUrl: fresh?.url ?? '', dataDir: 'memory://' });
const app = await buildApp(config, handle, { logger: false });
await app.ready();
const db = handle.db;
const { company, owner } = await createCompanyWithOwner(db, { name: 'Reports bench' }, { email: `owner.${Date.now()}@bench.local`, firstName: 'Owner' });
const [manager, agent] = await db
  .insert(users)
  .values([
    { companyId: company.id, email: `m.${Date.now()}@bench.local`, firstName: 'M', role: 'manager' },
    { companyId: company.id, email: `a.${Date.now()}@bench.local`, firstName: 'A', role: 'agent' },
  ])
  .returning({ id: users.id });
const made = await db
  .insert(channels)
  .values([
    { companyId: company.id, type: 'webchat', name: 'Web' },
    { companyId: company.id, type: 'email', name: 'Mail' },
    { companyId: company.id, type: 'viber', name: 'Viber' },
  ])
  .returning();
const t0 = performance.now();
await seedDemoHistory(
  db,
  company.id,
  made.map((c) => c.id),
  { adminId: owner.id, managerId: manager.id, agentId: agent.id },
  config.companyTimeZone,
  Math.ceil(ROWS / 90),
  false,
);
const seeded = (performance.now() - t0) / 1000;
const { token } = await createSession(db, owner.id, { ip: '127.0.0.1', userAgent: 'bench' });
const cookie = `${SESSION_COOKIE}=${app.signCookie(token)}`;
const to = new Date();
const from = new Date(to.getTime() - 30 * 86_400_000);
const url = `/api/reports/summary?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() })}`;
async function measure(runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    if (i >= 2) samples.push(performance.now() - start); // two warm-up requests
  }
  return summarise(samples);
}
await db.execute(sql`vacuum analyze interactions`);
// Every hour still listed as changed: the report reads the interactions alone. Beside it, the
// report as it was computed before the rollups (exact percentiles over the rows, the tests' reference).
const stale = await measure(STALE_RUNS);
const direct: number[] = [];
for (let i = 0; i < STALE_RUNS; i++) {
  const start = performance.now();
  await directSummary(db, company.id, { from: from.toISOString(), to: to.toISOString() }, config.companyTimeZone);
  direct.push(performance.now() - start);
}
const d = summarise(direct);
const t1 = performance.now();
const hours = await refreshAllReportRollups(db, 48);
const rolled = (performance.now() - t1) / 1000;
await db.execute(sql`vacuum analyze report_hours`);
await db.execute(sql`vacuum analyze report_dirty`);
const s = await measure(RUNS);
console.log(
  `reports: ${ROWS.toLocaleString('en')} interactions over 90 days, ${handle.kind}; seeded in ${seeded.toFixed(1)} s; ${hours} hours rolled up in ${rolled.toFixed(1)} s`,
);
console.log(`  30-day summary computed from the rows as before the rollups (in process, no HTTP): n=${d.count} p50 ${ms(d.p50)} p99 ${ms(d.p99)}`);
console.log(`  30-day summary, no hour rolled up: n=${stale.count} p50 ${ms(stale.p50)} p99 ${ms(stale.p99)} max ${ms(stale.max)}`);
console.log(`  30-day summary: n=${s.count} p50 ${ms(s.p50)} p99 ${ms(s.p99)} max ${ms(s.max)}`);
await app.close();
await handle.close();
await fresh?.drop();
process.exit(0);
