import { and, count, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import { utcMonth } from '../../../machines/billing-rules';
import type { PlanLimits, Usage } from '../../../contracts';
import type { Db } from '../../db/client';
import { additionalAgents, botUsage, channels, users, virtualAgents } from '../../db/schema';
import { loadSubscription } from './subscription-store';
import { toPlan } from './plans';

/**
 * The limits a company works under: its plan's (null = unlimited), with the bot count raised by
 * each additional agent it is running. Read on every check, so a paid upgrade raises them at once.
 */
export async function companyLimits(db: Db, companyId: number): Promise<PlanLimits> {
  const found = await loadSubscription(db, companyId);
  if (!found) return { users: 0, bots: 0, bot_interactions: 0, channels: 0 };
  const limits = toPlan(found.plan).limits;
  if (limits.bots === null) return limits;
  const [{ n }] = await db
    .select({ n: count() })
    .from(additionalAgents)
    .where(and(eq(additionalAgents.companyId, companyId), isNull(additionalAgents.endedAt)));
  return { ...limits, bots: limits.bots + Number(n) };
}

/**
 * Bot-answered conversations in the calendar month of `now` (bot_usage counts them per day). `now`
 * is billing's clock, not the database's date, so the count starts again when that clock crosses a
 * month, whatever the database thinks today is.
 */
/** A company's bot interactions in the month of `now` on billing's clock: a query, so the agent gate can fold it into its own statement. */
export const botInteractionsQuery = (db: Db, companyId: number, now: Date) => {
  const month = utcMonth(now);
  return db
    .select({ n: sql<number>`coalesce(${sum(botUsage.conversations)}, 0)::int` })
    .from(botUsage)
    .where(and(eq(botUsage.companyId, companyId), gte(botUsage.day, month.from), lt(botUsage.day, month.to)));
};

export async function botInteractionsThisMonth(db: Db, companyId: number, now: Date): Promise<number> {
  const [row] = await botInteractionsQuery(db, companyId, now);
  return Number(row?.n ?? 0);
}

export async function companyUsage(db: Db, companyId: number, now: Date): Promise<Usage> {
  const [[u], [b], [c], botInteractions] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.userType, 'human'))),
    db
      .select({ n: count() })
      .from(virtualAgents)
      .where(and(eq(virtualAgents.companyId, companyId), isNull(virtualAgents.firedAt))),
    db.select({ n: count() }).from(channels).where(eq(channels.companyId, companyId)),
    botInteractionsThisMonth(db, companyId, now),
  ]);
  return { users: Number(u.n), bots: Number(b.n), bot_interactions: botInteractions, channels: Number(c.n) };
}
