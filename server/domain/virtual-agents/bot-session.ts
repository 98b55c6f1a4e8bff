import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botSessions, interactions } from '../../db/schema';
import type { BotConversationContext, BotPhase, HandoverReason } from '../../../machines/bot-conversation.machine';
import { utcDay } from '../../../machines/billing-rules';
import { billingNow } from '../billing/clock';
import { agentOnChannel } from './channel-agent';

/** A customer message's words kept as the handover summary: one line, at most this long. */
export const SUMMARY_MAX = 160;

export interface BotSession {
  interactionId: number;
  companyId: number;
  agentUserId: number | null;
  phase: BotPhase;
  context: BotConversationContext;
  flowRun: unknown;
  summary: string;
}

const toSession = (r: typeof botSessions.$inferSelect): BotSession => ({
  interactionId: r.interactionId,
  companyId: r.companyId,
  agentUserId: r.agentUserId,
  phase: r.phase as BotPhase,
  context: { failures: r.failures, answers: r.answers, reason: r.reason as HandoverReason | null },
  flowRun: r.flowRun,
  summary: r.summary,
});

export const oneLine = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > SUMMARY_MAX ? `${t.slice(0, SUMMARY_MAX - 1)}…` : t;
};

type MadeRow = {
  interaction_id: number;
  company_id: number;
  agent_user_id: number | null;
  phase: string;
  failures: number;
  answers: number;
  reason: string | null;
  flow_run: unknown;
  summary: string;
};

/**
 * The bot phase of a conversation a customer just wrote in, or null when no bot holds it (not in
 * the virtual_agent stage, or closed). Its first message makes the session, with the agent of the
 * conversation's channel, and counts a bot interaction for the company today (plan limits).
 */
export async function botSessionFor(db: Db, companyId: number, interactionId: number, firstText: string): Promise<BotSession | null> {
  const [row] = await db
    .select({ stage: interactions.stage, status: interactions.status, channelId: interactions.channelId, session: botSessions })
    .from(interactions)
    .leftJoin(botSessions, eq(botSessions.interactionId, interactions.id))
    .where(and(eq(interactions.id, interactionId), eq(interactions.companyId, companyId)))
    .limit(1);
  if (!row || row.status !== 'open' || row.stage !== 'virtual_agent') return null;
  if (row.session) return row.session.phase === 'answering' ? toSession(row.session) : null;
  const agentUserId = row.channelId ? await agentOnChannel(db, row.channelId) : null;
  // One statement, not a transaction: on the embedded database a transaction holds its only
  // session for three round trips, and every other conversation's statement waits behind it.
  const res = await db.execute<MadeRow>(sql`
    with made as (
      insert into bot_sessions (interaction_id, company_id, agent_user_id, summary)
      values (${interactionId}, ${companyId}, ${agentUserId}, ${oneLine(firstText)})
      on conflict do nothing
      returning interaction_id, company_id, agent_user_id, phase, failures, answers, reason, flow_run, summary),
    counted as (
      insert into bot_usage (company_id, day, conversations)
      select company_id, ${utcDay(billingNow())}::date, 1 from made
      on conflict (company_id, day) do update set conversations = bot_usage.conversations + 1)
    select * from made`);
  const [made] = (res as unknown as { rows: MadeRow[] }).rows;
  if (!made) return null;
  return {
    interactionId: Number(made.interaction_id),
    companyId: Number(made.company_id),
    agentUserId: made.agent_user_id === null ? null : Number(made.agent_user_id),
    phase: made.phase as BotPhase,
    context: { failures: made.failures, answers: made.answers, reason: made.reason as HandoverReason | null },
    flowRun: made.flow_run,
    summary: made.summary,
  };
}

/** Stores what a turn changed: the machine's phase and counts, the flow run, the summary. */
export async function saveBotSession(db: Db, s: BotSession) {
  await db
    .update(botSessions)
    .set({
      phase: s.phase,
      failures: s.context.failures,
      answers: s.context.answers,
      reason: s.context.reason,
      flowRun: s.flowRun ?? null,
      summary: s.summary,
      handedOverAt: s.phase === 'handed_over' ? new Date() : null,
    })
    .where(eq(botSessions.interactionId, s.interactionId));
}
