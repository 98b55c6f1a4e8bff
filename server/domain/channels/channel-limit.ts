import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyLimits } from '../billing/limits';

/** The plan's channel count (spec §8 err_channel_count_limit), checked on every channel create. */
export async function assertChannelLimit(db: Db, companyId: number): Promise<void> {
  const { channels: max } = await companyLimits(db, companyId);
  if (max === null) return;
  const [{ n }] = await db.select({ n: count() }).from(channels).where(eq(channels.companyId, companyId));
  if (Number(n) >= max) throw new AppError('err_channel_count_limit', { max });
}
