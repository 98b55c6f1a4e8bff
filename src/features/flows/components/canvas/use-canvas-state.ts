import { addEdge, applyEdgeChanges, applyNodeChanges, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FLOW_CANVAS, FLOW_NODE_SIZE, type FlowEdgeType, type FlowNodeKind } from '../../../../../contracts/flow-canvas';
import type { FlowGraph, FlowNodeData } from '../../../../../contracts/flow.schema';
import { layoutFlow } from '../../../../../machines/flow-layout';
import { fromCanvas, newId, toCanvas, type CanvasEdge, type CanvasNode } from './graph-convert';
import { useGraphHistory } from './use-graph-history';

/** Edits of one field of one node within this time are one undo step (typing a word is not ten). */
const COALESCE_MS = 1000;

/** The canvas's graph, its changes (each an undo step) and whether it differs from the saved one. */
export function useCanvasState(saved: FlowGraph) {
  const [initial] = useState(() => toCanvas(saved));
  const [nodes, setNodes] = useState<CanvasNode[]>(initial.nodes);
  const [edges, setEdges] = useState<CanvasEdge[]>(initial.edges);
  const [dirty, setDirty] = useState(false);
  const history = useGraphHistory();
  const lastEdit = useRef<{ key: string; at: number }>({ key: '', at: 0 });
  // The handlers read the committed graph through this (they run after render, never during it).
  const live = useRef({ nodes, edges });
  useLayoutEffect(() => {
    live.current = { nodes, edges };
  }, [nodes, edges]);
  const graph = useCallback(() => fromCanvas(live.current.nodes, live.current.edges), []);
  const checkpoint = useCallback(() => {
    history.record(graph());
    setDirty(true);
  }, [history, graph]);
  const replace = useCallback((g: FlowGraph) => {
    const next = toCanvas(g);
    setNodes(next.nodes);
    setEdges(next.edges);
    setDirty(true);
  }, []);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      if (changes.some((c) => c.type === 'remove')) checkpoint();
      else if (changes.some((c) => c.type === 'position')) setDirty(true);
      setNodes((ns) => applyNodeChanges(changes, ns));
    },
    [checkpoint],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      if (changes.some((c) => c.type === 'remove')) checkpoint();
      setEdges((es) => applyEdgeChanges(changes, es));
    },
    [checkpoint],
  );
  const connect = useCallback(
    (c: Connection, type: FlowEdgeType) => {
      checkpoint();
      setEdges((es) =>
        addEdge<CanvasEdge>(
          { ...c, id: newId('e'), type, sourceHandle: c.sourceHandle ?? 'out', targetHandle: c.targetHandle ?? 'in' },
          es.filter((e) => !(e.source === c.source && e.sourceHandle === c.sourceHandle && nodeKind(live.current.nodes, c.source) !== 'question')),
        ),
      );
    },
    [checkpoint],
  );
  const add = useCallback(
    (kind: FlowNodeKind, at: { x: number; y: number }) => {
      checkpoint();
      const node: CanvasNode = {
        id: newId(kind),
        type: kind,
        position: freeSpot(live.current.nodes, at),
        width: FLOW_NODE_SIZE.width,
        height: FLOW_NODE_SIZE.height,
        data: {},
        selected: true,
      };
      setNodes((ns) => [...ns.map((n) => ({ ...n, selected: false })), node]);
      return node.id;
    },
    [checkpoint],
  );
  const editData = useCallback(
    (id: string, patch: Partial<FlowNodeData>) => {
      const key = `${id}:${Object.keys(patch).join()}`;
      if (lastEdit.current.key !== key || Date.now() - lastEdit.current.at > COALESCE_MS) checkpoint();
      lastEdit.current = { key, at: Date.now() };
      setDirty(true);
      setNodes((ns) => ns.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...patch } } : n)));
    },
    [checkpoint],
  );
  const setEdgeType = useCallback(
    (type: FlowEdgeType) => {
      if (!live.current.edges.some((e) => e.selected)) return;
      checkpoint();
      setEdges((es) => es.map((e) => (e.selected ? { ...e, type } : e)));
    },
    [checkpoint],
  );
  const removeSelected = useCallback(() => {
    const { nodes: ns, edges: es } = live.current;
    const gone = new Set(ns.filter((n) => n.selected).map((n) => n.id));
    if (!gone.size && !es.some((e) => e.selected)) return;
    checkpoint();
    setNodes(ns.filter((n) => !gone.has(n.id)));
    setEdges(es.filter((e) => !e.selected && !gone.has(e.source) && !gone.has(e.target)));
  }, [checkpoint]);
  const layout = useCallback(() => {
    checkpoint();
    replace(layoutFlow(graph()));
  }, [checkpoint, graph, replace]);
  const undo = useCallback(() => {
    const prev = history.undo(graph());
    if (prev) replace(prev);
  }, [history, graph, replace]);
  const redo = useCallback(() => {
    const next = history.redo(graph());
    if (next) replace(next);
  }, [history, graph, replace]);

  return {
    nodes,
    edges,
    setNodes,
    dirty,
    markSaved: () => setDirty(false),
    graph,
    onNodesChange,
    onEdgesChange,
    onNodeDragStart: checkpoint,
    connect,
    add,
    editData,
    setEdgeType,
    removeSelected,
    layout,
    undo,
    redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
  };
}

/** The first place at or below `at` where a new node keeps the node margin from every other (spec §9). */
function freeSpot(nodes: CanvasNode[], at: { x: number; y: number }) {
  const { nodeMargin: m, nodeSpacing: gap } = FLOW_CANVAS;
  const { width: w, height: h } = FLOW_NODE_SIZE;
  const spot = { x: Math.round(at.x), y: Math.round(at.y) };
  const clash = () =>
    nodes.some(
      (n) => spot.x < n.position.x + (n.width ?? w) + m && n.position.x < spot.x + w + m && spot.y < n.position.y + (n.height ?? h) + m && n.position.y < spot.y + h + m,
    );
  for (let i = 0; i < 200 && clash(); i++) spot.y += h + gap;
  return spot;
}

const nodeKind = (nodes: CanvasNode[], id: string) => nodes.find((n) => n.id === id)?.type;
