import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema, type UserList, type UserListQuery } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** Filters and page of GET /api/users (spec §7); the server's defaults are page 1, size 100. */
export type UsersParams = Partial<UserListQuery>;

export async function listUsers(params: UsersParams = {}, client: HttpClient = http, signal?: AbortSignal): Promise<UserList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.size ? `?${query}` : '';
  return UserListSchema.parse(await client.get(`/api/users${search}`, { signal }));
}

/** Without params the key is the prefix of every users list, which is what mutations invalidate. */
export const usersQueryOptions = (params?: UsersParams) =>
  queryOptions({
    queryKey: params ? (['users', params] as const) : (['users'] as const),
    queryFn: ({ signal }) => listUsers(params, http, signal),
  });

export function useUsers(params: UsersParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
