import { COMPANY_NAME_PATTERN, isPhone } from '../../../../contracts/company.schema';
import { USER_NAME_MIN_EXCLUSIVE } from '../../../../contracts/constants';
import { isEmail } from '../../../../contracts/signup.schema';
import type { FieldMessage } from './use-form';

/** The server's rules of spec §5, with the same catalogue messages, so the form says it first. */
export const REQUIRED: FieldMessage = { key: 'common:validation.required' };

export function requiredRule(value: string): FieldMessage | undefined {
  return value.trim() ? undefined : REQUIRED;
}

export function emailRule(value: string): FieldMessage | undefined {
  if (!value.trim()) return REQUIRED;
  return isEmail(value.trim()) ? undefined : { key: 'errors:err_email_invalid' };
}

export function phoneRule(value: string, optional = false): FieldMessage | undefined {
  if (!value.trim()) return optional ? undefined : REQUIRED;
  return isPhone(value.trim()) ? undefined : { key: 'errors:err_phone_invalid' };
}

export function companyNameRule(value: string): FieldMessage | undefined {
  if (!value.trim()) return REQUIRED;
  return COMPANY_NAME_PATTERN.test(value.trim()) ? undefined : { key: 'errors:err_company_name_invalid' };
}

/** Spec §5 User: a name longer than 2 characters. */
export function personNameRule(value: string): FieldMessage | undefined {
  if (!value.trim()) return REQUIRED;
  return value.trim().length > USER_NAME_MIN_EXCLUSIVE ? undefined : { key: 'errors:err_name_too_short' };
}
