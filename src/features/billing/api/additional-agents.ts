import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdditionalAgentSchema, type AdditionalAgent } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { billingKeys } from './billing-keys';

/** POST /api/billing/additional-agents: one more virtual agent, billed by the days used (plan.extend). */
export async function buyAdditionalAgent(client: HttpClient = http): Promise<AdditionalAgent> {
  return AdditionalAgentSchema.parse(await client.post('/api/billing/additional-agents', {}));
}

/** DELETE /api/billing/additional-agents/:id: terminates it; the days used stay on the next invoice. */
export async function terminateAdditionalAgent(id: number, client: HttpClient = http): Promise<AdditionalAgent> {
  return AdditionalAgentSchema.parse(await client.delete(`/api/billing/additional-agents/${id}`));
}

export function useBuyAdditionalAgent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => buyAdditionalAgent(), onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }) });
}

export function useTerminateAdditionalAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => terminateAdditionalAgent(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
