import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubscriptionSchema, type Subscription } from '../../../../contracts/billing.schema';
import { http, type HttpClient } from '../../../lib/http';
import { subscriptionQueryOptions } from './get-subscription';

/** PUT /api/billing/subscription/auto-extend (plan.extend). */
export async function setAutoExtend(autoExtend: boolean, client: HttpClient = http): Promise<Subscription> {
  return SubscriptionSchema.parse(await client.put('/api/billing/subscription/auto-extend', { auto_extend: autoExtend }));
}

export function useSetAutoExtend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoExtend: boolean) => setAutoExtend(autoExtend),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryOptions().queryKey, subscription),
  });
}
