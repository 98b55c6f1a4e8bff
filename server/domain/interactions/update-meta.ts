import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions, interactionTagLinks, interactionTags } from '../../db/schema';
import type { InteractionMetaBody } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { persistedOf } from './persisted-of';
import type { InteractionRow } from './apply-event';

/**
 * Mood, tags and subject, set by staff while a conversation is open or after it closed. Tags are
 * replaced as a set and must all be this company's. The subject lives in the machine's context too
 * (closing reads it), so both are written together; a closed conversation keeps a non-empty one.
 */
export async function updateInteractionMeta(
  db: Db,
  companyId: number,
  interactionId: number,
  body: InteractionMetaBody,
  /** Runs on the locked row before anything changes (who may edit it), as applyInteractionEvent's. */
  check?: (row: InteractionRow) => void,
): Promise<InteractionRow> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select()
      .from(interactions)
      .where(and(eq(interactions.id, interactionId), eq(interactions.companyId, companyId)))
      .for('update');
    if (!row) throw new AppError('err_interaction_not_found');
    check?.(row);
    if (body.tag_ids) {
      const wanted = [...new Set(body.tag_ids)];
      const found = wanted.length
        ? await tx
            .select({ id: interactionTags.id })
            .from(interactionTags)
            .where(and(eq(interactionTags.companyId, companyId), inArray(interactionTags.id, wanted)))
        : [];
      if (found.length !== wanted.length) throw new AppError('err_interaction_tag_not_found');
      await tx.delete(interactionTagLinks).where(eq(interactionTagLinks.interactionId, interactionId));
      if (wanted.length) await tx.insert(interactionTagLinks).values(wanted.map((tagId) => ({ interactionId, tagId })));
    }
    const set: Partial<typeof interactions.$inferInsert> = {};
    if (body.mood !== undefined) set.mood = body.mood;
    if (body.subject !== undefined) {
      if (row.status === 'closed' && !body.subject) throw new AppError('err_interaction_subject_empty');
      const persisted = persistedOf(row);
      set.subject = body.subject;
      set.state = { ...persisted, context: { ...persisted.context, subject: body.subject } };
    }
    if (!Object.keys(set).length) return row;
    const [updated] = await tx.update(interactions).set(set).where(eq(interactions.id, interactionId)).returning();
    return updated;
  });
}
