import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionSummarySchema, type InteractionSummary } from '../../../../contracts/interaction.schema';
import { http, type HttpClient } from '../../../lib/http';

/** The summary, with the customer's rating comment. */
export const ClosedInteractionSchema = InteractionSummarySchema;
export type ClosedInteraction = InteractionSummary;

/** GET /api/interactions/:id for the history detail; a 404 (gone, or not yours) shows in the panel. */
export async function getClosedInteraction(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<ClosedInteraction> {
  return ClosedInteractionSchema.parse(await client.get(`/api/interactions/${id}`, { signal, silent: (e) => e.status === 404 }));
}

export const closedInteractionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['interactions', 'history', id] as const,
    queryFn: ({ signal }) => getClosedInteraction(id, http, signal),
  });

export function useClosedInteraction(id: number) {
  return useQuery(closedInteractionQueryOptions(id));
}
