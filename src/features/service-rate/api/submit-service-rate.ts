import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceRateBodySchema } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';
import { serviceRateQueryOptions } from './get-service-rate';

export type ServiceRateBody = z.input<typeof ServiceRateBodySchema>;

/** POST /pub/servicerate: one rating per conversation (a second answers err_service_rate_given). */
export async function submitServiceRate(body: ServiceRateBody, client: HttpClient = http): Promise<void> {
  await client.post('/pub/servicerate', body, { silent: true });
}

export function useSubmitServiceRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRateBody) => submitServiceRate(body),
    // The link now reads as rated, if the customer comes back to it in this tab.
    onSuccess: (_data, body) =>
      queryClient.setQueryData(serviceRateQueryOptions(body.t).queryKey, (info) => (info ? { ...info, state: 'rated' as const, rating: body.rating } : info)),
  });
}
