import {
  FLOW_QUESTION_MISSES_MAX,
  FLOW_TURN_STEPS_MAX,
  type BotReply,
  type FlowAnchor,
  type FlowGraph,
  type FlowNode,
  type FlowOutcome,
  type FlowRunState,
  type IssueThen,
} from '../contracts';
import { fillTemplate, indexGraph, type GraphIndex } from './flow-graph';

/**
 * The flow interpreter (pure): given saved graphs, a run and an input, it returns the bot's replies,
 * the next run (null when it ended) and the outcome. I/O is left to the caller as an `effect`: an
 * api node stops the turn with `{ kind: 'api' }`, the caller calls the endpoint and hands the
 * result to `resumeFlow`. Subflows are read through `graphs`, so the caller loads them first.
 */
export type FlowGraphs = (flowId: number) => FlowGraph | undefined;
export interface FlowInput {
  text?: string;
  buttonId?: string;
}
export type ApiResult = { ok: true; vars: Record<string, string> } | { ok: false };
export interface FlowStep {
  replies: BotReply[];
  run: FlowRunState | null;
  outcome?: FlowOutcome;
  effect?: { kind: 'api'; customApiId: number; vars: Record<string, string> };
  /** outcome 'issue': the issue to file (the card's text as its name, the answers collected) and what follows it. */
  issue?: FlowIssue;
}
export interface FlowIssue {
  title: string;
  vars: Record<string, string>;
  then: IssueThen;
}

type Run = Omit<FlowRunState, 'nodeId' | 'waiting' | 'misses'>;
const ACTION_OUTCOME = { close: 'close', escalate: 'handover' } as const;

function questionReply(g: GraphIndex, q: FlowNode, vars: Record<string, string>): BotReply {
  const buttons = g
    .outgoing(q.id)
    .flatMap((e) => g.node(e.to) ?? [])
    .filter((n) => n.type === 'button')
    .map((b) => ({ id: b.id, label: fillTemplate(b.data.label ?? '', vars) }));
  return { text: fillTemplate(q.data.text ?? '', vars), ...(buttons.length ? { buttons } : {}) };
}

/** Moves from `node` until the run waits for an answer or an api result, or ends. */
function walk(graphs: FlowGraphs, run: Run, start: FlowNode | undefined, replies: BotReply[], endAs: 'success' | 'fail' = 'success'): FlowStep {
  let node = start;
  let g = indexGraph(graphs(run.flowId) ?? { nodes: [], edges: [] });
  const say = (text?: string) => text?.trim() && replies.push({ text: fillTemplate(text, run.vars) });
  // Leaves the current (sub)flow through `anchor` of the caller's subflow node, or ends the run.
  const leave = (outcome: 'success' | 'fail'): FlowStep | FlowNode | undefined => {
    const frame = run.stack.at(-1);
    if (!frame) return { replies, run: null, outcome };
    run = { ...run, flowId: frame.flowId, stack: run.stack.slice(0, -1) };
    g = indexGraph(graphs(run.flowId) ?? { nodes: [], edges: [] });
    const next = g.next(frame.nodeId, outcome);
    return next ?? { replies, run: null, outcome };
  };
  for (let steps = 0; steps < FLOW_TURN_STEPS_MAX; steps++) {
    let moved: FlowStep | FlowNode | undefined;
    if (!node) moved = leave(endAs);
    else if (node.type === 'start' || node.type === 'button') moved = g.next(node.id, 'out') ?? leave(endAs);
    else if (node.type === 'response') {
      say(node.data.text);
      const action = node.data.action ?? 'none';
      if (action === 'create_issue') {
        const issue = { title: fillTemplate(node.data.text ?? '', run.vars).trim(), vars: run.vars, then: node.data.issue_then ?? 'handover' };
        return { replies, run: null, outcome: 'issue', issue };
      }
      moved = action === 'none' ? (g.next(node.id, 'out') ?? leave(endAs)) : { replies, run: null, outcome: ACTION_OUTCOME[action] };
    } else if (node.type === 'question') {
      replies.push(questionReply(g, node, run.vars));
      return { replies, run: { ...run, nodeId: node.id, waiting: 'answer', misses: 0 } };
    } else if (node.type === 'api') {
      if (!node.data.custom_api_id) moved = g.next(node.id, 'fail') ?? leave('fail');
      else return { replies, run: { ...run, nodeId: node.id, waiting: 'api', misses: 0 }, effect: { kind: 'api', customApiId: node.data.custom_api_id, vars: run.vars } };
    } else if (node.type === 'subflow') {
      const sub = node.data.subflow_id ? graphs(node.data.subflow_id) : undefined;
      const subStart = sub && indexGraph(sub).start();
      if (!subStart || run.stack.length >= 10 || run.stack.some((f) => f.flowId === node!.data.subflow_id)) moved = g.next(node.id, 'fail') ?? leave('fail');
      else {
        run = { ...run, stack: [...run.stack, { flowId: run.flowId, nodeId: node.id }], flowId: node.data.subflow_id! };
        g = indexGraph(sub);
        moved = subStart;
      }
    } else {
      say(node.data.text);
      moved = leave(node.type);
    }
    if (moved && 'replies' in moved) return moved;
    node = moved;
  }
  // Only a loop that never asks anything gets here: end it rather than spin.
  return { replies, run: null, outcome: 'fail' };
}

