import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionListSchema } from '../../../../contracts/interaction.schema';
import type { InteractionListItem } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';

export type InteractionScope = 'all' | 'mine' | 'queued';

export interface InteractionListParams {
  status: 'open' | 'closed';
  scope: InteractionScope;
  page: number;
  size: number;
}

export interface InteractionListData {
  items: InteractionListItem[];
  total: number;
}

/** GET /api/interactions: open ones oldest first, a server page at a time. */
export async function listInteractions(params: InteractionListParams, client: HttpClient = http, signal?: AbortSignal): Promise<InteractionListData> {
  const query = new URLSearchParams({ status: params.status, scope: params.scope, page: String(params.page), size: String(params.size) });
  return InteractionListSchema.parse(await client.get(`/api/interactions?${query}`, { signal }));
}

/** Without params: the prefix of every list, which the realtime table and mutations walk or invalidate. */
export const interactionsQueryOptions = (params?: InteractionListParams) =>
  queryOptions({
    queryKey: params ? (['interactions', 'list', params] as const) : (['interactions', 'list'] as const),
    queryFn: ({ signal }) => listInteractions(params ?? OPEN_ALL, http, signal),
  });

export const OPEN_ALL: InteractionListParams = { status: 'open', scope: 'all', page: 1, size: 50 };

export function useInteractions(params: InteractionListParams) {
  return useQuery({ ...interactionsQueryOptions(params), placeholderData: keepPreviousData });
}
