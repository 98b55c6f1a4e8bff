import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, contacts, interactions } from '../../db/schema';
import { PLATFORM_OF_CHANNEL, type IssuePrefill } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { personNameOf } from './to-dto';
import { findVisibleInteraction, type InteractionViewer } from '../interactions/find-visible';

/**
 * What a new issue from a live conversation starts with: its subject, contact, channel and
 * platform, of a conversation the caller may read (find-visible.ts).
 */
export async function issuePrefill(db: Db, viewer: InteractionViewer, interactionId: number): Promise<IssuePrefill> {
  await findVisibleInteraction(db, viewer, interactionId);
  const companyId = viewer.companyId;
  const [row] = await db
    .select({
      subject: interactions.subject,
      contactId: interactions.contactId,
      first: contacts.firstName,
      last: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      channelId: interactions.channelId,
      channelName: channels.name,
      channelType: channels.type,
    })
    .from(interactions)
    .leftJoin(contacts, and(eq(contacts.id, interactions.contactId), eq(contacts.companyId, companyId)))
    .leftJoin(channels, eq(channels.id, interactions.channelId))
    .where(and(eq(interactions.id, interactionId), eq(interactions.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_interaction_not_found');
  return {
    interaction_id: interactionId,
    name: row.subject,
    contact: row.contactId && row.first !== null ? { id: row.contactId, name: personNameOf(row.first, row.last, row.email || row.phone) } : null,
    channel: row.channelId ? { id: row.channelId, name: row.channelName ?? '', type: row.channelType ?? '' } : null,
    platform: row.channelType ? (PLATFORM_OF_CHANNEL[row.channelType] ?? 'other') : 'other',
  };
}
