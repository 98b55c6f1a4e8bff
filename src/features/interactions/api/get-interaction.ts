import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionSummarySchema, type InteractionSummary } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/interactions/:id: the conversation header, actions and contact panel. */
export async function getInteraction(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<InteractionSummary> {
  return InteractionSummarySchema.parse(await client.get(`/api/interactions/${id}`, { signal, silent: (e) => e.status === 404 }));
}

export const interactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['interactions', 'detail', id] as const,
    queryFn: ({ signal }) => getInteraction(id, http, signal),
  });

export function useInteraction(id: number | null) {
  return useQuery({ ...interactionQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
