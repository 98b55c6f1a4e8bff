import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type EmailChangeBody, type Profile } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { profileQueryOptions } from './get-profile';

/**
 * POST /api/profile/email: the new sign-in address and the current password. A link goes to the
 * new address; the answer is the profile with its `pending_email`, the e-mail itself unchanged.
 */
export async function changeEmail(body: EmailChangeBody, client: HttpClient = http): Promise<Profile> {
  return ProfileSchema.parse(await client.post('/api/profile/email', body, { silent: formSilent }));
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeBody) => changeEmail(body),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
