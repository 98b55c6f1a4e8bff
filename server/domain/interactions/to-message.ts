import type { messages } from '../../db/schema';
import type { AuthorType, Message } from '../../../contracts';

export const toMessage = (m: typeof messages.$inferSelect): Message => ({
  id: m.id,
  interaction_id: m.interactionId,
  seq: m.seq,
  client_id: m.clientId,
  author_type: m.authorType as AuthorType,
  author_user_id: m.authorUserId,
  body: m.body,
  created_at: m.createdAt.toISOString(),
});
