import { and, eq, sql } from 'drizzle-orm';
import type { BotReply, FlowGraph, FlowOutcome, FlowRunState } from '../../../contracts';
import { answerFlow, resumeFlow, startFlow, type FlowInput, type FlowIssue, type FlowStep } from '../../../machines/flow-runtime';
import type { Db } from '../../db/client';
import { customApis, flows } from '../../db/schema';
import { callCustomApi } from './call-custom-api';
import { publishedTriggers } from './flow-triggers';
import { loadGraphs } from './flows';

export interface FlowDeps {
  db: Db;
  /** Config.fetchAllowedHosts: private hosts custom APIs may reach. */
  fetchAllowedHosts: readonly string[];
}
export interface FlowTurnResult {
  replies: BotReply[];
  run: FlowRunState | null;
  outcome?: FlowOutcome;
  /** With outcome 'issue': what the issue says and what follows it. */
  issue?: FlowIssue;
}

/** Lower case, punctuation to spaces, one space between words (Cyrillic kept as it is). */
export const normalisePhrase = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The published flow whose trigger phrase the text contains (whole words), the longest phrase
 * winning; flows of the agent, and flows not yet given to any agent.
 */
export async function matchFlow(db: Db, q: { companyId: number; agentUserId: number | null; text: string }): Promise<number | null> {
  const said = ` ${normalisePhrase(q.text)} `;
  if (!said.trim()) return null;
  // The agent's flows and flows not yet given to any agent.
  const rows = (await publishedTriggers(db, q.companyId)).filter((r) => r.agentUserId === null || (q.agentUserId !== null && r.agentUserId === q.agentUserId));
  let best: { id: number; len: number; own: boolean } | null = null;
  for (const r of rows) {
    for (const t of r.triggers) {
      const phrase = normalisePhrase(t);
      if (!phrase || !said.includes(` ${phrase} `)) continue;
      const own = r.agentUserId !== null;
      if (!best || phrase.length > best.len || (phrase.length === best.len && own && !best.own)) best = { id: r.id, len: phrase.length, own };
    }
  }
  return best?.id ?? null;
}

/** The flow and every subflow it may enter (a few levels), read once for the turn. */
async function graphsFor(db: Db, companyId: number, run: FlowRunState | null, flowId: number) {
  const graphs = new Map<number, FlowGraph>();
  let want = [flowId, ...(run ? [run.rootFlowId, ...run.stack.map((f) => f.flowId)] : [])];
  for (let level = 0; level < 10 && want.length; level++) {
    for (const [id, g] of await loadGraphs(db, companyId, want)) graphs.set(id, g);
    want = [...graphs.values()].flatMap((g) =>
      g.nodes.flatMap((n) => (n.type === 'subflow' && n.data.subflow_id && !graphs.has(n.data.subflow_id) ? [n.data.subflow_id] : [])),
    );
  }
  return (id: number) => graphs.get(id);
}

const API_CALLS_PER_TURN = 5;

/**
 * One turn of a flow in a live conversation: starts the matching flow when no run is given, or
 * answers the run's question; calls the company's custom APIs the run reaches (errors and timeouts
 * take the fail branch); counts a run's start (usage) and a success end (accuracy).
 */
export async function flowTurn(
  deps: FlowDeps,
  t: { companyId: number; agentUserId: number | null; interactionId: number; run: FlowRunState | null; input: FlowInput },
): Promise<FlowTurnResult> {
  const { db, fetchAllowedHosts } = deps;
  let flowId = t.run?.flowId ?? null;
  if (!t.run) {
    flowId = await matchFlow(db, { companyId: t.companyId, agentUserId: t.agentUserId, text: t.input.text ?? '' });
    if (flowId === null) return { replies: [], run: null };
  }
  const graphs = await graphsFor(db, t.companyId, t.run, flowId!);
  let step: FlowStep = t.run ? answerFlow(graphs, t.run, t.input) : startFlow(graphs, flowId!);
  if (!t.run)
    await db
      .update(flows)
      .set({ usageCount: sql`${flows.usageCount} + 1` })
      .where(eq(flows.id, flowId!));
  const replies = [...step.replies];
  for (let calls = 0; step.effect && step.run && calls < API_CALLS_PER_TURN; calls++) {
    const [api] = await db
      .select()
      .from(customApis)
      .where(and(eq(customApis.id, step.effect.customApiId), eq(customApis.companyId, t.companyId)));
    const result = api ? await callCustomApi(api, step.effect.vars, fetchAllowedHosts) : { ok: false as const };
    step = resumeFlow(graphs, step.run, result.ok ? { ok: true, vars: result.vars } : { ok: false });
    replies.push(...step.replies);
  }
  if (step.effect) step = { replies: [], run: null, outcome: 'fail' };
  const rootId = t.run?.rootFlowId ?? flowId!;
  if (step.outcome === 'success')
    await db
      .update(flows)
      .set({ successCount: sql`${flows.successCount} + 1` })
      .where(eq(flows.id, rootId));
  return { replies, run: step.run, ...(step.outcome ? { outcome: step.outcome } : {}), ...(step.issue ? { issue: step.issue } : {}) };
}
