import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, interactions, webchats } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Spec §5: a channel with open interactions cannot be deleted. Deleting the channel removes its
 * web-chat settings and visitors (cascade); closed conversations stay in history without a channel.
 */
export async function deleteWebchat(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ channelId: webchats.channelId })
      .from(webchats)
      .where(and(eq(webchats.id, id), eq(webchats.companyId, companyId)))
      .for('update');
    if (!row) throw new AppError('err_webchat_not_found');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(interactions)
      .where(and(eq(interactions.channelId, row.channelId), eq(interactions.status, 'open')));
    if (Number(n) > 0) throw new AppError('err_channel_open_interaction');
    await tx.delete(channels).where(and(eq(channels.id, row.channelId), eq(channels.companyId, companyId)));
  });
}
