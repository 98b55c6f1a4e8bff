import { queryOptions, useQuery } from '@tanstack/react-query';
import { InviteListSchema, type Invite } from '../../../../contracts/invite.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/invites (admins): invitations neither accepted nor revoked, newest first. */
export async function listInvites(client: HttpClient = http, signal?: AbortSignal): Promise<Invite[]> {
  return InviteListSchema.parse(await client.get('/api/invites', { signal })).items;
}

export const invitesQueryOptions = () => queryOptions({ queryKey: ['invites'] as const, queryFn: ({ signal }) => listInvites(http, signal) });

export function useInvites(enabled: boolean) {
  return useQuery({ ...invitesQueryOptions(), enabled });
}
