import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type Profile, type ProfileBody } from '../../../../contracts/company.schema';
import { invalidateUsers } from '../../../lib/api/users';
import { http, type HttpClient } from '../../../lib/http';
import { formSilent } from '../../../lib/forms/server-error';
import { profileQueryOptions } from './get-profile';

/** PUT /api/profile; field refusals (name too short, e-mail taken…) show under their field. */
export async function updateProfile(body: ProfileBody, client: HttpClient = http): Promise<Profile> {
  return ProfileSchema.parse(await client.put('/api/profile', body, { silent: formSilent }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      // One's own name and picture show in every list of people.
      void invalidateUsers(queryClient);
    },
  });
}
