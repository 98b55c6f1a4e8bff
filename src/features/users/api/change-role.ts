import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../contracts/permissions';
import { http, type HttpClient } from '../../../lib/http';
import { invalidateUsers } from '../../../lib/api/users';

export interface ChangeRoleInput {
  id: number;
  role: Role;
}

/** PUT /api/users/:id/role. Admins only; refusals (own role, owner) come back as a toast. */
export async function changeRole({ id, role }: ChangeRoleInput, client: HttpClient = http): Promise<void> {
  await client.put(`/api/users/${id}/role`, { role });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeRoleInput) => changeRole(input),
    // Refetched after a refusal too (the user may be gone); the mutation stays pending until the
    // list is fresh, so the row never flips back to the old value in between.
    onSettled: () => invalidateUsers(queryClient),
  });
}
