import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnboardingFinishResultSchema } from '../../../../contracts/onboarding.schema';
import { useCurrentUser } from '../../../lib/current-user';
import { http, type HttpClient } from '../../../lib/http';
import { progressQueryOptions } from './get-progress';

/** POST /api/onboarding/finish: the company is created with this user as its owner. */
export async function finishOnboarding(client: HttpClient = http) {
  return OnboardingFinishResultSchema.parse(await client.post('/api/onboarding/finish'));
}

export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  const { refresh } = useCurrentUser();
  return useMutation({
    mutationFn: () => finishOnboarding(),
    // The user now has a company: /api/me must say so before the next navigation's guard runs.
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: progressQueryOptions().queryKey });
    },
  });
}
