import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type HttpClient } from '../../../lib/http';
import { invitesQueryOptions } from './list-invites';

/** POST /api/invites/:id/resend: a fresh link and expiry; the old link stops working. */
export async function resendInvite(id: number, client: HttpClient = http): Promise<void> {
  await client.post(`/api/invites/${id}/resend`);
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendInvite(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
