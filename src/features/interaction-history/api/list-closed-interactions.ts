import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionListSchema, type InteractionListItem } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';

export interface ClosedListParams {
  /** Inclusive ISO range on closed_at. */
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface ClosedList {
  items: InteractionListItem[];
  total: number;
}

/**
 * GET /api/interactions?status=closed: newest first. Without "view all closed" the server answers
 * only the caller's own, so the console never filters.
 */
export async function listClosedInteractions(params: ClosedListParams, client: HttpClient = http, signal?: AbortSignal): Promise<ClosedList> {
  const query = new URLSearchParams({ status: 'closed', from: params.from, to: params.to, page: String(params.page), size: String(params.size) });
  return InteractionListSchema.parse(await client.get(`/api/interactions?${query}`, { signal }));
}

/**
 * Keyed like every interaction list (['interactions', 'list', { status, scope, … }]), so the one
 * socket event table updates a row in place (a rating arriving) and refetches when a conversation
 * closes, without knowing this screen.
 */
export const closedInteractionsQueryOptions = (params: ClosedListParams) =>
  queryOptions({
    queryKey: ['interactions', 'list', { status: 'closed', scope: 'all', ...params }] as const,
    queryFn: ({ signal }) => listClosedInteractions(params, http, signal),
  });

export function useClosedInteractions(params: ClosedListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...closedInteractionsQueryOptions(params), placeholderData: keepPreviousData });
}
