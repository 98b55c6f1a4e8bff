import type { interactions } from '../../db/schema';
import type { CustomerMood, InteractionStage, InteractionSummary } from '../../../contracts';
import { restoreInteraction } from '../../../machines/interaction.persistence';
import { persistedOf } from './persisted-of';

export function toSummary(row: typeof interactions.$inferSelect): InteractionSummary {
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
    created_at: row.createdAt.toISOString(),
    first_response_at: row.firstResponseAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by_user_id: row.closedByUserId,
    can: [...snapshot.tags].sort(),
  };
}
