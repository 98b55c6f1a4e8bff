import { FLOW_CANVAS, FLOW_NODE_SIZE } from '../contracts/flow-canvas';
import type { FlowGraph } from '../contracts/flow.schema';

/**
 * Layered layout (pure; the server lays out a new flow, the canvas's button the same): columns by
 * distance from the start, nodes stacked in each column, `nodeSpacing` between them and the margin
 * around all. Nodes nothing leads to go in a last column, so none is lost off screen.
 */
export function layoutFlow(graph: FlowGraph): FlowGraph {
  const { nodeSpacing: gap, nodeMargin: margin } = FLOW_CANVAS;
  const depth = new Map<string, number>();
  const start = graph.nodes.find((n) => n.type === 'start') ?? graph.nodes[0];
  if (!start) return graph;
  const queue = [start.id];
  depth.set(start.id, 0);
  while (queue.length) {
    const id = queue.shift()!;
    for (const e of graph.edges) {
      if (e.from !== id || depth.has(e.to)) continue;
      depth.set(e.to, depth.get(id)! + 1);
      queue.push(e.to);
    }
  }
  const last = Math.max(0, ...depth.values()) + 1;
  const columns: string[][] = [];
  for (const n of graph.nodes) (columns[depth.get(n.id) ?? last] ??= []).push(n.id);
  const widths = columns.map((ids) => Math.max(0, ...ids.map((id) => graph.nodes.find((n) => n.id === id)!.width)));
  const place = new Map<string, { x: number; y: number }>();
  let x = margin;
  columns.forEach((ids, c) => {
    if (!ids) return;
    let y = margin;
    for (const id of ids) {
      place.set(id, { x, y });
      y += graph.nodes.find((n) => n.id === id)!.height + gap;
    }
    x += (widths[c] || FLOW_NODE_SIZE.width) + gap * 2;
  });
  return { nodes: graph.nodes.map((n) => ({ ...n, ...place.get(n.id)! })), edges: graph.edges };
}

/** A new flow's canvas: a start joined to a success end, laid out. */
export function starterGraph(): FlowGraph {
  const size = { width: FLOW_NODE_SIZE.width, height: FLOW_NODE_SIZE.height };
  return layoutFlow({
    nodes: [
      { id: 'start', type: 'start', x: 0, y: 0, ...size, data: {} },
      { id: 'success', type: 'success', x: 0, y: 0, ...size, data: {} },
    ],
    edges: [{ id: 'start-success', from: 'start', to: 'success', fromAnchor: 'out', toAnchor: 'in', type: 'smooth' }],
  });
}
