import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { groupCommit, SIGNAL_LINGER_MS, type Pending } from '../../lib/group-commit';
import { markReads, type Mark, type StaffMark, type VisitorMark } from './read-marks';

type Answer = StaffMark | VisitorMark;

export interface ReadMarkWriter {
  /** A staff member's mark, as markReads answers it. */
  staff(companyId: number, interactionId: number, userId: number, seq: number): Promise<StaffMark>;
  /** A customer's mark on their current conversation, as markReads answers it. */
  visitor(visitorId: number, seq: number): Promise<VisitorMark>;
}

/**
 * Group commit for read marks (server/lib/group-commit.ts). Every console and widget marks what it
 * shows, so about one mark arrives per message; the marks that arrive while a write is out are
 * stored by the next one, in ONE statement (markReads). One write at a time: marks only rise, so
 * their order does not matter, and two batches of this process never wait on each other's row locks.
 * A mark waits up to `lingerMs` for others to join it, so the database spends its time on messages.
 */
export function createReadMarkWriter(db: Db, opts: { maxBatch?: number; lingerMs?: number } = {}): ReadMarkWriter {
  const mark = groupCommit<Mark, Answer>((batch) => writeBatch(db, batch), { maxBatch: opts.maxBatch ?? 500, inFlight: 1, lingerMs: opts.lingerMs ?? SIGNAL_LINGER_MS });
  return {
    staff: (companyId, interactionId, userId, seq) => mark({ kind: 'staff', companyId, interactionId, userId, seq }) as Promise<StaffMark>,
    visitor: (visitorId, seq) => mark({ kind: 'visitor', visitorId, seq }) as Promise<VisitorMark>,
  };
}

const settle = (p: Pending<Mark, Answer>, answer: Answer | AppError) => (answer instanceof AppError ? p.reject(answer) : p.resolve(answer));

async function writeBatch(db: Db, batch: Pending<Mark, Answer>[]) {
  let answers: (Answer | AppError)[];
  try {
    answers = await markReads(
      db,
      batch.map((p) => p.item),
    );
  } catch {
    // The whole statement failed (on PostgreSQL, a deadlock with another process's batch, a lost
    // connection): each mark on its own, so one cannot fail the others.
    for (const p of batch) await markReads(db, [p.item]).then(([answer]) => settle(p, answer), p.reject);
    return;
  }
  batch.forEach((p, i) => settle(p, answers[i]));
}
