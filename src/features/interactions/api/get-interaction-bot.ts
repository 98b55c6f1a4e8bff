import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionBotSchema, type InteractionBot } from '../../../../contracts/virtual-agent.schema';
import type { ApiError } from '../../../lib/api-error';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/interactions/:id/bot: the virtual agent's part of a conversation; null when none had one. */
export async function getInteractionBot(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<InteractionBot | null> {
  try {
    return InteractionBotSchema.parse(await client.get(`/api/interactions/${id}/bot`, { signal, silent: (e: ApiError) => e.status === 404 }));
  } catch (err) {
    if ((err as ApiError).status === 404) return null;
    throw err;
  }
}

export const interactionBotQueryOptions = (id: number, stage: string) =>
  queryOptions({
    // The stage is part of the key: a handover (stage change) reads it again.
    queryKey: ['interactions', id, 'bot', stage] as const,
    queryFn: ({ signal }) => getInteractionBot(id, http, signal),
    staleTime: 30_000,
  });

export function useInteractionBot(id: number, stage: string) {
  return useQuery(interactionBotQueryOptions(id, stage));
}
