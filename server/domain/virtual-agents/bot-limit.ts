import type { Db } from '../../db/client';
import { companyLimits } from '../billing/limits';

/**
 * How many virtual agents (not fired) a company may keep: its plan's max bot count plus its running
 * additional agents (server/domain/billing/limits.ts), null when unlimited.
 */
export async function botLimit(db: Db, companyId: number): Promise<number | null> {
  return (await companyLimits(db, companyId)).bots;
}
