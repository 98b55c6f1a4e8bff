import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VirtualAgentSchema, type VirtualAgent, type VirtualAgentBody } from '../../../../contracts/virtual-agent.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { virtualAgentsQueryOptions } from './list-virtual-agents';

/** POST /api/virtual-agents: refused past the plan's bot count (the message names it). */
export async function createVirtualAgent(body: VirtualAgentBody, client: HttpClient = http): Promise<VirtualAgent> {
  return VirtualAgentSchema.parse(await client.post('/api/virtual-agents', body, { silent: formSilent }));
}

export function useCreateVirtualAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VirtualAgentBody) => createVirtualAgent(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: virtualAgentsQueryOptions().queryKey }),
  });
}
