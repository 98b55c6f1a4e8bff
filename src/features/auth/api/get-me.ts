import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../contracts/me.schema';
import { isAbortError } from '../../../lib/api-error';
import { ANONYMOUS_ME } from '../../../lib/current-user';
import { http, type HttpClient } from '../../../lib/http';

function carriesUser(data: unknown): boolean {
  const id = (data as { ID?: unknown } | null)?.ID;
  return typeof id === 'number' && id !== 0;
}

/**
 * GET /api/me, parsed with MeSchema. Any failure clears the current user (spec §7), and the guard
 * then sends the visitor to sign in. A 401 is the expected answer for a visitor, so only other
 * failures raise a toast. The schema (and zod with it) loads only when a user is signed in, which
 * keeps it off the sign-in page.
 */
export async function getMe(client: HttpClient = http, signal?: AbortSignal): Promise<Me> {
  let data: unknown;
  try {
    data = await client.get('/api/me', { signal, silent: (error) => error.status === 401 });
  } catch (error) {
    if (isAbortError(error)) throw error;
    return ANONYMOUS_ME;
  }
  if (!carriesUser(data)) return ANONYMOUS_ME;
  const { MeSchema } = await import('../../../../contracts/me.schema');
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
    // No abort signal on purpose: a query whose fetch consumed its signal is cancelled when its
    // last observer leaves (StrictMode's double mount does that), which would fail the guard.
    queryFn: () => getMe(http),
    // The guard reads it on every navigation; refetch in the background at most once a minute.
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
