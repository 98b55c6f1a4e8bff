import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '../../../../contracts/company.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/profile: the signed-in user's own record. */
export async function getProfile(client: HttpClient = http, signal?: AbortSignal): Promise<Profile> {
  return ProfileSchema.parse(await client.get('/api/profile', { signal }));
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'] as const, queryFn: ({ signal }) => getProfile(http, signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
