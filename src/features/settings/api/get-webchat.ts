import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebchatSchema, type Webchat } from '../../../../contracts/webchat.schema';
import { http, type HttpClient } from '../../../lib/http';
import { webchatsQueryOptions } from './list-webchats';

/** GET /api/webchats/:id: one web chat with its widget key. */
export async function getWebchat(id: number, client: HttpClient = http, signal?: AbortSignal): Promise<Webchat> {
  // A missing one is the screen's own 'not found', not a toast.
  return WebchatSchema.parse(await client.get(`/api/webchats/${id}`, { signal, silent: (error) => error.status === 404 }));
}

/** Under the list's key, so a change to any web chat refreshes both. */
export const webchatQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...webchatsQueryOptions().queryKey, id] as const,
    queryFn: ({ signal }) => getWebchat(id, http, signal),
  });

export function useWebchat(id: number | undefined) {
  return useQuery({ ...webchatQueryOptions(id ?? 0), enabled: id !== undefined });
}
