import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitors } from '../../db/schema';
import type { VisitorLocale } from '../../../contracts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export type VisitorRow = typeof visitors.$inferSelect;

/**
 * The visitor behind a widget's stored token, or a new one. The browser keeps a random token; the
 * table keeps only its SHA-256 (like sessions). A token of another web chat counts as unknown.
 */
export async function resolveVisitor(db: Db, w: { id: number; companyId: number }, token: string | undefined, locale: VisitorLocale) {
  if (token) {
    const [found] = await db
      .update(visitors)
      .set({ lastSeenAt: new Date(), locale })
      .where(and(eq(visitors.tokenHash, digest(token)), eq(visitors.webchatId, w.id)))
      .returning();
    if (found) return { visitor: found, token };
  }
  const fresh = randomBytes(32).toString('base64url');
  const [visitor] = await db.insert(visitors).values({ companyId: w.companyId, webchatId: w.id, tokenHash: digest(fresh), locale }).returning();
  return { visitor, token: fresh };
}