/** The first turn of a flow: from its start to the first question, api call or end. */
export function startFlow(graphs: FlowGraphs, flowId: number): FlowStep {
  const run: Run = { flowId, rootFlowId: flowId, stack: [], vars: {} };
  const graph = graphs(flowId);
  if (!graph) return { replies: [], run: null, outcome: 'fail' };
  return walk(graphs, run, indexGraph(graph).start(), [], 'success');
}

/** A customer's answer to the question the run waits at: a button (by id, label or number) or typed text. */
export function answerFlow(graphs: FlowGraphs, state: FlowRunState, input: FlowInput): FlowStep {
  const graph = graphs(state.flowId);
  const g = graph && indexGraph(graph);
  const q = g?.node(state.nodeId);
  if (!g || !q || state.waiting !== 'answer') return { replies: [], run: null, outcome: 'fail' };
  const targets = g.outgoing(q.id).flatMap((e) => g.node(e.to) ?? []);
  const buttons = targets.filter((n) => n.type === 'button');
  const typed = input.text?.trim().toLocaleLowerCase() ?? '';
  const chosen =
    buttons.find((b) => b.id === input.buttonId) ??
    (typed ? buttons.find((b, i) => (b.data.label ?? '').trim().toLocaleLowerCase() === typed || String(i + 1) === typed) : undefined);
  const run: Run = { flowId: state.flowId, rootFlowId: state.rootFlowId, stack: state.stack, vars: state.vars };
  if (chosen) return walk(graphs, run, chosen, []);
  const free = targets.find((n) => n.type !== 'button');
  if (free && typed) {
    const vars = q.data.variable ? { ...run.vars, [q.data.variable]: input.text!.trim() } : run.vars;
    return walk(graphs, { ...run, vars }, free, []);
  }
  if (state.misses + 1 >= FLOW_QUESTION_MISSES_MAX) return { replies: [], run: null, outcome: 'fail' };
  return { replies: [questionReply(g, q, run.vars)], run: { ...state, misses: state.misses + 1 } };
}

/** The caller's result of the api call the run waits on: its fields join the run, then `success` or `fail`. */
export function resumeFlow(graphs: FlowGraphs, state: FlowRunState, result: ApiResult): FlowStep {
  const graph = graphs(state.flowId);
  const g = graph && indexGraph(graph);
  const node = g?.node(state.nodeId);
  if (!g || !node || state.waiting !== 'api') return { replies: [], run: null, outcome: 'fail' };
  const vars = result.ok ? { ...state.vars, ...result.vars } : state.vars;
  const run: Run = { flowId: state.flowId, rootFlowId: state.rootFlowId, stack: state.stack, vars };
  const replies: BotReply[] = [];
  if (result.ok && node.data.text?.trim()) replies.push({ text: fillTemplate(node.data.text, vars) });
  const anchor: FlowAnchor = result.ok ? 'success' : 'fail';
  const next = g.next(node.id, anchor);
  return walk(graphs, run, next, replies, result.ok ? 'success' : 'fail');
}
