import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { invitesQueryOptions } from './list-invites';

/** DELETE /api/invites/:id: the mailed link stops working at once. */
export async function revokeInvite(id: number, client: HttpClient = http): Promise<void> {
  await client.delete(`/api/invites/${id}`);
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeInvite(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
