import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import type { Channel, ChannelType } from '../../../contracts';

export async function listChannels(db: Db, companyId: number, type?: ChannelType): Promise<Channel[]> {
  const where = type ? and(eq(channels.companyId, companyId), eq(channels.type, type)) : eq(channels.companyId, companyId);
  const rows = await db.select().from(channels).where(where).orderBy(asc(channels.id));
  return rows.map((c) => ({
    id: c.id,
    company_id: c.companyId,
    type: c.type as ChannelType,
    name: c.name,
    number: c.number,
    description: c.description,
    is_active: c.isActive,
    created_at: c.createdAt.toISOString(),
  }));
}
