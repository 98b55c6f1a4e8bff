import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMailboxes } from '../../db/schema';

/** How long a lease lasts without renewal: another process takes a mailbox over this long after its owner died. */
export const LEASE_MS = 20_000;

/**
 * Takes or renews the mailbox's lease for `owner`: it succeeds when the row is free, already ours,
 * or its lease has run out (the owner died). One atomic UPDATE, so two processes never both win.
 */
export async function takeLease(db: Db, channelId: number, owner: string): Promise<boolean> {
  await db.insert(emailMailboxes).values({ channelId }).onConflictDoNothing();
  const rows = await db
    .update(emailMailboxes)
    .set({ owner, leaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(
      and(eq(emailMailboxes.channelId, channelId), sql`(${emailMailboxes.owner} is null or ${emailMailboxes.owner} = ${owner} or ${emailMailboxes.leaseUntil} < now())`),
    )
    .returning({ id: emailMailboxes.channelId });
  return rows.length > 0;
}

export async function releaseLease(db: Db, channelId: number, owner: string): Promise<void> {
  await db
    .update(emailMailboxes)
    .set({ owner: null, leaseUntil: null })
    .where(and(eq(emailMailboxes.channelId, channelId), eq(emailMailboxes.owner, owner)));
}
