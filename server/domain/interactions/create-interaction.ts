import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';

/**
 * A new conversation waiting in the queue (channels create these; the seed and tests too). The
 * caller then asks routing to offer it (`app.realtime.routeQueue(companyId)`).
 */
export async function createInteraction(
  db: Db,
  i: { companyId: number; channelId?: number | null; subject?: string; contactId?: number | null; visitorId?: number | null },
) {
  const [row] = await db
    .insert(interactions)
    .values({ companyId: i.companyId, channelId: i.channelId ?? null, subject: i.subject ?? '', contactId: i.contactId ?? null, visitorId: i.visitorId ?? null })
    .returning();
  return row;
}
