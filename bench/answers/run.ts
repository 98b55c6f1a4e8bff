// bench/answers: retrieval quality and latency over the demo shop's knowledge (mn + en).
// hit@1 / hit@3: the expected article (or a Q&A of it), in the question's language, is first /
// among the first three. Latency of retrieve() alone, one at a time and CONCURRENCY at once, on
// PGlite (or PG_ADMIN_URL: a fresh PostgreSQL database). Prints figures; not a pass/fail test.
//   npx tsx bench/answers/run.ts            (CONCURRENCY=200 ROUNDS=3)
import { performance } from 'node:perf_hooks';
import { openDb } from '../../server/db/client';
import { createCompanyWithOwner } from '../../server/domain/companies/create-company';
import { retrieve, type RetrievalHit } from '../../server/domain/knowledge/retrieve';
import { seedDemoKnowledge } from '../../server/seed/demo-knowledge';
import { DEMO_ARTICLES } from '../../server/seed/demo-knowledge-data';
import { freshPgDatabase } from '../../tests/server/helper';
import { ms, summarise } from '../chat-latency/stats';
import { QUESTIONS } from './questions';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const fresh = process.env.PG_ADMIN_URL ? await freshPgDatabase(process.env.PG_ADMIN_URL, 'cc_answers') : undefined;
const handle = await openDb({ databaseUrl: fresh?.url ?? '', dataDir: 'memory://' });
const db = handle.db;
const { company, owner } = await createCompanyWithOwner(
  db,
  { name: 'Bench shop' },
  { email: `bench.${Date.now()}@test.mn`, password: 'bench-pass-1', firstName: 'B', lastName: 'B' },
);
await seedDemoKnowledge(db, company.id, owner.id);

const titleOf = (topic: string, lang: string) => DEMO_ARTICLES.find((a) => a.topic === topic && a.lang === lang)!.title;
const right = (h: RetrievalHit, want: string) => h.sourceTitle === want;

// Quality (and warm-up).
const byKind = new Map<string, { n: number; h1: number; h3: number }>();
const misses: string[] = [];
let h1 = 0;
let h3 = 0;
for (const q of QUESTIONS) {
  const want = titleOf(q.topic, q.lang);
  const hits = await retrieve(db, company.id, q.q, { limit: 3 });
  const one = hits.length > 0 && right(hits[0], want);
  const three = hits.some((h) => right(h, want));
  h1 += one ? 1 : 0;
  h3 += three ? 1 : 0;
  for (const key of [q.kind, q.lang]) {
    const k = byKind.get(key) ?? { n: 0, h1: 0, h3: 0 };
    k.n++;
    k.h1 += one ? 1 : 0;
    k.h3 += three ? 1 : 0;
    byKind.set(key, k);
  }
  if (!one) misses.push(`  ${three ? 'top3' : 'MISS'} [${q.lang} ${q.kind}] ${q.q} → ${hits[0] ? `${hits[0].sourceTitle} (${hits[0].score})` : 'nothing'}`);
}
const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1)}%`;
console.log(`questions: ${QUESTIONS.length} (${handle.kind})`);
console.log(`hit@1 ${pct(h1, QUESTIONS.length)}  hit@3 ${pct(h3, QUESTIONS.length)}`);
for (const [k, v] of byKind) console.log(`  ${k.padEnd(6)} n=${String(v.n).padStart(3)}  hit@1 ${pct(v.h1, v.n)}  hit@3 ${pct(v.h3, v.n)}`);
if (process.env.VERBOSE) console.log(misses.join('\n'));

// Latency, one at a time.
const serial: number[] = [];
for (let r = 0; r < ROUNDS; r++)
  for (const q of QUESTIONS) {
    const t0 = performance.now();
    await retrieve(db, company.id, q.q);
    serial.push(performance.now() - t0);
  }
const s = summarise(serial);
console.log(`retrieve, one at a time (${serial.length}): p50 ${ms(s.p50)}  p99 ${ms(s.p99)}`);

// CONCURRENCY conversations, each asking a question every 2-4 s (a customer reads and types in
// between) for SECONDS: the latency each question sees with the others' questions around it.
const SECONDS = Number(process.env.SECONDS ?? 12);
const talk: number[] = [];
const stopAt = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, i) => {
    await new Promise((r) => setTimeout(r, Math.random() * 3000));
    for (let n = i; performance.now() < stopAt; n += 13) {
      const t0 = performance.now();
      await retrieve(db, company.id, QUESTIONS[n % QUESTIONS.length].q);
      talk.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 2000 + Math.random() * 2000));
    }
  }),
);
const v = summarise(talk);
console.log(
  `retrieve, ${CONCURRENCY} conversations asking every 2-4 s (${talk.length} questions, ${(talk.length / SECONDS).toFixed(0)}/s): p50 ${ms(v.p50)}  p99 ${ms(v.p99)}`,
);

// Worst case: CONCURRENCY questions sent in the same instant.
const concurrent: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      const q = QUESTIONS[(i + r * 7) % QUESTIONS.length];
      const t0 = performance.now();
      await retrieve(db, company.id, q.q);
      concurrent.push(performance.now() - t0);
    }),
  );
}
const c = summarise(concurrent);
console.log(`retrieve, burst of ${CONCURRENCY} at the same instant (${concurrent.length}): p50 ${ms(c.p50)}  p99 ${ms(c.p99)}`);
await handle.close();
await fresh?.drop();
