import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '../../../../contracts/user.schema';
import { http, type HttpClient } from '../../../lib/http';
import { invalidateUsers } from '../../../lib/api/users';

export interface ChangeStatusInput {
  id: number;
  status: UserStatus;
}

/** PUT /api/users/:id/status. Admins only; the owner cannot be deactivated. */
export async function changeStatus({ id, status }: ChangeStatusInput, client: HttpClient = http): Promise<void> {
  await client.put(`/api/users/${id}/status`, { status });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeStatusInput) => changeStatus(input),
    onSettled: () => invalidateUsers(queryClient),
  });
}
