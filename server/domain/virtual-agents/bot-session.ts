import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botSessions } from '../../db/schema';
import type { BotConversationContext, BotPhase, HandoverReason } from '../../../machines/bot-conversation.machine';
import { utcDay } from '../../../machines/billing-rules';
import { billingNow } from '../billing/clock';

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

export const oneLine = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > SUMMARY_MAX ? `${t.slice(0, SUMMARY_MAX - 1)}…` : t;
};

type Row = {
  status: string;
  stage: string;
  /** 'stored' (the conversation's session), 'made' (by this statement), null (none). */
  src: 'stored' | 'made' | null;
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
 * conversation's channel (the rule of channel-agent.ts, in SQL here), and counts a bot interaction
 * for the company today (plan limits).
 * ONE statement, read and (first message) write alike: on the embedded database every round trip
 * queues behind every other conversation's statements.
 */
export async function botSessionFor(db: Db, companyId: number, interactionId: number, firstText: string): Promise<BotSession | null> {
  const res = await db.execute<Row>(sql`
    with i as (
      select id, company_id, channel_id, status, stage from interactions where id = ${interactionId} and company_id = ${companyId}),
    stored as (
      select b.* from bot_sessions b where b.interaction_id = ${interactionId}),
    made as (
      insert into bot_sessions (interaction_id, company_id, agent_user_id, summary)
      select i.id, i.company_id,
             (select c.agent_user_id from virtual_agent_channels c join virtual_agents a on a.user_id = c.agent_user_id
               where c.channel_id = i.channel_id and a.fired_at is null limit 1),
             ${oneLine(firstText)}
        from i where i.status = 'open' and i.stage = 'virtual_agent' and not exists (select 1 from stored)
      on conflict do nothing
      returning *),
    counted as (
      insert into bot_usage (company_id, day, conversations)
      select company_id, ${utcDay(billingNow())}::date, 1 from made
      on conflict (company_id, day) do update set conversations = bot_usage.conversations + 1),
    session as (
      select 'stored' as src, * from stored union all select 'made' as src, * from made)
    select i.status, i.stage, s.src, s.interaction_id, s.company_id, s.agent_user_id, s.phase, s.failures, s.answers, s.reason, s.flow_run, s.summary
      from i left join session s on true`);
  const [row] = (res as unknown as { rows: Row[] }).rows;
  if (!row || row.status !== 'open' || row.stage !== 'virtual_agent' || row.src === null) return null;
  if (row.src === 'stored' && row.phase !== 'answering') return null;
  return {
    interactionId: Number(row.interaction_id),
    companyId: Number(row.company_id),
    agentUserId: row.agent_user_id === null ? null : Number(row.agent_user_id),
    phase: row.phase as BotPhase,
    context: { failures: row.failures, answers: row.answers, reason: row.reason as HandoverReason | null },
    flowRun: row.flow_run,
    summary: row.summary,
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
