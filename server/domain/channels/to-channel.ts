import type { channels } from '../../db/schema';
import type { Channel, ChannelType } from '../../../contracts';

/** A channel as clients see it: its settings (tokens, secrets) never leave the server. */
export const toChannel = (c: typeof channels.$inferSelect): Channel => ({
  id: c.id,
  company_id: c.companyId,
  type: c.type as ChannelType,
  name: c.name,
  number: c.number,
  description: c.description,
  is_active: c.isActive,
  created_at: c.createdAt.toISOString(),
});
