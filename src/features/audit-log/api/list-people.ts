import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PAGE_SIZE_MAX } from '../../../../contracts/constants';
import { ColleagueListSchema, type Colleague } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/users: the company's people, for the audit log's "who" filter. */
export async function listPeople(client: HttpClient = http, signal?: AbortSignal): Promise<Colleague[]> {
  const list = ColleagueListSchema.parse(await client.get(`/api/users?page=1&size=${USER_PAGE_SIZE_MAX}&user_type=human`, { signal }));
  return list.items;
}

export const peopleQueryOptions = () => queryOptions({ queryKey: ['audit-log', 'people'] as const, queryFn: ({ signal }) => listPeople(http, signal), staleTime: 60_000 });

export function usePeople(enabled = true) {
  return useQuery({ ...peopleQueryOptions(), enabled });
}
