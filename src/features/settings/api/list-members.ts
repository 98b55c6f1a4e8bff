import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PAGE_SIZE_MAX } from '../../../../contracts/constants';
import { ColleagueListSchema } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/users (one large page): id → display name, to say who created a record. */
export async function listMemberNames(client: HttpClient = http, signal?: AbortSignal): Promise<Map<number, string>> {
  const list = ColleagueListSchema.parse(await client.get(`/api/users?page=1&size=${USER_PAGE_SIZE_MAX}`, { signal }));
  return new Map(list.items.map((user) => [user.id, user.user_name]));
}

/** Its own key: the users screen's ['users', …] lists hold pages, not this map. */
export const memberNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['member-names'] as const,
    queryFn: ({ signal }) => listMemberNames(http, signal),
    staleTime: 60_000,
  });

export function useMemberNames() {
  return useQuery(memberNamesQueryOptions());
}
