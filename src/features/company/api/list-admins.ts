import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema, type User } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';

/** Active human admins of the company: who can become the owner (GET /api/users of spec §7, by role). */
export async function listAdmins(client: HttpClient = http, signal?: AbortSignal): Promise<User[]> {
  const list = UserListSchema.parse(await client.get('/api/users?role=admin&user_type=human&user_status=active&size=500', { signal }));
  return list.items;
}

export const adminsQueryOptions = () => queryOptions({ queryKey: ['company', 'admins'] as const, queryFn: ({ signal }) => listAdmins(http, signal) });

export function useAdmins(enabled: boolean) {
  return useQuery({ ...adminsQueryOptions(), enabled });
}
