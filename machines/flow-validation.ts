import type { FlowGraph, FlowIssue } from '../contracts';
import { indexGraph, isEnd, successors } from './flow-graph';
import { subflowCycles } from './flow-subflow-cycles';

/**
 * Why a flow cannot be published, each with the node to mark (pure; the canvas and the server run
 * the same): one start; every node reachable from it; every question with an answer path; and from
 * every node a way to an end (so neither a dead end nor a loop with no way out). Given the other
 * flows' graphs (`subflows`), a chain of subflows that comes round again is refused too.
 */
export function validateFlow(graph: FlowGraph, subflows?: { flowId: number | null; graphs: (id: number) => FlowGraph | undefined }): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const g = indexGraph(graph);
  const starts = graph.nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) return [{ nodeId: null, code: 'no_start' }];
  for (const extra of starts.slice(1)) issues.push({ nodeId: extra.id, code: 'many_starts' });

  const reached = new Set<string>([starts[0].id]);
  const queue = [starts[0]];
  while (queue.length) {
    for (const n of successors(g, queue.shift()!)) {
      if (reached.has(n.id)) continue;
      reached.add(n.id);
      queue.push(n);
    }
  }

  // Backwards from every end: the nodes that can still finish.
  const preds = new Map<string, string[]>();
  for (const n of graph.nodes) for (const s of successors(g, n)) preds.set(s.id, [...(preds.get(s.id) ?? []), n.id]);
  const finishes = new Set(graph.nodes.filter(isEnd).map((n) => n.id));
  const back = [...finishes];
  while (back.length) {
    for (const p of preds.get(back.pop()!) ?? []) {
      if (finishes.has(p)) continue;
      finishes.add(p);
      back.push(p);
    }
  }

  const fromQuestion = new Set(graph.edges.filter((e) => g.node(e.from)?.type === 'question').map((e) => e.to));
  for (const n of graph.nodes) {
    if (n.type === 'start' && n !== starts[0]) continue;
    if (!reached.has(n.id)) {
      issues.push({ nodeId: n.id, code: 'unreachable' });
      continue;
    }
    if (n.type === 'question' && g.outgoing(n.id).length === 0) issues.push({ nodeId: n.id, code: 'question_without_answer' });
    else if (n.type === 'start' ? successors(g, n).length === 0 : !finishes.has(n.id)) issues.push({ nodeId: n.id, code: 'no_exit' });
    if (n.type === 'button' && !fromQuestion.has(n.id)) issues.push({ nodeId: n.id, code: 'button_outside_question' });
    if (n.type === 'api' && !n.data.custom_api_id) issues.push({ nodeId: n.id, code: 'api_without_endpoint' });
    if (n.type === 'subflow' && !n.data.subflow_id) issues.push({ nodeId: n.id, code: 'subflow_without_flow' });
  }
  if (subflows) issues.push(...subflowCycles(subflows.flowId, graph, subflows.graphs));
  return issues;
}
