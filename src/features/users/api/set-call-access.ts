import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CallAccessSchema, type CallAccess, type CallAccessBody } from '../../../../contracts/company.schema';
import { formSilent } from '../../../lib/forms/server-error';
import { http, type HttpClient } from '../../../lib/http';
import { callAccessQueryOptions } from './list-call-access';

/** PUT /api/users/:id/call-access (admins): digits, the extension unique in the company; both empty removes it. */
export async function setCallAccess(id: number, body: CallAccessBody, client: HttpClient = http): Promise<CallAccess> {
  const answer = await client.put(`/api/users/${id}/call-access`, body, { silent: formSilent });
  return CallAccessSchema.parse(answer);
}

export function useSetCallAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CallAccessBody }) => setCallAccess(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callAccessQueryOptions().queryKey }),
  });
}
