import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, interactions, webchats } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toChannel } from './to-channel';
import { forgetChannel } from './channel-cache';

const ofCompany = (companyId: number, id: number) => and(eq(channels.id, id), eq(channels.companyId, companyId));

export async function findChannel(db: Db, companyId: number, id: number) {
  const [row] = await db.select().from(channels).where(ofCompany(companyId, id)).limit(1);
  if (!row) throw new AppError('err_channel_not_found');
  return row;
}

/** Spec §5: the description the AI agent reads cannot be empty (the body's rule says so first). */
export async function setChannelDescription(db: Db, companyId: number, id: number, description: string) {
  const [row] = await db.update(channels).set({ description }).where(ofCompany(companyId, id)).returning();
  if (!row) throw new AppError('err_channel_not_found');
  forgetChannel(db, id);
  return toChannel(row);
}

/** An inactive channel receives nothing and sends nothing; a web chat's widget follows its flag. */
export async function setChannelActive(db: Db, companyId: number, id: number, isActive: boolean) {
  const changed = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.update(channels).set({ isActive }).where(ofCompany(companyId, id)).returning();
    if (!row) throw new AppError('err_channel_not_found');
    if (row.type === 'webchat') await tx.update(webchats).set({ isActive }).where(eq(webchats.channelId, id));
    return toChannel(row);
  });
  forgetChannel(db, id);
  return changed;
}

/**
 * Spec §5: a channel with open interactions cannot be deleted. Its settings go with it (a web
 * chat's too, by cascade); closed conversations stay in history without a channel.
 */
export async function deleteChannel(db: Db, companyId: number, id: number) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select({ id: channels.id }).from(channels).where(ofCompany(companyId, id)).for('update');
    if (!row) throw new AppError('err_channel_not_found');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(interactions)
      .where(and(eq(interactions.channelId, id), eq(interactions.status, 'open')));
    if (Number(n) > 0) throw new AppError('err_channel_open_interaction');
    await tx.delete(channels).where(ofCompany(companyId, id));
  });
  forgetChannel(db, id);
}
