import { queryOptions, useQuery } from '@tanstack/react-query';
import { CallAccessListSchema, type CallAccess } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/call-access: the company's users who have an extension and a line, by user id. */
export async function listCallAccess(client: HttpClient = http, signal?: AbortSignal): Promise<Map<number, CallAccess>> {
  // Silent: the column is extra information; the table stays usable when it cannot load.
  const list = CallAccessListSchema.parse(await client.get('/api/call-access', { signal, silent: true }));
  return new Map(list.items.map((a) => [a.user_id, a]));
}

export const callAccessQueryOptions = () => queryOptions({ queryKey: ['call-access'] as const, queryFn: ({ signal }) => listCallAccess(http, signal) });

export function useCallAccess(enabled: boolean) {
  return useQuery({ ...callAccessQueryOptions(), enabled, retry: false });
}
