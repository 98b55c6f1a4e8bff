import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applyInteractionEventTx, type InteractionRow } from '../interactions/apply-event';

/** Where a closed interaction stands on its rating, as customers are told. */
export function ratingStateOf(row: InteractionRow): 'open' | 'not_requested' | 'requested' | 'rated' {
  if (row.status !== 'closed') return 'open';
  if (row.rating !== null) return 'rated';
  return row.ratingRequestedAt ? 'requested' : 'not_requested';
}

/**
 * The customer's rating (from the /servicerate page or the widget), through the interaction machine
 * under the row lock, so two tabs rating at once store one rating.
 */
export async function rateInteraction(db: Db, interactionId: number, rating: number, comment: string): Promise<InteractionRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(interactions).where(eq(interactions.id, interactionId)).for('update');
    if (!row) throw new AppError('err_service_rate_link_invalid');
    const state = ratingStateOf(row);
    if (state === 'rated') throw new AppError('err_service_rate_given');
    if (state !== 'requested') throw new AppError('err_service_rate_not_requested');
    const updated = await applyInteractionEventTx(tx, row.companyId, row.id, { type: 'interaction.rate', rating }, null, { locked: row });
    if (!comment) return updated;
    const [withComment] = await tx.update(interactions).set({ ratingComment: comment }).where(eq(interactions.id, row.id)).returning();
    return withComment;
  });
}
