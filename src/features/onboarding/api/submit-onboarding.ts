import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnboardingStatusSchema, type OnboardingDraft, type OnboardingStatus } from '../../../../contracts/onboarding.schema';
import { http, type HttpClient } from '../../../lib/http';
import { progressQueryOptions } from './get-progress';

/** POST /api/onboarding/submit: asks for the company; it then waits for the superadmin. */
export async function submitOnboarding(draft: OnboardingDraft, client: HttpClient = http): Promise<OnboardingStatus> {
  return OnboardingStatusSchema.parse(await client.post('/api/onboarding/submit', draft));
}

export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OnboardingDraft) => submitOnboarding(draft),
    onSuccess: (status) => queryClient.setQueryData(progressQueryOptions().queryKey, status),
  });
}
