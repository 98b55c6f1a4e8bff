import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCommit, type Pending } from '../../lib/group-commit';
import { markStaffRead, markVisitorRead, type StaffMark, type VisitorMark } from './read-marks';

type Mark =
  | { kind: 'staff'; companyId: number; interactionId: number; userId: number; seq: number }
  | { kind: 'visitor'; visitorId: number; seq: number };
type Answer = StaffMark | VisitorMark;

export interface ReadMarkWriter {
  /** A staff member's mark, as markStaffRead answers it. */
  staff(companyId: number, interactionId: number, userId: number, seq: number): Promise<StaffMark>;
  /** A customer's mark on their current conversation, as markVisitorRead answers it. */
  visitor(visitorId: number, seq: number): Promise<VisitorMark>;
}

/**
 * Group commit for read marks (server/lib/group-commit.ts). Every console and widget marks what it
 * shows, so about one mark arrives per message; the marks that arrive while a write is out are
 * stored by the next one, in ONE statement (mark_reads, migration 0013). One write at a time: marks
 * only rise, so their order does not matter, and two batches of this process never wait on each
 * other's row locks.
 */
export function createReadMarkWriter(db: Db, opts: { maxBatch?: number } = {}): ReadMarkWriter {
  const mark = groupCommit<Mark, Answer>((batch) => writeBatch(db, batch), { maxBatch: opts.maxBatch ?? 500, inFlight: 1 });
  return {
    staff: (companyId, interactionId, userId, seq) => mark({ kind: 'staff', companyId, interactionId, userId, seq }) as Promise<StaffMark>,
    visitor: (visitorId, seq) => mark({ kind: 'visitor', visitorId, seq }) as Promise<VisitorMark>,
  };
}

async function writeBatch(db: Db, batch: Pending<Mark, Answer>[]) {
  let rows: Row[];
  try {
    rows = await storeBatch(db, batch);
  } catch {
    // The whole statement failed (on PostgreSQL, a deadlock with another process's batch, a lost
    // connection): each mark on its own, so one cannot fail the others.
    for (const { item, resolve, reject } of batch) {
      const one = item.kind === 'staff' ? markStaffRead(db, item.companyId, item.interactionId, item.userId, item.seq) : markVisitorRead(db, item.visitorId, item.seq);
      await one.then(resolve, reject);
    }
    return;
  }
  for (const r of rows) {
    const p = batch[Number(r.r_ord)];
    if (r.r_kind === 'staff') p.resolve({ mySeq: Number(r.r_seq), staffSeq: Number(r.r_staff_seq), staffMoved: r.r_moved, visitorId: r.r_visitor_id });
    else if (r.r_kind === 'visitor') p.resolve({ interactionId: Number(r.r_interaction), seq: Number(r.r_seq) });
    else if (r.r_kind === 'none') p.resolve(null);
    else p.reject(new AppError(REFUSED[r.r_kind]));
  }
}

const REFUSED = { auth_failed: 'err_auth_failed', no_permission: 'err_no_permission', not_found: 'err_interaction_not_found' } as const;

interface Row {
  r_ord: number;
  r_kind: 'staff' | 'visitor' | 'none' | keyof typeof REFUSED;
  r_interaction: number | null;
  r_visitor_id: number | null;
  r_seq: number | null;
  r_staff_seq: number | null;
  r_moved: boolean;
}

/** One statement for the whole batch: mark_reads (migration 0013) takes the marks as arrays. */
async function storeBatch(db: Db, batch: Pending<Mark, Answer>[]): Promise<Row[]> {
  const column = (pick: (m: Mark) => number | null) => sql.param(batch.map(({ item }) => pick(item)));
  const staff = (pick: (m: Extract<Mark, { kind: 'staff' }>) => number) => column((m) => (m.kind === 'staff' ? pick(m) : null));
  const result = (await db.execute(sql`
    select * from mark_reads(
      ${staff((m) => m.companyId)}::int[], ${staff((m) => m.interactionId)}::int[], ${staff((m) => m.userId)}::int[],
      ${column((m) => (m.kind === 'visitor' ? m.visitorId : null))}::int[], ${column((m) => m.seq)}::int[])
  `)) as unknown as { rows: Row[] };
  if (result.rows.length !== batch.length || new Set(result.rows.map((r) => Number(r.r_ord))).size !== batch.length) throw new Error('mark_reads answered a different batch');
  return result.rows;
}
