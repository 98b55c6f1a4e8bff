import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calls, channels, contacts, interactionReads, interactionTagLinks } from '../../db/schema';
import type { InteractionCall, InteractionListItem, InteractionSummary } from '../../../contracts';
import type { InteractionRow } from './apply-event';
import { toSummary, type SummaryExtras } from './to-summary';

const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

/**
 * What summaries show beyond their rows (channel type, tags, the caller's read mark), looked up in
 * bulk: a page of 50 costs the same four queries as a page of one.
 */
async function extrasOf(db: Db, rows: InteractionRow[], userId?: number) {
  const ids = rows.map((r) => r.id);
  const channelIds = unique(rows.map((r) => r.channelId));
  const contactIds = unique(rows.map((r) => r.contactId));
  const [channelRows, contactRows, tagRows, readRows] = await Promise.all([
    channelIds.length ? db.select({ id: channels.id, type: channels.type }).from(channels).where(inArray(channels.id, channelIds)) : [],
    contactIds.length
      ? db.select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts).where(inArray(contacts.id, contactIds))
      : [],
    ids.length ? db.select().from(interactionTagLinks).where(inArray(interactionTagLinks.interactionId, ids)) : [],
    ids.length && userId
      ? db
          .select()
          .from(interactionReads)
          .where(and(eq(interactionReads.userId, userId), inArray(interactionReads.interactionId, ids)))
      : [],
  ]);
  const channelType = new Map(channelRows.map((c) => [c.id, c.type]));
  const callIds = rows.filter((r) => r.channelId !== null && channelType.get(r.channelId) === 'call').map((r) => r.id);
  const callRows = callIds.length ? await db.select().from(calls).where(inArray(calls.interactionId, callIds)) : [];
  const callOf = new Map<number, InteractionCall>(
    callRows.map((c) => [
      c.interactionId!,
      {
        state: c.state as InteractionCall['state'],
        answered_at: c.answeredAt?.toISOString() ?? null,
        ended_at: c.endedAt?.toISOString() ?? null,
        duration_s: c.durationS,
      },
    ]),
  );
  const tags = new Map<number, number[]>();
  for (const l of tagRows) tags.set(l.interactionId, [...(tags.get(l.interactionId) ?? []), l.tagId]);
  const reads = new Map(readRows.map((r) => [r.interactionId, r.seq]));
  const contactName = new Map(contactRows.map((c) => [c.id, [c.firstName, c.lastName].filter(Boolean).join(' ')]));
  const extras = (r: InteractionRow): SummaryExtras => ({
    channelType: r.channelId === null ? null : (channelType.get(r.channelId) ?? null),
    // Without a contact (a new web-chat visitor) the console labels the customer itself.
    contactName: r.contactId === null ? '' : (contactName.get(r.contactId) ?? ''),
    tagIds: (tags.get(r.id) ?? []).sort((a, b) => a - b),
    ...(callIds.includes(r.id) && { call: callOf.get(r.id) ?? null }),
  });
  return { extras, reads };
}

export async function toSummaries(db: Db, rows: InteractionRow[]): Promise<InteractionSummary[]> {
  const { extras } = await extrasOf(db, rows);
  return rows.map((r) => toSummary(r, extras(r)));
}

export async function summaryOf(db: Db, row: InteractionRow): Promise<InteractionSummary> {
  return (await toSummaries(db, [row]))[0];
}

/** List rows with the caller's own read mark (unread = last_seq − my_read_seq). */
export async function toListItems(db: Db, rows: InteractionRow[], userId: number): Promise<InteractionListItem[]> {
  const { extras, reads } = await extrasOf(db, rows, userId);
  return rows.map((r) => ({ ...toSummary(r, extras(r)), my_read_seq: reads.get(r.id) ?? 0 }));
}
