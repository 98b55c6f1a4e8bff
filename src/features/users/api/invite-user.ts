import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteBody } from '../../../../contracts/invite.schema';
import type { ApiError } from '../../../lib/api-error';
import { http, type HttpClient } from '../../../lib/http';
import { invitesQueryOptions } from './list-invites';

export const INVITE_FIELDS = ['email', 'role', 'first_name', 'last_name'] as const;

/** Refusals that name a field of the dialog are shown under it, not as a toast. */
export const inviteSilent = (error: ApiError) => {
  const field = (error.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' && (INVITE_FIELDS as readonly string[]).includes(field);
};

/** POST /api/invites (admins): the server mails the link; a failed mail leaves nothing behind. */
export async function inviteUser(body: InviteBody, client: HttpClient = http): Promise<void> {
  await client.post('/api/invites', body, { silent: inviteSilent });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteUser(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
