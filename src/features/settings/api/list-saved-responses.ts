import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SavedResponseListSchema, type SavedResponse } from '../../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/saved-responses?q=: by key prefix, ordered by key. */
export async function listSavedResponses(q = '', client: HttpClient = http, signal?: AbortSignal): Promise<SavedResponse[]> {
  const search = q ? `?${new URLSearchParams({ q })}` : '';
  return SavedResponseListSchema.parse(await client.get(`/api/saved-responses${search}`, { signal })).items;
}

/** Without `q` the key is the prefix of every search, which is what mutations invalidate. */
export const savedResponsesQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: q === undefined ? (['saved-responses'] as const) : (['saved-responses', q] as const),
    queryFn: ({ signal }) => listSavedResponses(q, http, signal),
  });

export function useSavedResponses(q: string) {
  // The last result stays on screen while the next search loads.
  return useQuery({ ...savedResponsesQueryOptions(q), placeholderData: keepPreviousData });
}
