import { z } from 'zod';
import { FLOW_ANCHORS, FLOW_EDGE_TYPES, FLOW_NODE_KINDS, ISSUE_THEN, RESPONSE_ACTIONS } from './flow-canvas';
import { requiredTextRule, textRule } from './field-rules';

export const FLOW_TITLE_MAX = 120;
export const FLOW_TAG_MAX = 40;
export const FLOW_TAGS_MAX = 10;
export const FLOW_TRIGGER_MAX = 200;
export const FLOW_TRIGGERS_MAX = 20;
export const FLOW_NODE_TEXT_MAX = 1000;
export const FLOW_BUTTON_LABEL_MAX = 60;
export const FLOW_VARIABLE_MAX = 40;
export const FLOW_NODES_MAX = 2000;
export const FLOW_EDGES_MAX = 4000;
export const FLOW_ID_MAX = 64;

const nodeId = z.string().min(1).max(FLOW_ID_MAX);
const coord = z.number().finite();

/** What each kind of node carries; every field is optional so a half-built canvas still saves. */
export const FlowNodeDataSchema = z
  .object({
    text: textRule(FLOW_NODE_TEXT_MAX).optional(),
    label: textRule(FLOW_BUTTON_LABEL_MAX).optional(),
    /** question: where a typed (non-button) answer is kept, for `{{name}}` in later texts and api URLs. */
    variable: z
      .string()
      .trim()
      .max(FLOW_VARIABLE_MAX)
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$|^$/)
      .optional(),
    action: z.enum(RESPONSE_ACTIONS).optional(),
    /** response with action create_issue: what follows the filed issue (hand over by default). */
    issue_then: z.enum(ISSUE_THEN).optional(),
    custom_api_id: z.number().int().positive().nullable().optional(),
    subflow_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type FlowNodeData = z.infer<typeof FlowNodeDataSchema>;

export const FlowNodeSchema = z
  .object({
    id: nodeId,
    type: z.enum(FLOW_NODE_KINDS),
    x: coord,
    y: coord,
    width: z.number().finite().positive(),
    height: z.number().finite().positive(),
    data: FlowNodeDataSchema,
  })
  .strict();
export type FlowNode = z.infer<typeof FlowNodeSchema>;

export const FlowEdgeSchema = z
  .object({
    id: nodeId,
    from: nodeId,
    to: nodeId,
    fromAnchor: z.enum(FLOW_ANCHORS),
    toAnchor: z.enum(FLOW_ANCHORS),
    type: z.enum(FLOW_EDGE_TYPES),
  })
  .strict();
export type FlowEdge = z.infer<typeof FlowEdgeSchema>;

export const FlowGraphSchema = z.object({ nodes: z.array(FlowNodeSchema).max(FLOW_NODES_MAX), edges: z.array(FlowEdgeSchema).max(FLOW_EDGES_MAX) }).strict();
export type FlowGraph = z.infer<typeof FlowGraphSchema>;

export const FLOW_STATUSES = ['draft', 'published'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const FlowRulesSchema = z.object({
  title: requiredTextRule(FLOW_TITLE_MAX),
  triggers: z.array(requiredTextRule(FLOW_TRIGGER_MAX)).max(FLOW_TRIGGERS_MAX),
  tags: z.array(requiredTextRule(FLOW_TAG_MAX)).max(FLOW_TAGS_MAX),
});
export type FlowRules = z.infer<typeof FlowRulesSchema>;
/** The flow form: its rules and the virtual agent it belongs to (none until one is chosen). */
export const FlowFormSchema = FlowRulesSchema.extend({ agent_user_id: z.number().int().positive().nullable() });
export type FlowForm = z.infer<typeof FlowFormSchema>;

export const FlowSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(FLOW_STATUSES),
  triggers: z.array(z.string()),
  tags: z.array(z.string()),
  agent_user_id: z.number().int().nullable(),
  usage_count: z.number().int(),
  success_count: z.number().int(),
  /** Share of runs ending in success, 0–1; null before the first run. */
  accuracy: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FlowSummary = z.infer<typeof FlowSummarySchema>;
export const FlowSchema = FlowSummarySchema.extend({ graph: FlowGraphSchema });
export type Flow = z.infer<typeof FlowSchema>;

export const FlowCreateBodySchema = FlowRulesSchema.extend({
  agent_user_id: z.number().int().positive().nullable().optional(),
  graph: FlowGraphSchema.optional(),
}).strict();
export type FlowCreateBody = z.infer<typeof FlowCreateBodySchema>;
export const FlowUpdateBodySchema = FlowRulesSchema.partial()
  .extend({ graph: FlowGraphSchema.optional(), agent_user_id: z.number().int().positive().nullable().optional() })
  .strict();
export type FlowUpdateBody = z.infer<typeof FlowUpdateBodySchema>;
export const FlowStatusBodySchema = z.object({ status: z.enum(FLOW_STATUSES) }).strict();

export const FlowListQuerySchema = z.object({ agent_user_id: z.coerce.number().int().positive().optional() }).strict();
export const FlowListSchema = z.object({ items: z.array(FlowSummarySchema) });
export const FlowIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

/** A message of the bot: text, and buttons the channel shows as chat buttons, keyboards or quick replies. */
export const BotReplySchema = z.object({
  text: z.string(),
  buttons: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
});
export type BotReply = z.infer<typeof BotReplySchema>;
