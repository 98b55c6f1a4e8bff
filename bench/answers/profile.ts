// bench/answers profile: where one retrieval's time goes on the demo knowledge (PGlite in memory,
// or PostgreSQL with PG_ADMIN_URL): spelling corrections, the SQL, scoring; and the query plan.
// Prints figures and the load average (the machine is shared); not a test.
//   npx tsx bench/answers/profile.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDb } from '../../server/db/client';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { retrieve } from '../../server/domain/knowledge/retrieve';
import { orQuery, normalize, stemsOf } from '../../server/domain/knowledge/search-text';
import { corrections } from '../../server/domain/knowledge/vocabulary';
import { seedDemoKnowledge } from '../../server/seed/demo-knowledge';
import { freshPgDatabase } from '../../tests/server/helper';
import { ms, summarise } from '../chat-latency/stats';
import { QUESTIONS } from './questions';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const fresh = process.env.PG_ADMIN_URL ? await freshPgDatabase(process.env.PG_ADMIN_URL, 'cc_answers_profile') : undefined;
const handle = await openDb({ databaseUrl: fresh?.url ?? '', dataDir: 'memory://' });
const db = handle.db;
const { company, owner } = await createCompanyWithOwner(
  db,
  { name: 'Profile shop' },
  { email: `p.${Date.now()}@test.mn`, password: 'bench-pass-1', firstName: 'P', lastName: 'P' },
);
await seedDemoKnowledge(db, company.id, owner.id);
const counts = await db.execute<{ qa: number; passages: number }>(
  sql`select (select count(*) from knowledge_qa where company_id = ${company.id})::int as qa, (select count(*) from knowledge_passages where company_id = ${company.id})::int as passages`,
);
console.log(
  `${handle.kind}: ${JSON.stringify((counts as unknown as { rows: unknown[] }).rows[0])}  load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const corr: number[] = [];
const total: number[] = [];
for (const q of QUESTIONS) await retrieve(db, company.id, q.q); // warm-up
for (let r = 0; r < ROUNDS; r++)
  for (const q of QUESTIONS) {
    const t0 = performance.now();
    await corrections(db, company.id, stemsOf(q.q).slice(0, 24));
    const t1 = performance.now();
    await retrieve(db, company.id, q.q);
    corr.push(t1 - t0);
    total.push(performance.now() - t1);
  }
const c = summarise(corr);
const t = summarise(total);
console.log(`corrections alone: p50 ${ms(c.p50)}  p99 ${ms(c.p99)}`);
console.log(`retrieve (whole):  p50 ${ms(t.p50)}  p99 ${ms(t.p99)}  (n=${t.count})`);

// The plan of the passage half for a typical and a misspelled question.
for (const q of ['Хүргэлт хэдэн цагт ирэх вэ?', 'delivry tiem']) {
  const stems = stemsOf(q).slice(0, 24);
  const tsq = orQuery(stems, await corrections(db, company.id, stems));
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze
    select p.id, word_similarity(${normalize(q)}, p.norm) as sim from knowledge_passages p
      join knowledge_files f on f.id = p.file_id
     where p.company_id = ${company.id} and f.status = 'published'
       and (p.tsv @@ to_tsquery('simple', ${tsq}) or ${normalize(q)} <% p.norm)
     order by ts_rank(p.tsv, to_tsquery('simple', ${tsq})) + word_similarity(${normalize(q)}, p.norm) desc limit 40`);
  const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  console.log(`\nplan for "${q}":\n${lines.join('\n')}`);
}
await handle.close();
await fresh?.drop();
