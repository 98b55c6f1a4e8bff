import { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { cachedChannel } from '../domain/channels/channel-cache';

export const HookParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/** The channel a provider's webhook names in its path, of the expected type; unknown: 404. */
export async function hookChannel(db: Db, id: number, type: 'messenger' | 'viber') {
  const row = await cachedChannel(db, id);
  if (!row || row.type !== type) throw new AppError('err_channel_not_found');
  return row;
}
