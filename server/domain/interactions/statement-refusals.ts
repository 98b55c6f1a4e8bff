/**
 * The refusals the batched statements (append_messages, mark_reads) answer in place of a row, and
 * the catalogue code each becomes.
 */
export const REFUSALS = {
  closed: 'err_interaction_closed',
  not_found: 'err_interaction_not_found',
  auth_failed: 'err_auth_failed',
  no_permission: 'err_no_permission',
  /** A conversation someone else holds, written in by one who may not supervise (contracts/interaction-holder.ts). */
  not_holder: 'err_forbidden_action',
} as const;

export type Refusal = keyof typeof REFUSALS;
