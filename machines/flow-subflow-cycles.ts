import type { FlowGraph, FlowIssue } from '../contracts';

const subflowIds = (graph: FlowGraph | undefined) => (graph?.nodes ?? []).flatMap((n) => (n.type === 'subflow' && n.data.subflow_id ? [n.data.subflow_id] : []));

/**
 * Subflow nodes of flow `flowId` whose chain of subflows comes round again (to this flow, or in a
 * loop further down): the runtime would cut such a run off at the repeat, so publishing is refused
 * with these nodes marked. `graphs` gives the saved graphs of other flows (pure: the caller loads them).
 */
export function subflowCycles(flowId: number | null, graph: FlowGraph, graphs: (id: number) => FlowGraph | undefined): FlowIssue[] {
  const graphOf = (id: number) => (id === flowId ? graph : graphs(id));
  const acyclic = new Set<number>();
  const loops = (id: number, path: readonly number[]): boolean => {
    if (path.includes(id)) return true;
    if (acyclic.has(id)) return false;
    const next = [...path, id];
    if (subflowIds(graphOf(id)).some((s) => loops(s, next))) return true;
    acyclic.add(id);
    return false;
  };
  const root = flowId === null ? [] : [flowId];
  return graph.nodes
    .filter((n) => n.type === 'subflow' && n.data.subflow_id && loops(n.data.subflow_id, root))
    .map((n) => ({ nodeId: n.id, code: 'subflow_cycle' as const }));
}

/** Every flow the graph's subflow chain reaches, for a caller that loads them in rounds. */
export function subflowRefs(graph: FlowGraph | undefined): number[] {
  return [...new Set(subflowIds(graph))];
}
