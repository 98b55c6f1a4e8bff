import { z } from 'zod';

/** Why a flow cannot be published; each names the node the canvas marks. */
export const FLOW_ISSUE_CODES = [
  'no_start',
  'many_starts',
  'unreachable',
  'question_without_answer',
  'no_exit',
  'api_without_endpoint',
  'subflow_without_flow',
  'button_outside_question',
  'subflow_cycle',
] as const;
export type FlowIssueCode = (typeof FLOW_ISSUE_CODES)[number];
export const FlowIssueSchema = z.object({ nodeId: z.string().nullable(), code: z.enum(FLOW_ISSUE_CODES) });
export type FlowIssue = z.infer<typeof FlowIssueSchema>;

export const FLOW_OUTCOMES = ['success', 'fail', 'handover', 'close', 'issue'] as const;
export type FlowOutcome = (typeof FLOW_OUTCOMES)[number];

/** A subflow being run: where the caller continues when it ends. */
export const FlowFrameSchema = z.object({ flowId: z.number().int(), nodeId: z.string() });

/**
 * A run between two turns, plain JSON (kept with the conversation): the flow and node it waits at
 * (a question's answer, or an api node's result), the subflow stack, typed answers and api fields.
 */
export const FlowRunStateSchema = z.object({
  flowId: z.number().int(),
  nodeId: z.string(),
  waiting: z.enum(['answer', 'api']),
  stack: z.array(FlowFrameSchema),
  vars: z.record(z.string(), z.string()),
  misses: z.number().int(),
  /** The top-level flow, whose usage and accuracy the run counts toward. */
  rootFlowId: z.number().int(),
});
export type FlowRunState = z.infer<typeof FlowRunStateSchema>;

/** How many unmatched answers a question takes before the run ends in fail. */
export const FLOW_QUESTION_MISSES_MAX = 2;
/** Nodes one turn may pass without waiting; more means a loop with no question in it. */
export const FLOW_TURN_STEPS_MAX = 200;
