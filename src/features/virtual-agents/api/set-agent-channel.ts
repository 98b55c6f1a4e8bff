import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VirtualAgentSchema, type VirtualAgent } from '../../../../contracts/virtual-agent.schema';
import { http, type HttpClient } from '../../../lib/http';
import { virtualAgentsQueryOptions } from './list-virtual-agents';

export interface AgentChannelChange {
  agentId: number;
  channelId: number;
  on: boolean;
}

/** PUT (on) or DELETE (off) /api/virtual-agents/:id/channels/:channelId. */
export async function setAgentChannel({ agentId, channelId, on }: AgentChannelChange, client: HttpClient = http): Promise<VirtualAgent> {
  const url = `/api/virtual-agents/${agentId}/channels/${channelId}`;
  return VirtualAgentSchema.parse(on ? await client.put(url) : await client.delete(url));
}

export function useSetAgentChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AgentChannelChange) => setAgentChannel(change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: virtualAgentsQueryOptions().queryKey }),
  });
}
