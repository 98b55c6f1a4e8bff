import type { Db } from '../../db/client';
import type { AppendResult, MessageWriter } from '../interactions/message-writer';
import { applyInteractionEvent, type InteractionRow } from '../interactions/apply-event';
import { stepBotConversation, type BotConversationEvent } from '../../../machines/bot-conversation.machine';
import { botSessionFor, oneLine, saveBotSession, type BotSession } from './bot-session';
import { botText } from './bot-texts';
import { passageAnswer, qaAnswer } from './compose-answer';
import { fileFlowIssue } from './flow-issue';
import { asksForPerson } from './person-phrases';
import { NO_FLOWS, type BotReply, type CustomerMessage, type FlowRuntime, type Retrieve, type VirtualAgents } from './seams';

export type { CustomerMessage, VirtualAgents } from './seams';

export interface VirtualAgentDeps {
  db: Db;
  writer: MessageWriter;
  pub: {
    publishMessage(stored: AppendResult): void;
    interactionChanged(row: InteractionRow, opts?: { visitor?: boolean }): Promise<unknown>;
  };
  routeQueue(companyId: number): Promise<void>;
  retrieve: Retrieve;
  flows?: FlowRuntime;
  log: { warn(obj: object, msg: string): void };
}

export function createVirtualAgents(deps: VirtualAgentDeps): VirtualAgents {
  const { db, writer, pub, retrieve } = deps;
  const flows = deps.flows ?? NO_FLOWS;
  const chains = new Map<number, Promise<void>>();

  const turn = async (m: CustomerMessage) => {
    const s = await botSessionFor(db, m.companyId, m.interactionId, m.text);
    if (!s) return;
    const locale = m.locale ?? 'mn';
    let said = 0;
    const say = async (reply: BotReply | string) => {
      // A flow question's buttons travel as numbered lines: the customer answers with the number or the label.
      const body = typeof reply === 'string' ? reply : [reply.text, ...(reply.buttons ?? []).map((b, i) => `${i + 1}. ${b.label}`)].join('\n');
      if (!body.trim()) return;
      const stored = await writer.append({
        companyId: m.companyId,
        interactionId: m.interactionId,
        clientId: `bot-reply-${m.seq}-${said++}`,
        authorType: 'bot',
        authorUserId: s.agentUserId,
        body,
      });
      if (!stored.duplicate) pub.publishMessage(stored);
    };
    const step = (event: BotConversationEvent): BotSession => ({ ...s, ...stepBotConversation(s, event) });

    const handOver = async (after: BotSession, summaryText: string) => {
      await say(botText(locale, 'handover'));
      await saveBotSession(db, { ...after, summary: oneLine(summaryText) || after.summary });
      const row = await applyInteractionEvent(db, m.companyId, m.interactionId, { type: 'interaction.handover' }, null);
      await pub.interactionChanged(row, { visitor: true });
      void deps.routeQueue(m.companyId);
    };
    // A person asked for by name keeps the first question as the summary (it says what it is about).
    if (s.agentUserId === null || asksForPerson(m.text)) return handOver(step({ type: 'bot.personAsked' }), s.summary);

    // A run in progress takes the answer; with none, flowTurn starts the flow whose trigger matches.
    const runFlow = async (run: unknown) => {
      const out = await flows.flowTurn(db, {
        companyId: m.companyId,
        agentUserId: s.agentUserId!,
        interactionId: m.interactionId,
        run,
        input: { text: m.text, buttonId: m.buttonId },
      });
      for (const r of out.replies) await say(r);
      const ended = out.outcome !== undefined;
      let then: 'handover' | 'close' | undefined = out.outcome === 'handover' ? 'handover' : out.outcome === 'close' ? 'close' : undefined;
      if (out.outcome === 'issue') {
        const filed = await fileFlowIssue(db, {
          companyId: m.companyId,
          interactionId: m.interactionId,
          agentUserId: s.agentUserId!,
          title: out.issue?.title ?? '',
          summary: s.summary || m.text,
          vars: out.issue?.vars ?? {},
        }).catch((err: unknown) => deps.log.warn({ err, interactionId: m.interactionId }, 'flow issue not filed'));
        // Not filed (no contact to file it for): a person takes the conversation and files it.
        then = filed ? (out.issue?.then ?? 'handover') : 'handover';
      }
      if (then === 'handover') return handOver({ ...step({ type: 'bot.flowHandover' }), flowRun: null }, m.text);
      if (then === 'close') {
        await saveBotSession(db, { ...step({ type: 'bot.answered' }), flowRun: null });
        const row = await applyInteractionEvent(db, m.companyId, m.interactionId, { type: 'interaction.close', subject: s.summary || m.text.slice(0, 100) }, null);
        await pub.interactionChanged(row, { visitor: true });
        return;
      }
      const next = step(out.outcome === 'fail' && !out.replies.length ? { type: 'bot.failed' } : { type: 'bot.answered' });
      if (next.phase === 'handed_over') return handOver({ ...next, flowRun: null }, m.text);
      await saveBotSession(db, { ...next, flowRun: ended ? null : out.run });
    };
    if (s.flowRun) return runFlow(s.flowRun);

    const hits = await retrieve(db, m.companyId, m.text, { limit: 5, agentUserId: s.agentUserId });
    const qa = qaAnswer(hits);
    if (qa) {
      await say(qa.body);
      return saveBotSession(db, step({ type: 'bot.answered' }));
    }
    const flowId = await flows.matchFlow(db, { companyId: m.companyId, agentUserId: s.agentUserId, text: m.text });
    if (flowId !== null) return runFlow(null);
    const passage = passageAnswer(hits, botText(locale, 'source'));
    if (passage) {
      await say(passage.body);
      return saveBotSession(db, step({ type: 'bot.answered' }));
    }
    const failed = step({ type: 'bot.failed' });
    if (failed.phase === 'handed_over') return handOver(failed, m.text);
    await say(botText(locale, 'not_understood'));
    await saveBotSession(db, failed);
  };

  return {
    onCustomerMessage(m) {
      const id = m.interactionId;
      const next = (chains.get(id) ?? Promise.resolve()).then(() => turn(m)).catch((err) => deps.log.warn({ err, interactionId: id }, 'virtual agent turn failed'));
      chains.set(id, next);
      void next.then(() => {
        if (chains.get(id) === next) chains.delete(id);
      });
      return next;
    },
  };
}
