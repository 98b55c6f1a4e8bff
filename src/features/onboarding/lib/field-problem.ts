import type { TFunction } from 'i18next';
import { COMPANY_NAME_MAX } from '../../../../contracts/company.schema';
import { ONBOARDING_INPUT_MIN_EXCLUSIVE } from '../../../../contracts/constants';
import type { FieldProblem } from '../../../../contracts/onboarding.schema';

/** The message a wizard field shows for its problem (the server answers the same rule with a code). */
export function problemText(t: TFunction<'onboarding'>, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return t(`problems.${problem}`, { min: ONBOARDING_INPUT_MIN_EXCLUSIVE, max: COMPANY_NAME_MAX });
}
