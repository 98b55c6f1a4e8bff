import { sql } from 'drizzle-orm';
import type { MonitoringDelta } from '../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';

/** How many of a company's last deltas are kept for screens that reconnect; older ones get a snapshot. */
export const FEED_KEPT = 2000;

const NOTHING = new Error('nothing to report');

export type DeltaBody = Omit<MonitoringDelta, 'seq' | 'at'>;

/**
 * Takes the company's next number (locking its counter row until commit), reads what the delta
 * reports with `read` in the same transaction, and stores it. Two processes publishing for one
 * company read in the order of their numbers, so a later number never carries older rows.
 */
export async function appendDelta(db: Db, companyId: number, read: (tx: Db) => Promise<DeltaBody | null>): Promise<MonitoringDelta | null> {
  return db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [{ last_seq: seq, at }] = await rowsOf<{ last_seq: number; at: Date | string }>(
        tx,
        sql`insert into monitoring_feeds as f (company_id, last_seq) values (${companyId}, 1)
          on conflict (company_id) do update set last_seq = f.last_seq + 1
          returning f.last_seq, now() as at`,
      );
      const body = await read(tx);
      // Nothing to report: give the number back (a gap would cost reconnecting screens a snapshot).
      if (!body) throw NOTHING;
      const delta: MonitoringDelta = { seq, at: new Date(at).toISOString(), ...body };
      await tx.execute(sql`insert into monitoring_events (company_id, seq, body) values (${companyId}, ${seq}, ${JSON.stringify(delta)}::jsonb)`);
      if (seq % 100 === 0) await tx.execute(sql`delete from monitoring_events where company_id = ${companyId} and seq <= ${seq - FEED_KEPT}`);
      return delta;
    })
    .catch((err: unknown) => {
      if (err === NOTHING) return null;
      throw err;
    });
}

/**
 * Nobody watches the company (one server process, no screen in its room): only the number moves,
 * with `write` (the presence log) in the same transaction, so a screen that comes back from an
 * earlier number finds a gap and takes a snapshot instead of missing what happened meanwhile.
 */
export async function skipDelta(db: Db, companyId: number, write: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(
      sql`insert into monitoring_feeds as f (company_id, last_seq) values (${companyId}, 1) on conflict (company_id) do update set last_seq = f.last_seq + 1`,
    );
    await write(tx);
  });
}

/** The company's current number (0 before its first delta). */
export async function lastSeqOf(db: Db, companyId: number): Promise<number> {
  const [row] = await rowsOf<{ last_seq: number }>(db, sql`select last_seq from monitoring_feeds where company_id = ${companyId}`);
  return row?.last_seq ?? 0;
}

/** Every delta after `afterSeq`, or null when some of them are no longer kept (the screen needs a snapshot). */
export async function deltasAfter(db: Db, companyId: number, afterSeq: number): Promise<MonitoringDelta[] | null> {
  const last = await lastSeqOf(db, companyId);
  if (afterSeq > last) return null;
  const rows = await rowsOf<{ seq: number; body: MonitoringDelta | string }>(
    db,
    sql`select seq, body from monitoring_events where company_id = ${companyId} and seq > ${afterSeq} and seq <= ${last} order by seq`,
  );
  if (rows.length !== last - afterSeq) return null;
  return rows.map((r) => (typeof r.body === 'string' ? (JSON.parse(r.body) as MonitoringDelta) : r.body));
}
