import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type Profile, type ProfileBody } from '../../../../contracts/company.schema';
import { invalidateUsers } from '../../../lib/api/users';
import { http, type HttpClient } from '../../../lib/http';
import { silentForFields } from '../forms/use-form';
import { profileQueryOptions } from './get-profile';

export const PROFILE_FIELDS = ['last_name', 'first_name', 'phone', 'picture'] as const;

/** PUT /api/profile; field refusals (name too short, e-mail taken…) show under their field. */
export async function updateProfile(body: ProfileBody, client: HttpClient = http): Promise<Profile> {
  return ProfileSchema.parse(await client.put('/api/profile', body, { silent: silentForFields(PROFILE_FIELDS) }));
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
