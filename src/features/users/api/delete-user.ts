import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { invalidateUsers } from '../../../lib/api/users';

/** DELETE /api/users/:id. Admins only; never the owner, never oneself. */
export async function deleteUser(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/users/${id}`);
}

/**
 * `onSuccess` runs before the list is refetched: the refetch drops the row, and with it any
 * callback given to mutate() from inside that row.
 */
export function useDeleteUser({ onSuccess }: { onSuccess?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: (_data, id) => onSuccess?.(id),
    onSettled: () => invalidateUsers(queryClient),
  });
}
