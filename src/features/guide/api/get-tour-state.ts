import { queryOptions, useQuery } from '@tanstack/react-query';
import { TourStateSchema, type TourState } from '../../../../contracts/tour.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/tour. Silent: if it fails the tour is simply not offered; nobody needs a toast for that. */
export async function getTourState(client: HttpClient = http, signal?: AbortSignal): Promise<TourState> {
  return TourStateSchema.parse(await client.get('/api/tour', { signal, silent: true }));
}

export const tourStateQueryOptions = () =>
  queryOptions({
    queryKey: ['tour'] as const,
    queryFn: ({ signal }) => getTourState(http, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useTourState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tourStateQueryOptions(), enabled });
}
