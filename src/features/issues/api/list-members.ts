import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_PAGE_SIZE_MAX } from '../../../../contracts/constants';
import { UserListSchema, type User } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/users: the company's active people, whom an issue can be assigned to. */
export async function listAssignees(client: HttpClient = http, signal?: AbortSignal): Promise<User[]> {
  const list = UserListSchema.parse(await client.get(`/api/users?page=1&size=${USER_PAGE_SIZE_MAX}&user_status=active`, { signal }));
  return list.items.filter((u) => u.user_type === 'human');
}

export const assigneesQueryOptions = () => queryOptions({ queryKey: ['issue-assignees'] as const, queryFn: ({ signal }) => listAssignees(http, signal), staleTime: 60_000 });

export function useAssignees() {
  return useQuery(assigneesQueryOptions());
}
