import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANONYMOUS_ME, MeSchema, type Me } from '../../../../contracts/me.schema';
import { http, type HttpClient } from '../../../lib/http';

/**
 * GET /api/me. Any failure clears the current user (spec §7): the guard then sends the visitor to
 * sign in. A 401 is the expected answer for a visitor, so only other failures raise a toast.
 */
export async function getMe(client: HttpClient = http, signal?: AbortSignal): Promise<Me> {
  let data: unknown;
  try {
    data = await client.get('/api/me', { signal, silent: (error) => error.status === 401 });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return ANONYMOUS_ME;
  }
  const parsed = MeSchema.safeParse(data);
  if (!parsed.success) {
    console.error('Unexpected /api/me answer', parsed.error.issues);
    return ANONYMOUS_ME;
  }
  return parsed.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => getMe(http, signal),
    // The guard reads it on every navigation; refetch in the background at most once a minute.
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
