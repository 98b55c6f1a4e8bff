import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedResponseListSchema, type SavedResponse } from '../../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/saved-responses?q=: responses whose key starts with `q`, for the composer's `/key`. */
export async function listSavedResponses(q: string, client: HttpClient = http, signal?: AbortSignal): Promise<SavedResponse[]> {
  const search = new URLSearchParams({ q });
  return SavedResponseListSchema.parse(await client.get(`/api/saved-responses?${search}`, { signal })).items;
}

export const savedResponsesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['saved-responses', 'prefix', q] as const,
    queryFn: ({ signal }) => listSavedResponses(q, http, signal),
    staleTime: 30_000,
  });

export function useSavedResponses(q: string | null) {
  return useQuery({ ...savedResponsesQueryOptions(q ?? ''), enabled: q !== null });
}
