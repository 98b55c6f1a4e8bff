import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';

/** A new conversation waiting in the queue (channels create these; the seed and tests too). */
export async function createInteraction(db: Db, i: { companyId: number; channelId?: number | null; subject?: string; contactId?: number | null }) {
  const [row] = await db
    .insert(interactions)
    .values({ companyId: i.companyId, channelId: i.channelId ?? null, subject: i.subject ?? '', contactId: i.contactId ?? null })
    .returning();
  return row;
}
