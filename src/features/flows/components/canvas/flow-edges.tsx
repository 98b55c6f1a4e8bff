import { BaseEdge, Position, getBezierPath, getSmoothStepPath, type EdgeProps, type EdgeTypes } from '@xyflow/react';

type PathOf = (p: EdgeProps) => string;

/** One edge component per spec §2 edge type: horizontal and vertical curves, rounded and square steps. */
const edge = (pathOf: PathOf) =>
  function FlowEdge(props: EdgeProps) {
    return <BaseEdge id={props.id} path={pathOf(props)} markerEnd={props.markerEnd} style={props.style} interactionWidth={16} />;
  };

const ends = (p: EdgeProps) => ({ sourceX: p.sourceX, sourceY: p.sourceY, targetX: p.targetX, targetY: p.targetY });

export const EDGE_TYPES: EdgeTypes = {
  hsmooth: edge((p) => getBezierPath({ ...ends(p), sourcePosition: Position.Right, targetPosition: Position.Left })[0]),
  vsmooth: edge((p) => getBezierPath({ ...ends(p), sourcePosition: Position.Bottom, targetPosition: Position.Top })[0]),
  smooth: edge((p) => getSmoothStepPath({ ...ends(p), sourcePosition: p.sourcePosition, targetPosition: p.targetPosition, borderRadius: 12 })[0]),
  ortho: edge((p) => getSmoothStepPath({ ...ends(p), sourcePosition: p.sourcePosition, targetPosition: p.targetPosition, borderRadius: 0 })[0]),
};
