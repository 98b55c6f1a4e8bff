import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calls } from '../db/schema';
import { LIVE_CALL_STATES, type CallOutcome } from './record-event';
import { closingSubject, timelineNote } from './timeline-text';

/**
 * Calls whose end never came: still live here but older than the timeout, or (after a resync)
 * no longer known to the SIP server. Each is ended now and marked `timed_out`; one never answered
 * counts as abandoned and its conversation is closed, an answered one waits for its wrap-up.
 */
export async function closeUnreported(db: Db, opts: { olderThan?: Date; exceptSipCallIds?: string[] }): Promise<CallOutcome[]> {
  const now = new Date();
  const rows = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const where = [inArray(calls.state, [...LIVE_CALL_STATES])];
    if (opts.olderThan) where.push(lt(calls.startedAt, opts.olderThan));
    if (opts.exceptSipCallIds?.length) where.push(notInArray(calls.sipCallId, opts.exceptSipCallIds));
    const stale = await tx
      .select()
      .from(calls)
      .where(and(...where))
      .for('update');
    const out = [];
    for (const c of stale) {
      const [u] = await tx
        .update(calls)
        .set({
          state: c.answeredAt ? 'ended' : 'abandoned',
          endedAt: now,
          timedOut: true,
          durationS: c.answeredAt ? Math.round((now.getTime() - c.answeredAt.getTime()) / 1000) : 0,
          updatedAt: now,
        })
        .where(eq(calls.id, c.id))
        .returning();
      out.push(u);
    }
    return out;
  });
  return rows.map((call) => ({
    call,
    note: [timelineNote('timed_out')],
    interaction: null,
    opened: false,
    closeWith: call.answeredAt ? null : closingSubject('abandoned'),
  }));
}
