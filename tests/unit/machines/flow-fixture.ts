import type { FlowEdge, FlowGraph, FlowNode, FlowNodeData } from '../../../contracts';

/** A graph from a compact description: nodes `id:type` with data, edges `from>to` or `from.anchor>to`. */
export function graph(nodes: Record<string, [FlowNode['type'], FlowNodeData?]>, edges: string[]): FlowGraph {
  return {
    nodes: Object.entries(nodes).map(([id, [type, data]], i) => ({ id, type, x: i * 240, y: 0, width: 220, height: 72, data: data ?? {} })),
    edges: edges.map((spec, i): FlowEdge => {
      const [from, to] = spec.split('>');
      const [node, anchor] = from.split('.');
      return { id: `e${i}`, from: node, to, fromAnchor: (anchor ?? 'out') as FlowEdge['fromAnchor'], toAnchor: 'in', type: 'smooth' };
    }),
  };
}
