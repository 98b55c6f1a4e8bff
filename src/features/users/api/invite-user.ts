import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteBody } from '../../../../contracts/invite.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { invitesQueryOptions } from './list-invites';

/**
 * POST /api/invites (admins): the server mails the link; a failed mail leaves nothing behind. The
 * dialog shows every refusal itself (on its field, or in the dialog), so none is a toast.
 */
export async function inviteUser(body: InviteBody, client: HttpClient = http): Promise<void> {
  await client.post('/api/invites', body, { silent: formSilent });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteUser(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
