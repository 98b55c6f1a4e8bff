import type { interactions } from '../../db/schema';
import type { CustomerMood, InteractionCall, InteractionStage, InteractionSummary } from '../../../contracts';
import { restoreInteraction } from '../../../machines/interaction.persistence';
import { persistedOf } from './persisted-of';

/** What a summary shows beyond the row itself (looked up by the caller, in bulk for lists). */
export interface SummaryExtras {
  channelType?: string | null;
  contactName?: string;
  tagIds?: number[];
  call?: InteractionCall | null;
}

export function toSummary(row: typeof interactions.$inferSelect, extras: SummaryExtras = {}): InteractionSummary {
  const snapshot = restoreInteraction(persistedOf(row));
  return {
    id: row.id,
    channel_id: row.channelId,
    contact_id: row.contactId,
    subject: row.subject,
    status: row.status as InteractionSummary['status'],
    stage: row.status === 'open' ? (row.stage as InteractionStage) : null,
    owner_user_id: row.ownerUserId,
    last_seq: row.lastSeq,
    mood: row.mood as CustomerMood | null,
    rating: row.rating,
    rating_comment: row.ratingComment,
    created_at: row.createdAt.toISOString(),
    first_response_at: row.firstResponseAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by_user_id: row.closedByUserId,
    channel_type: extras.channelType ?? null,
    contact_name: extras.contactName ?? '',
    tag_ids: extras.tagIds ?? [],
    contact_read_seq: row.contactReadSeq,
    staff_read_seq: row.staffReadSeq,
    rating_requested_at: row.ratingRequestedAt?.toISOString() ?? null,
    can: [...snapshot.tags].sort(),
    ...(extras.call !== undefined && { call: extras.call }),
  };
}
