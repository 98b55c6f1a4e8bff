import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';
import { profileQueryOptions } from './get-profile';

/** DELETE /api/profile/email: the waiting change is withdrawn and its link stops working. */
export async function cancelEmailChange(client: HttpClient = http): Promise<Profile> {
  return ProfileSchema.parse(await client.delete('/api/profile/email'));
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEmailChange(),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
