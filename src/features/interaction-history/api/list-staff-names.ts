import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PAGE_SIZE_MAX } from '../../../../contracts/constants';
import { ColleagueListSchema, type ColleagueList } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

const PARAMS = { page: 1, size: USER_PAGE_SIZE_MAX } as const;

/** GET /api/users (the largest page): names of owners, closers and staff authors. */
export async function listStaffNames(client: HttpClient = http, signal?: AbortSignal): Promise<ColleagueList> {
  return ColleagueListSchema.parse(await client.get(`/api/users?page=${PARAMS.page}&size=${PARAMS.size}`, { signal }));
}

// Under the users prefix, so a user renamed or deleted in settings refreshes these names too.
export const staffNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['users', PARAMS] as const,
    queryFn: ({ signal }) => listStaffNames(http, signal),
    staleTime: 60_000,
  });

const EMPTY = new Map<number, string>();
// Module-level, so the map is rebuilt only when the list changes, not on every render.
const toNames = (list: ColleagueList) => new Map(list.items.map((user) => [user.id, user.user_name || `${user.last_name} ${user.first_name}`.trim()]));

/** id → display name; empty until loaded (cells show '—' meanwhile). */
export function useStaffNames(): Map<number, string> {
  return useQuery({ ...staffNamesQueryOptions(), select: toNames }).data ?? EMPTY;
}
