import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SavedResponseListSchema, type SavedResponse } from '../../../contracts/saved-response.schema';
import { http, type HttpClient } from '../http';

/** GET /api/saved-responses?q=: responses whose key starts with `q` (all of them without), ordered by key. */
export async function listSavedResponses(q = '', client: HttpClient = http, signal?: AbortSignal): Promise<SavedResponse[]> {
  const search = q ? `?${new URLSearchParams({ q })}` : '';
  return SavedResponseListSchema.parse(await client.get(`/api/saved-responses${search}`, { signal })).items;
}

/**
 * Every search (the settings table's and the composer's `/key`) sits under `savedResponseKeys.all`,
 * so a response added, edited or deleted in settings is fresh in the composer too.
 */
export const savedResponseKeys = {
  all: ['saved-responses'] as const,
  search: (q: string) => ['saved-responses', q] as const,
};

export const savedResponsesQueryOptions = (q = '') =>
  queryOptions({
    queryKey: savedResponseKeys.search(q),
    queryFn: ({ signal }) => listSavedResponses(q, http, signal),
  });

/** The settings table's search: the last result stays on screen while the next one loads. */
export function useSavedResponses(q: string) {
  return useQuery({ ...savedResponsesQueryOptions(q), placeholderData: keepPreviousData });
}

/** The composer's `/key` lookup: nothing is asked while `q` is null (no `/` typed). */
export function useSavedResponsesLookup(q: string | null) {
  return useQuery({ ...savedResponsesQueryOptions(q ?? ''), enabled: q !== null, staleTime: 30_000 });
}
