import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from '../../server/db/pglite-thread';

const EVERY_MS = 150;

// The embedded database has no autovacuum: its thread vacuums and analyzes every table itself.
let t: PgliteThread;
beforeAll(async () => {
  t = await startPgliteThread(undefined, 4, { maintenanceMs: EVERY_MS });
});
afterAll(() => t.close());

const statsOf = async (table: string) =>
  (
    await t.pool.query<{ dead: number; live: number; vacuumed: boolean; analyzed: boolean }>(
      `select n_dead_tup::int as dead, n_live_tup::int as live, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
       from pg_stat_user_tables where relname = $1`,
      [table],
    )
  ).rows[0];

/** The table's figures once a pass has vacuumed it, and analyzed it when asked (only VACUUM and ANALYZE set last_vacuum and last_analyze). */
async function vacuumed(table: string, analyzed = false) {
  const end = Date.now() + 20_000;
  for (;;) {
    const s = await statsOf(table);
    if (s?.vacuumed && (s.analyzed || !analyzed)) return s;
    if (Date.now() > end) throw new Error(`${table} was not vacuumed: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the embedded database kept in shape', () => {
  it('clears the rows that updates and deletes leave behind, and gathers statistics', async () => {
    await t.pool.query('create table notes (id int primary key, body text)');
    await t.pool.query(`insert into notes select g, 'note ' || g from generate_series(1, 2000) g`);
    await t.pool.query(`update notes set body = body || '!'`);
    await t.pool.query('delete from notes where id > 1000');
    expect(await vacuumed('notes', true)).toMatchObject({ dead: 0, live: 1000 });
    // The catalogs too: the oldest unfrozen row of any table holds back the whole database.
    const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_sys_tables where schemaname = 'pg_catalog' and last_vacuum is not null`);
    expect(rows[0].n).toBeGreaterThan(10);
  });

  it('never runs inside a transaction, which goes on unharmed while a pass is due, and vacuums after it', async () => {
    await t.pool.query('create table held (id int primary key)');
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into held values (1)');
      await new Promise((r) => setTimeout(r, EVERY_MS * 4));
      // Still the same transaction: a VACUUM between its statements would have failed or ended it.
      await client.query('insert into held values (2)');
      expect((await client.query('select count(*)::int as n from held')).rows[0].n).toBe(2);
      await client.query('commit');
    } finally {
      client.release();
    }
    await vacuumed('held');
  });
});
