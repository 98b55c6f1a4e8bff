import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** An interaction of this company; another company's id answers as if it did not exist. */
export async function findInteraction(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(interactions)
    .where(and(eq(interactions.id, id), eq(interactions.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_interaction_not_found');
  return row;
}
