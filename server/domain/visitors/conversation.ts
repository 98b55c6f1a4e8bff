import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interactions } from '../../db/schema';
import type { Locale, VisitorConversation } from '../../../contracts';
import type { InteractionRow } from '../interactions/apply-event';
import { ratingStateOf } from '../service-rate/rate';
import { serviceRateUrl } from '../service-rate/token';

/**
 * The conversation a visitor sees: the open one, else the last closed one whose rating was asked
 * for and not given yet (so the widget can still show the stars). One query: the latest open
 * conversation sorts first, else the latest closed one (mark_reads, migration 0013, picks the same way).
 */
export async function currentConversation(db: Db, visitorId: number): Promise<InteractionRow | null> {
  const [row] = await db
    .select()
    .from(interactions)
    .where(eq(interactions.visitorId, visitorId))
    .orderBy(sql`${interactions.status} = 'open' desc`, desc(interactions.id))
    .limit(1);
  return row && (row.status === 'open' || isRatingPending(row)) ? row : null;
}

/** The visitor's latest conversation, whatever its state (what a rating from the widget is about). */
export async function latestConversation(db: Db, visitorId: number): Promise<InteractionRow | null> {
  const [last] = await db.select().from(interactions).where(eq(interactions.visitorId, visitorId)).orderBy(desc(interactions.id)).limit(1);
  return last ?? null;
}

const isRatingPending = (row: InteractionRow) => ratingStateOf(row) === 'requested';

/** The visitor's view of a conversation; the signed rating link only while a rating is asked for. */
export function toVisitorConversation(row: InteractionRow, link: { publicBase: string; secret: string; locale?: Locale }): VisitorConversation {
  const requested = isRatingPending(row);
  return {
    interaction_id: row.id,
    status: row.status === 'closed' ? 'closed' : 'open',
    rating_requested: requested,
    rating: row.rating,
    rating_url: requested ? serviceRateUrl(link.publicBase, link.secret, row.id, link.locale) : null,
    staff_read_seq: row.staffReadSeq,
  };
}
