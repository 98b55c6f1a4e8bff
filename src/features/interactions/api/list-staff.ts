import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema, type User, type UserList } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/users (spec §7, page 1 of 100): owners' names, authors of staff messages, escalation targets. */
export async function listStaff(client: HttpClient = http, signal?: AbortSignal): Promise<UserList> {
  return UserListSchema.parse(await client.get('/api/users?page=1&size=100', { signal }));
}

// The users feature's key for the same request (same data shape), so its mutations refresh these names too.
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['users', { page: 1, size: 100 }] as const,
    queryFn: ({ signal }) => listStaff(http, signal),
    staleTime: 60_000,
  });

const EMPTY: User[] = [];

export function useStaff(): User[] {
  return useQuery({ ...staffQueryOptions(), select: (list) => list.items }).data ?? EMPTY;
}

/** "Last First" as the users table shows it. */
export const staffName = (user: User) => user.user_name || `${user.last_name} ${user.first_name}`.trim();
