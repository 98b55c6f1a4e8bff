import type { messages } from '../../db/schema';
import type { AuthorType, DeliveryStatus, Message } from '../../../contracts';

export const toMessage = (m: typeof messages.$inferSelect): Message => ({
  id: m.id,
  interaction_id: m.interactionId,
  seq: m.seq,
  client_id: m.clientId,
  author_type: m.authorType as AuthorType,
  author_user_id: m.authorUserId,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  ...(m.attachments?.length ? { attachments: m.attachments } : {}),
  ...(m.deliveryStatus ? { delivery_status: m.deliveryStatus as DeliveryStatus } : {}),
  ...(m.deliveryError ? { delivery_error: m.deliveryError } : {}),
  ...(m.note?.length ? { note: m.note } : {}),
});
