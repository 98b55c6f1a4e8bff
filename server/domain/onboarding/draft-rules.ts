import { COMPANY_NAME_MAX, FIELD_PROBLEM_CODE, ONBOARDING_INPUT_MIN_EXCLUSIVE, stepProblems, type OnboardingDraft } from '../../../contracts';
import { AppError } from '../../lib/app-error';

/**
 * Refuses a draft whose steps before `upTo` are not complete (an out-of-order step), with the
 * catalogue code of the first problem: too short (spec §5: more than 3 characters), invalid, or missing.
 */
export function assertStepsComplete(draft: OnboardingDraft, upTo: number) {
  for (let step = 1; step < upTo; step++) {
    const problems = Object.entries(stepProblems(step, draft));
    if (!problems.length) continue;
    const [field, problem] = problems[0];
    throw new AppError(FIELD_PROBLEM_CODE[problem!], { field, step, min: ONBOARDING_INPUT_MIN_EXCLUSIVE, max: COMPANY_NAME_MAX });
  }
}
