import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from '../../server/db/pglite-thread';

// The embedded database on its thread, reached by node-postgres: what a client of a real server sees.
let t: PgliteThread;
beforeAll(async () => {
  t = await startPgliteThread(undefined, 4);
  await t.pool.query('create table items (id int primary key, note text)');
});
afterAll(() => t.close());

describe('PGlite on its own thread', () => {
  it('answers many concurrent queries, each its own result', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.pool.query('select $1::int * 2 as v', [i])));
    expect(results.map((r) => r.rows[0].v)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });

  it("creates new WAL segments without writing zeros first, and keeps PGlite's own settings", async () => {
    const show = async (name: string) => (await t.pool.query(`select setting from pg_settings where name = $1`, [name])).rows[0].setting;
    // Zero-filling 16 MB held every statement for ~60 ms each time the log reached a new segment.
    expect(await show('wal_init_zero')).toBe('off');
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
  });

  it('isolates an open transaction: other connections wait for its commit and see all of it or nothing', async () => {
    const a = await t.pool.connect();
    try {
      await a.query('begin');
      await a.query(`insert into items values (1, 'first')`);
      let seen: number | undefined;
      const other = t.pool.query('select count(*)::int as n from items').then((r) => (seen = r.rows[0].n));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toBeUndefined(); // still waiting: the transaction is open
      await a.query(`insert into items values (2, 'second')`);
      await a.query('commit');
      await other;
      expect(seen).toBe(2);
    } finally {
      a.release();
    }
  });

  it('undoes the transaction of a connection that goes away in the middle of it', async () => {
    const a = await t.pool.connect();
    await a.query('begin');
    await a.query(`insert into items values (3, 'never')`);
    a.release(true); // destroys the connection
    const { rows } = await t.pool.query('select count(*)::int as n from items where id = 3');
    expect(rows[0].n).toBe(0);
  });

  it("runs an urgent connection's statement ahead of those waiting, but never inside another's transaction", async () => {
    await t.pool.query('create table runs (n serial primary key, label text)');
    const log = (pool: typeof t.pool, label: string) => pool.query('insert into runs (label) values ($1)', [label]);
    // Every connection made already, as the message writer's stay once made.
    await Promise.all([log(t.urgentPool, 'warm'), ...[1, 2, 3].map(() => log(t.pool, 'warm'))]);
    for (const urgentFirst of [true, false]) {
      await t.pool.query('truncate runs');
      // An open transaction holds the engine: the others wait behind it, in the order they came.
      const a = await t.pool.connect();
      try {
        await a.query('begin');
        await a.query(`insert into runs (label) values ('transaction')`);
        const urgent = urgentFirst ? log(t.urgentPool, 'urgent') : null;
        const waiting = [1, 2, 3].map((n) => log(t.pool, `ordinary ${n}`));
        const all = Promise.all([urgent ?? log(t.urgentPool, 'urgent'), ...waiting]);
        await new Promise((r) => setTimeout(r, 100));
        expect((await a.query('select count(*)::int as n from runs')).rows[0].n).toBe(1);
        await a.query('commit');
        await all;
      } finally {
        a.release();
      }
      const { rows } = await t.pool.query('select label from runs order by n');
      expect(rows.map((r) => r.label).slice(0, 2)).toEqual(['transaction', 'urgent']);
      expect(rows.length).toBe(5);
    }
  });

  it('keeps prepared statements of the same name apart per connection', async () => {
    const [a, b] = [await t.pool.connect(), await t.pool.connect()];
    try {
      const run = (c: typeof a, v: number) => c.query({ name: 'double', text: 'select $1::int * 2 as v', values: [v] });
      expect((await run(a, 2)).rows[0].v).toBe(4);
      expect((await run(b, 5)).rows[0].v).toBe(10);
      expect((await run(a, 7)).rows[0].v).toBe(14);
    } finally {
      a.release();
      b.release();
    }
  });

  it('reports a statement error to its query only, and goes on serving', async () => {
    await expect(t.pool.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(t.pool.query(`insert into items values (1, 'duplicate')`)).rejects.toMatchObject({ code: '23505' });
    const { rows } = await t.pool.query('select note from items order by id');
    expect(rows.map((r) => r.note)).toEqual(['first', 'second']);
  });
});

describe('a database thread that stops', () => {
  it('fails the queries of every connection instead of leaving them waiting', async () => {
    const dead = await startPgliteThread(undefined, 2);
    dead.pool.on('error', () => {}); // the idle connections it ends are reported here
    await dead.pool.query('select 1');
    await dead.worker.terminate();
    await expect(dead.pool.query('select 1')).rejects.toThrow(/database thread has stopped|Connection terminated/);
    await dead.close(); // ends at once: nothing left to stop
  });
});
