import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission, Role } from '../../../../contracts/permissions';
import { RoleMatrixSchema, type RoleMatrix } from '../../../../contracts/roles.schema';
import { http, type HttpClient } from '../../../lib/http';
import { rolesQueryOptions } from './get-roles';

export interface PutRolePermissionsInput {
  role: Role;
  permissions: Permission[];
}

/** PUT /api/roles/:role/permissions: replaces one role's permissions and answers the new matrix. */
export async function putRolePermissions({ role, permissions }: PutRolePermissionsInput, client: HttpClient = http): Promise<RoleMatrix> {
  return RoleMatrixSchema.parse(await client.put(`/api/roles/${role}/permissions`, { permissions }));
}

export function usePutRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PutRolePermissionsInput) => putRolePermissions(input),
    // The answer is the whole matrix: no second round trip.
    onSuccess: (matrix) => queryClient.setQueryData(rolesQueryOptions().queryKey, matrix),
  });
}
