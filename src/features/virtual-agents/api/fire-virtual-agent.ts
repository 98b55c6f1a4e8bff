import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { virtualAgentsQueryOptions } from './list-virtual-agents';

/** DELETE /api/virtual-agents/:id: never the primary; its flows go, its knowledge stays unused. */
export async function fireVirtualAgent(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/virtual-agents/${id}`);
}

export function useFireVirtualAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fireVirtualAgent(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: virtualAgentsQueryOptions().queryKey }),
  });
}
