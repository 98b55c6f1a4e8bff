// `npm run bench:append -- [--companies 100] [--open 40] [--batch 1,10,100] [--rounds 50] [--postgres URL]`
//
// The database side of the live-message path on its own: the message writer, whose one statement per
// batch is append_messages (migrations 0009–0012), on PGlite in memory, or on the PostgreSQL database at
// --postgres (it must be empty: migrations run there). Each company gets --open open conversations
// with an owner and a read mark; each batch carries messages to different conversations, as at the
// chat benchmark's load. Prints the time a message costs for each batch size, in all and on the
// event loop, and the pages one more message reads. No sockets, so the figures move only with the
// statement.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb } from '../server/db/client';
import { createCompanyWithOwner } from '../server/domain/companies/create-company';
import { createMessageWriter } from '../server/domain/interactions/message-writer';

const { values: flags } = parseArgs({
  options: {
    companies: { type: 'string', default: '100' },
    open: { type: 'string', default: '40' },
    batch: { type: 'string', default: '1,10,100' },
    rounds: { type: 'string', default: '50' },
    postgres: { type: 'string', default: '' },
  },
});
const log = (s: string) => process.stdout.write(`${s}\n`);

const handle = await openDb({ databaseUrl: flags.postgres, dataDir: 'memory://' });
const { db } = handle;
const targets: { interaction: number; company: number }[] = [];
for (let c = 0; c < Number(flags.companies); c++) {
  const { company, owner } = await createCompanyWithOwner(db, { name: `Bench ${c}` }, { email: `owner${c}@bench.local`, firstName: 'Owner' });
  const rows = (await db.execute(sql`
    insert into interactions (company_id, owner_user_id, status, stage)
    select ${company.id}, ${owner.id}, 'open', 'agent' from generate_series(1, ${Number(flags.open)})
    returning id
  `)) as unknown as { rows: { id: number }[] };
  for (const r of rows.rows) targets.push({ interaction: Number(r.id), company: company.id });
}
await db.execute(sql`insert into interaction_reads (interaction_id, user_id) select id, owner_user_id from interactions`);
// Shuffled, so a batch spreads over companies as live traffic does.
for (let i = targets.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [targets[i], targets[j]] = [targets[j], targets[i]];
}

const writer = createMessageWriter(db);
const body = 'Сайн байна уу, захиалгын талаар асуух зүйл байна.';
let next = 0;
let sent = 0;
/** `size` messages to different conversations, sent in one turn of the event loop: one batch. */
function call(size: number) {
  return Promise.all(
    Array.from({ length: size }, () => {
      const { interaction, company } = targets[next++ % targets.length];
      return writer.append({ companyId: company, interactionId: interaction, clientId: `bench-${sent++}`, authorType: 'contact', authorUserId: null, body });
    }),
  );
}

log(`append_messages on ${flags.postgres ? 'PostgreSQL' : 'PGlite'}: ${flags.companies} companies × ${flags.open} open conversations`);
log('| messages per batch | per message | per batch | main thread per message |');
log('|---|---|---|---|');
for (const size of flags.batch.split(',').map(Number)) {
  const rounds = Number(flags.rounds);
  for (let r = 0; r < Math.ceil(rounds / 5); r++) await call(size);
  const started = performance.now();
  // The statement runs on the database thread (PGlite) or server; what the event loop spends is
  // building the call and reading its answer, the part that competes with the sockets.
  const loop = performance.eventLoopUtilization();
  for (let r = 0; r < rounds; r++) await call(size);
  const batchMs = (performance.now() - started) / rounds;
  const mainMs = performance.eventLoopUtilization(loop).active / rounds;
  const perMessage = (msPerBatch: number) => `${((msPerBatch * 1000) / size).toFixed(0)} µs`;
  log(`| ${size} | ${perMessage(batchMs)} | ${batchMs.toFixed(2)} ms | ${perMessage(mainMs)} |`);
}
const { interaction, company } = targets[next % targets.length];
const explained = (await db.execute(sql`
  explain (analyze, buffers, format json)
  select * from append_messages(array[${interaction}]::int[], array[${company}]::int[], array['bench-explain']::text[], array['contact']::text[], array[null]::int[], array[${body}]::text[])
`)) as unknown as {
  rows: { 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }[];
};
const plan = explained.rows[0]['QUERY PLAN'][0].Plan;
log(`pages read by one more message: ${plan['Shared Hit Blocks'] + plan['Shared Read Blocks']}`);
await handle.close();
