import type { Edge, Node } from '@xyflow/react';
import { FLOW_NODE_SIZE, type FlowEdgeType, type FlowNodeKind } from '../../../../../contracts/flow-canvas';
import type { FlowGraph, FlowNodeData } from '../../../../../contracts/flow.schema';
import type { FlowIssueCode } from '../../../../../contracts/flow-run.schema';

/** A node on the canvas: the saved node's data, plus the problems to mark (never saved). */
export type CanvasNodeData = FlowNodeData & { issues?: FlowIssueCode[] };
export type CanvasNode = Node<CanvasNodeData, FlowNodeKind>;
export type CanvasEdge = Edge<Record<string, never>, FlowEdgeType>;

/** The saved graph as React Flow's nodes and edges; `fromCanvas(toCanvas(g))` is `g` exactly. */
export function toCanvas(graph: FlowGraph): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  return {
    nodes: graph.nodes.map((n) => ({ id: n.id, type: n.type, position: { x: n.x, y: n.y }, width: n.width, height: n.height, data: { ...n.data } })),
    edges: graph.edges.map((e) => ({ id: e.id, source: e.from, target: e.to, sourceHandle: e.fromAnchor, targetHandle: e.toAnchor, type: e.type })),
  };
}

export function fromCanvas(nodes: CanvasNode[], edges: CanvasEdge[]): FlowGraph {
  return {
    nodes: nodes.map((n) => {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- marks are the canvas's, not the flow's
      const { issues, ...data } = n.data;
      return {
        id: n.id,
        type: n.type ?? 'response',
        x: n.position.x,
        y: n.position.y,
        width: n.width ?? FLOW_NODE_SIZE.width,
        height: n.height ?? FLOW_NODE_SIZE.height,
        data,
      };
    }),
    edges: edges.map((e) => ({
      id: e.id,
      from: e.source,
      to: e.target,
      fromAnchor: (e.sourceHandle ?? 'out') as FlowGraph['edges'][number]['fromAnchor'],
      toAnchor: (e.targetHandle ?? 'in') as FlowGraph['edges'][number]['toAnchor'],
      type: e.type ?? 'smooth',
    })),
  };
}

/** A short unique id for a new node or edge. */
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
