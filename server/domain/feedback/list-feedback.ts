import { and, count, desc, eq } from 'drizzle-orm';
import type { FeedbackCategory, FeedbackList } from '../../../contracts';
import type { Db } from '../../db/client';
import { companies, feedback, users } from '../../db/schema';

/**
 * Feedback, newest first: every company's for the superadmin's panel, or one company's (its staff's)
 * for that company's admins.
 */
export async function listFeedback(db: Db, query: { page: number; size: number; category?: FeedbackCategory }, companyId?: number): Promise<FeedbackList> {
  const where = and(query.category ? eq(feedback.category, query.category) : undefined, companyId === undefined ? undefined : eq(feedback.companyId, companyId));
  const [{ total }] = await db.select({ total: count() }).from(feedback).where(where);
  const rows = await db
    .select({
      row: feedback,
      company: { id: companies.id, name: companies.name },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    total,
    items: rows.map(({ row, company, user }) => ({
      id: row.id,
      category: row.category as FeedbackCategory,
      details: row.details,
      rating: row.rating,
      page_path: row.pagePath,
      created_at: row.createdAt.toISOString(),
      user: user ? { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, email: user.email } : null,
      company,
    })),
  };
}
