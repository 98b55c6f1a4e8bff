import { useCallback, useRef, useState } from 'react';
import type { FlowGraph } from '../../../../../contracts/flow.schema';

/** How many steps undo keeps. */
const HISTORY_MAX = 100;

/**
 * Undo and redo over whole-graph snapshots: `record(before)` is called with the graph as it was
 * just before a change (a drag, a connection, a deletion, an edit); undo returns it.
 */
export function useGraphHistory() {
  const past = useRef<FlowGraph[]>([]);
  const future = useRef<FlowGraph[]>([]);
  const [counts, setCounts] = useState({ past: 0, future: 0 });
  const bump = () => setCounts({ past: past.current.length, future: future.current.length });
  const record = useCallback((before: FlowGraph) => {
    past.current = [...past.current.slice(-(HISTORY_MAX - 1)), before];
    future.current = [];
    bump();
  }, []);
  const undo = useCallback((current: FlowGraph): FlowGraph | undefined => {
    const prev = past.current.at(-1);
    if (!prev) return undefined;
    past.current = past.current.slice(0, -1);
    future.current = [...future.current, current];
    bump();
    return prev;
  }, []);
  const redo = useCallback((current: FlowGraph): FlowGraph | undefined => {
    const next = future.current.at(-1);
    if (!next) return undefined;
    future.current = future.current.slice(0, -1);
    past.current = [...past.current, current];
    bump();
    return next;
  }, []);
  return { record, undo, redo, canUndo: counts.past > 0, canRedo: counts.future > 0 };
}
