import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** First key of routing's advisory locks (the second is the company id), apart from any other use. */
const ROUTING_LOCK_SPACE = 7311;

/**
 * Routing decisions of one company are made one at a time, across every server process: a
 * transaction-scoped advisory lock, released at commit (works on PostgreSQL and PGlite alike).
 */
export async function lockCompanyRouting(tx: Db, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUTING_LOCK_SPACE}::int, ${companyId}::int)`);
}
