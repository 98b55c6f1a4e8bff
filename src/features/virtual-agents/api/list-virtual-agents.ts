import { queryOptions, useQuery } from '@tanstack/react-query';
import { VirtualAgentListSchema, type VirtualAgentList } from '../../../../contracts/virtual-agent.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/virtual-agents: the company's agents (not fired) and the plan's bot count limit. */
export async function listVirtualAgents(client: HttpClient = http, signal?: AbortSignal): Promise<VirtualAgentList> {
  return VirtualAgentListSchema.parse(await client.get('/api/virtual-agents', { signal }));
}

export const virtualAgentsQueryOptions = () =>
  queryOptions({
    queryKey: ['virtual-agents'] as const,
    queryFn: ({ signal }) => listVirtualAgents(http, signal),
  });

export function useVirtualAgents() {
  return useQuery(virtualAgentsQueryOptions());
}
