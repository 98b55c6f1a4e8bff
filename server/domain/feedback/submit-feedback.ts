import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { FEEDBACK_LIMIT, FEEDBACK_WINDOW_MS, type FeedbackCategory } from '../../../contracts';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface FeedbackInput {
  category: FeedbackCategory;
  details: string;
  rating: number;
  pagePath: string;
}

/**
 * Stores one feedback of a member, refusing the (FEEDBACK_LIMIT+1)th within the window. The count
 * is taken from the table under a per-user advisory lock, so it holds across server processes and
 * two requests at once cannot both slip under the limit.
 */
export async function submitFeedback(db: Db, who: { userId: number; companyId: number }, input: FeedbackInput, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('feedback'), ${who.userId})`);
    const since = new Date(now.getTime() - FEEDBACK_WINDOW_MS);
    const [recent] = await tx
      .select({ n: count(), oldest: min(feedback.createdAt) })
      .from(feedback)
      .where(and(eq(feedback.userId, who.userId), gt(feedback.createdAt, since)));
    if (recent.n >= FEEDBACK_LIMIT) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + FEEDBACK_WINDOW_MS - now.getTime()) / 1000));
      throw new AppError('err_too_many_attempts', { retryAfter });
    }
    const [row] = await tx
      .insert(feedback)
      .values({
        companyId: who.companyId,
        userId: who.userId,
        category: input.category,
        details: input.details,
        rating: input.rating,
        pagePath: input.pagePath,
        createdAt: now,
      })
      .returning({ id: feedback.id });
    return { id: row.id };
  });
}
