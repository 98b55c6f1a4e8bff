import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTourProgress } from '../../db/schema';

/** Whether the user finished or skipped the guided tour (then it is not offered again). */
export async function hasSeenTour(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: userTourProgress.userId }).from(userTourProgress).where(eq(userTourProgress.userId, userId)).limit(1);
  return !!row;
}

/** Idempotent: the first time counts, a later call (another tab, a restart from help) changes nothing. */
export async function markTourSeen(db: Db, userId: number): Promise<void> {
  await db.insert(userTourProgress).values({ userId }).onConflictDoNothing();
}
