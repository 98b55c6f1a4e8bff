import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactionReads, interactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A staff member has seen a conversation up to `seq` (clamped to its last message). Their own mark
 * and the conversation's staff mark only ever rise. Answers both, and whether the staff mark moved
 * (the widget's Seen changes only then).
 */
export async function markStaffRead(db: Db, companyId: number, interactionId: number, userId: number, seq: number) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ lastSeq: interactions.lastSeq, staffReadSeq: interactions.staffReadSeq, visitorId: interactions.visitorId })
      .from(interactions)
      .where(and(eq(interactions.id, interactionId), eq(interactions.companyId, companyId)))
      .for('update');
    if (!row) throw new AppError('err_interaction_not_found');
    const upTo = Math.min(seq, row.lastSeq);
    const [mine] = await tx
      .insert(interactionReads)
      .values({ interactionId, userId, seq: upTo })
      .onConflictDoUpdate({ target: [interactionReads.interactionId, interactionReads.userId], set: { seq: sql`greatest(${interactionReads.seq}, excluded.seq)` } })
      .returning({ seq: interactionReads.seq });
    const staff = Math.max(row.staffReadSeq, upTo);
    if (staff !== row.staffReadSeq) await tx.update(interactions).set({ staffReadSeq: staff }).where(eq(interactions.id, interactionId));
    return { mySeq: mine.seq, staffSeq: staff, staffMoved: staff !== row.staffReadSeq, visitorId: row.visitorId };
  });
}

/** The customer has seen their conversation up to `seq` (clamped); answers the mark and whether it moved. */
export async function markContactRead(db: Db, interactionId: number, seq: number) {
  const [row] = await db
    .update(interactions)
    .set({ contactReadSeq: sql`greatest(${interactions.contactReadSeq}, least(${seq}::int, ${interactions.lastSeq}))` })
    .where(eq(interactions.id, interactionId))
    .returning({ seq: interactions.contactReadSeq });
  return row?.seq ?? 0;
}
