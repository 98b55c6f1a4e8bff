import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceRateInfoSchema, type ServiceRateInfo } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';

/**
 * GET /pub/servicerate?t=…: the company, the agent and whether a rating may still be given. No
 * session; a bad link is shown on the page itself, never as a toast.
 */
export async function getServiceRate(token: string, client: HttpClient = http, signal?: AbortSignal): Promise<ServiceRateInfo> {
  const query = new URLSearchParams({ t: token });
  return ServiceRateInfoSchema.parse(await client.get(`/pub/servicerate?${query}`, { signal, silent: true }));
}

export const serviceRateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['servicerate', token] as const,
    queryFn: ({ signal }) => getServiceRate(token, http, signal),
  });

export function useServiceRate(token: string | null) {
  return useQuery({ ...serviceRateQueryOptions(token ?? ''), enabled: !!token });
}
