/** Flow canvas constants of spec §9 and the kinds of spec §2, shared by the canvas and the server. */
export const FLOW_CANVAS = {
  minZoom: 0.1,
  maxZoom: 5,
  zoomSensitivity: 0.4,
  zoomOnScroll: true,
  zoomOnDoubleClick: false,
  zoomControlsOnMobile: true,
  nodeDragThreshold: 2,
  nodeMargin: 10,
  nodeSpacing: 40,
} as const;

export const FLOW_NODE_KINDS = ['start', 'question', 'response', 'api', 'subflow', 'success', 'fail', 'button'] as const;
export type FlowNodeKind = (typeof FLOW_NODE_KINDS)[number];

export const FLOW_EDGE_TYPES = ['hsmooth', 'vsmooth', 'smooth', 'ortho'] as const;
export type FlowEdgeType = (typeof FLOW_EDGE_TYPES)[number];

/** Spec §2: what a response card does after its text is sent. */
export const RESPONSE_ACTIONS = ['none', 'close', 'escalate', 'create_issue'] as const;
export type ResponseAction = (typeof RESPONSE_ACTIONS)[number];
/** After a 'create issue' card files the issue: the conversation goes to a person, or closes. */
export const ISSUE_THEN = ['handover', 'close'] as const;
export type IssueThen = (typeof ISSUE_THEN)[number];

/**
 * Anchors an edge leaves from: `out` for every node; `success` / `fail` for api and subflow nodes
 * (an api error or timeout, or a subflow ending in fail, takes `fail`).
 */
export const FLOW_ANCHORS = ['out', 'success', 'fail', 'in'] as const;
export type FlowAnchor = (typeof FLOW_ANCHORS)[number];

/** Default node size on the canvas (the saved graph keeps each node's own). */
export const FLOW_NODE_SIZE = { width: 220, height: 72 } as const;
