import { eq } from 'drizzle-orm';
import type { ExchangeRate } from '../../../contracts';
import type { Db } from '../../db/client';
import { billingSettings } from '../../db/schema';

/** The superadmin's rate, tugrik per US dollar (additional agents are priced in dollars). */
export async function exchangeRate(db: Db): Promise<ExchangeRate> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1)).limit(1);
  return { usd_mnt: row?.usdMnt ?? 0, updated_at: row?.updatedAt?.toISOString() ?? null };
}

export async function setExchangeRate(db: Db, usdMnt: number): Promise<ExchangeRate> {
  const now = new Date();
  await db
    .insert(billingSettings)
    .values({ id: 1, usdMnt, updatedAt: now })
    .onConflictDoUpdate({ target: billingSettings.id, set: { usdMnt, updatedAt: now } });
  return { usd_mnt: usdMnt, updated_at: now.toISOString() };
}
