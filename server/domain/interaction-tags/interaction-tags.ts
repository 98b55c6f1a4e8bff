import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactionTags } from '../../db/schema';
import type { z } from 'zod';
import type { InteractionTagBodySchema, InteractionTagItem } from '../../../contracts';
import { AppError } from '../../lib/app-error';

type Row = typeof interactionTags.$inferSelect;
/** The parsed body: zod has trimmed the text and filled the defaults. */
type Body = z.output<typeof InteractionTagBodySchema>;

const toDto = (r: Row): InteractionTagItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  is_important: r.isImportant,
  created_at: r.createdAt.toISOString(),
});

export async function listInteractionTags(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(interactionTags)
    .where(eq(interactionTags.companyId, companyId))
    .orderBy(asc(sql`lower(${interactionTags.name})`), asc(interactionTags.id));
  return { items: rows.map(toDto) };
}

/**
 * Names are unique per company whatever their case ('VIP' and 'vip' are one tag to an agent). The
 * unique index only knows exact names, so writes of one company take a transaction-scoped lock
 * first: two requests racing with 'VIP' and 'vip' cannot both pass the check.
 */
async function underNameLock<T>(db: Db, companyId: number, work: (tx: Db, ensureFree: (name: string, exceptId?: number) => Promise<void>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('interaction_tags'), ${companyId})`);
      const ensureFree = async (name: string, exceptId?: number) => {
        const [taken] = await tx
          .select({ id: interactionTags.id })
          .from(interactionTags)
          .where(
            and(
              eq(interactionTags.companyId, companyId),
              sql`lower(${interactionTags.name}) = lower(${name})`,
              exceptId === undefined ? undefined : ne(interactionTags.id, exceptId),
            ),
          )
          .limit(1);
        if (taken) throw new AppError('err_interaction_tag_duplicate', { field: 'name' });
      };
      return work(tx, ensureFree);
    });
  } catch (err) {
    // The index still answers for the exact name if anything slipped past the lock.
    const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new AppError('err_interaction_tag_duplicate', { field: 'name' });
    throw err;
  }
}

export async function createInteractionTag(db: Db, companyId: number, body: Body) {
  return underNameLock(db, companyId, async (tx, ensureFree) => {
    await ensureFree(body.name);
    const [row] = await tx.insert(interactionTags).values({ companyId, name: body.name, description: body.description, isImportant: body.is_important }).returning();
    return toDto(row);
  });
}

/** Another company's id is simply not found: the answer never tells whether it exists. */
export async function updateInteractionTag(db: Db, companyId: number, id: number, body: Body) {
  return underNameLock(db, companyId, async (tx, ensureFree) => {
    const where = and(eq(interactionTags.id, id), eq(interactionTags.companyId, companyId));
    const [own] = await tx.select({ id: interactionTags.id }).from(interactionTags).where(where).limit(1);
    if (!own) throw new AppError('err_interaction_tag_not_found');
    await ensureFree(body.name, id);
    const [row] = await tx.update(interactionTags).set({ name: body.name, description: body.description, isImportant: body.is_important }).where(where).returning();
    return toDto(row);
  });
}

/** Links to conversations go with the tag (ON DELETE CASCADE): a deleted tag is off every conversation. */
export async function deleteInteractionTag(db: Db, companyId: number, id: number) {
  const [row] = await db
    .delete(interactionTags)
    .where(and(eq(interactionTags.id, id), eq(interactionTags.companyId, companyId)))
    .returning({ id: interactionTags.id });
  if (!row) throw new AppError('err_interaction_tag_not_found');
}
