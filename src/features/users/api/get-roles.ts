import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleMatrixSchema, type RoleMatrix } from '../../../../contracts/roles.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/roles: the company's role/permission matrix (needs settings.view). */
export async function getRoles(client: HttpClient = http, signal?: AbortSignal): Promise<RoleMatrix> {
  return RoleMatrixSchema.parse(await client.get('/api/roles', { signal }));
}

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'] as const,
    queryFn: ({ signal }) => getRoles(http, signal),
  });

export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
