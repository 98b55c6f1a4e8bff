import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebchatListSchema, type Webchat } from '../../../../contracts/webchat.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/webchats: the company's web chats. */
export async function listWebchats(client: HttpClient = http, signal?: AbortSignal): Promise<Webchat[]> {
  return WebchatListSchema.parse(await client.get('/api/webchats', { signal })).items;
}

export const webchatsQueryOptions = () =>
  queryOptions({
    queryKey: ['webchats'] as const,
    queryFn: ({ signal }) => listWebchats(http, signal),
  });

export function useWebchats() {
  return useQuery(webchatsQueryOptions());
}
