import type { FlowRunState } from '../../../contracts';
import { deleteFlowsOf } from '../flows/flows';
import { flowTurn, matchFlow } from '../flows/run';
import { retrieve } from '../knowledge/retrieve';
import type { OnFired } from './change-agent';
import type { FlowRuntime, Retrieve } from './seams';

/**
 * Where answering meets the knowledge and flow areas: retrieval over the company's active Q&A and
 * published passages (server/domain/knowledge/retrieve.ts), and the flow runtime
 * (server/domain/flows/run.ts), whose custom API calls may reach the hosts the admin allowed.
 */
export const answerRetriever: Retrieve = retrieve;

export function flowRuntime(fetchAllowedHosts: readonly string[]): FlowRuntime {
  return {
    matchFlow: (db, q) => matchFlow(db, q),
    flowTurn: (db, q) =>
      flowTurn(
        { db, fetchAllowedHosts },
        { companyId: q.companyId, agentUserId: q.agentUserId, interactionId: q.interactionId, run: (q.run ?? null) as FlowRunState | null, input: q.input },
      ),
  };
}

/** Firing an agent deletes its flows (its knowledge stays, unused until moved). */
export const onAgentFired: OnFired = async (tx, companyId, agentUserId) => {
  await deleteFlowsOf(tx, companyId, agentUserId);
};
