import { queryOptions, useQuery } from '@tanstack/react-query';
import { OnboardingStatusSchema, type OnboardingStatus } from '../../../../contracts/onboarding.schema';
import { http, type HttpClient } from '../../../lib/http';

/** GET /api/onboarding/progress: the state, saved wizard and company request of the signed-in user. */
export async function getProgress(client: HttpClient = http, signal?: AbortSignal): Promise<OnboardingStatus> {
  return OnboardingStatusSchema.parse(await client.get('/api/onboarding/progress', { signal }));
}

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'progress'] as const,
    queryFn: ({ signal }) => getProgress(http, signal),
  });

export function useOnboardingProgress() {
  return useQuery(progressQueryOptions());
}
