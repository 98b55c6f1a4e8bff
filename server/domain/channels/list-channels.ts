import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, emailMailboxes } from '../../db/schema';
import type { Channel, ChannelType } from '../../../contracts';
import { toChannel } from './to-channel';

export async function listChannels(db: Db, companyId: number, type?: ChannelType): Promise<Channel[]> {
  const where = type ? and(eq(channels.companyId, companyId), eq(channels.type, type)) : eq(channels.companyId, companyId);
  // A mailbox that keeps failing says why (the e-mail channel's health, email_mailboxes).
  const rows = await db.select().from(channels).leftJoin(emailMailboxes, eq(emailMailboxes.channelId, channels.id)).where(where).orderBy(asc(channels.id));
  return rows.map(({ channels: c, email_mailboxes: box }) => ({
    ...toChannel(c),
    ...(box?.syncState === 'failing' && c.isActive ? { failing_reason: box.syncError } : {}),
  }));
}
