import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnboardingStatusSchema, type OnboardingDraft, type OnboardingStatus } from '../../../../contracts/onboarding.schema';
import { http, type HttpClient } from '../../../lib/http';
import { progressQueryOptions } from './get-progress';

export interface SaveProgressInput {
  step: number;
  draft: OnboardingDraft;
}

/** PUT /api/onboarding/progress: stores the step and answers, so a reload resumes here. */
export async function saveProgress(input: SaveProgressInput, client: HttpClient = http): Promise<OnboardingStatus> {
  return OnboardingStatusSchema.parse(await client.put('/api/onboarding/progress', input));
}

export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProgressInput) => saveProgress(input),
    onSuccess: (status) => queryClient.setQueryData(progressQueryOptions().queryKey, status),
  });
}
