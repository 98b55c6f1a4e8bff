import { queryOptions, useQuery } from '@tanstack/react-query';
import { ColleagueListSchema, type Colleague, type ColleagueList } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/users (spec §7, page 1 of 100): owners' names, authors of staff messages, escalation targets (what every member may see of a colleague). */
export async function listStaff(client: HttpClient = http, signal?: AbortSignal): Promise<ColleagueList> {
  return ColleagueListSchema.parse(await client.get('/api/users?page=1&size=100', { signal }));
}

// Under the users prefix, so the users feature's mutations refresh these names too.
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['users', { page: 1, size: 100 }] as const,
    queryFn: ({ signal }) => listStaff(http, signal),
    staleTime: 60_000,
  });

const EMPTY: Colleague[] = [];

export function useStaff(): Colleague[] {
  return useQuery({ ...staffQueryOptions(), select: (list) => list.items }).data ?? EMPTY;
}

/** "Last First" as the users table shows it. */
export const staffName = (user: Colleague) => user.user_name || `${user.last_name} ${user.first_name}`.trim();
