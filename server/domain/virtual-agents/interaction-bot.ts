import { and, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { utcDay, utcMonth } from '../../../machines/billing-rules';
import type { InteractionBot } from '../../../contracts';
import type { Db } from '../../db/client';
import { botSessions, botUsage, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The bot phase of a conversation the reader may see (the caller checked that): who, why it handed over, the summary. */
export async function interactionBot(db: Db, companyId: number, interactionId: number): Promise<InteractionBot> {
  const [row] = await db
    .select({ s: botSessions, name: users.firstName })
    .from(botSessions)
    .leftJoin(users, eq(users.id, botSessions.agentUserId))
    .where(and(eq(botSessions.interactionId, interactionId), eq(botSessions.companyId, companyId)))
    .limit(1);
  if (!row) throw new AppError('err_virtual_agent_not_found');
  const s = row.s;
  return {
    interaction_id: s.interactionId,
    agent_id: s.agentUserId,
    agent_name: row.name ?? '',
    phase: s.phase as InteractionBot['phase'],
    reason: s.reason as InteractionBot['reason'],
    summary: s.summary,
    answers: s.answers,
    failures: s.failures,
  };
}

/** Bot interactions of a company today and this month, on billing's clock (the plan's count reads the same days). */
export async function botUsageOf(db: Db, companyId: number, now: Date) {
  const month = utcMonth(now);
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${botUsage.conversations}) filter (where ${botUsage.day} = ${utcDay(now)}), 0)::int`,
      month: sql<number>`coalesce(${sum(botUsage.conversations)}, 0)::int`,
    })
    .from(botUsage)
    .where(and(eq(botUsage.companyId, companyId), gte(botUsage.day, month.from), lt(botUsage.day, month.to)));
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}
