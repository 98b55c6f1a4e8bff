import { queryOptions, useQuery } from '@tanstack/react-query';
import { InteractionTagListSchema, type InteractionTagItem } from '../../../contracts/interaction-tag.schema';
import { http, type HttpClient } from '../http';

/** GET /api/interaction-tags: the company's tags, by name (settings list them, conversations apply them). */
export async function listInteractionTags(client: HttpClient = http, signal?: AbortSignal): Promise<InteractionTagItem[]> {
  return InteractionTagListSchema.parse(await client.get('/api/interaction-tags', { signal })).items;
}

/** The one key of the tags: what the settings mutations invalidate, and what conversations read. */
export const interactionTagKeys = { all: ['interaction-tags'] as const };

export const interactionTagsQueryOptions = () =>
  queryOptions({
    queryKey: interactionTagKeys.all,
    queryFn: ({ signal }) => listInteractionTags(http, signal),
  });

/** `staleTime` lets a screen that only applies tags (a conversation) reuse a recent answer. */
export function useInteractionTags({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({ ...interactionTagsQueryOptions(), ...(staleTime === undefined ? {} : { staleTime }) });
}
