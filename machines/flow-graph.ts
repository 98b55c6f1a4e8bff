import type { FlowAnchor, FlowEdge, FlowGraph, FlowNode } from '../contracts';

/**
 * How the runtime reads a saved graph, shared with validation so both agree on which edges count:
 * a node that does not branch follows its first `out` edge; api and subflow nodes follow `success`
 * (or `out`) and `fail`; a question offers every edge it has.
 */
export interface GraphIndex {
  node(id: string): FlowNode | undefined;
  outgoing(id: string): FlowEdge[];
  next(id: string, anchor: FlowAnchor): FlowNode | undefined;
  start(): FlowNode | undefined;
}

export function indexGraph(graph: FlowGraph): GraphIndex {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const out = new Map<string, FlowEdge[]>();
  for (const e of graph.edges) {
    if (!nodes.has(e.from) || !nodes.has(e.to)) continue;
    out.set(e.from, [...(out.get(e.from) ?? []), e]);
  }
  return {
    node: (id) => nodes.get(id),
    outgoing: (id) => out.get(id) ?? [],
    next(id, anchor) {
      const edges = out.get(id) ?? [];
      const edge =
        anchor === 'success' ? (edges.find((e) => e.fromAnchor === 'success') ?? edges.find((e) => e.fromAnchor === 'out')) : edges.find((e) => e.fromAnchor === anchor);
      return edge ? nodes.get(edge.to) : undefined;
    },
    start: () => graph.nodes.find((n) => n.type === 'start'),
  };
}

/** A branching node's anchors; every other node leaves by `out`. */
export const BRANCH_ANCHORS: Partial<Record<FlowNode['type'], FlowAnchor[]>> = { api: ['success', 'fail'], subflow: ['success', 'fail'] };

/** The nodes the runtime can move to from `node` (a question: all its edges' targets). */
export function successors(g: GraphIndex, node: FlowNode): FlowNode[] {
  if (node.type === 'success' || node.type === 'fail') return [];
  if (node.type === 'response' && node.data.action && node.data.action !== 'none') return [];
  if (node.type === 'question') return g.outgoing(node.id).flatMap((e) => g.node(e.to) ?? []);
  const anchors = BRANCH_ANCHORS[node.type] ?? ['out'];
  return anchors.flatMap((a) => g.next(node.id, a) ?? []);
}

/** Nodes that end a run (a success or fail end, or a response card with an action). */
export const isEnd = (n: FlowNode) => n.type === 'success' || n.type === 'fail' || (n.type === 'response' && !!n.data.action && n.data.action !== 'none');

/** `{{name}}` replaced by the run's value ('' when unknown). */
export const fillTemplate = (text: string, vars: Record<string, string>) => text.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g, (_, k: string) => vars[k] ?? '');
