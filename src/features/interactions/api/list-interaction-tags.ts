import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionTagListSchema, type InteractionTagItem } from '../../../../contracts/interaction-tag.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/interaction-tags: the company's tags (settings → interaction tag). */
export async function listInteractionTags(client: HttpClient = http, signal?: AbortSignal): Promise<InteractionTagItem[]> {
  return InteractionTagListSchema.parse(await client.get('/api/interaction-tags', { signal })).items;
}

export const interactionTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['interaction-tags'] as const,
    queryFn: ({ signal }) => listInteractionTags(http, signal),
    staleTime: 60_000,
  });

export function useInteractionTags() {
  return useQuery(interactionTagsQueryOptions());
}
