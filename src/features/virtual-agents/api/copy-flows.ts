import { useMutation } from '@tanstack/react-query';
import { FlowCopyResultSchema } from '../../../../contracts/flow-copy.schema';
import { http, type HttpClient } from '../../../lib/http';

/** POST /api/flows/copy: one agent's flows copied to another, as drafts; answers the new flows' ids. */
export async function copyFlows(body: { from_agent_user_id: number; to_agent_user_id: number }, client: HttpClient = http): Promise<number[]> {
  return FlowCopyResultSchema.parse(await client.post('/api/flows/copy', body)).ids;
}

export function useCopyFlows() {
  return useMutation({ mutationFn: (body: { from_agent_user_id: number; to_agent_user_id: number }) => copyFlows(body) });
}
