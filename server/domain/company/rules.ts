import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_PATTERN,
  IMAGE_MAX_BYTES,
  NAME_MAX,
  USER_NAME_MIN_EXCLUSIVE,
  isEmail,
  isImageDataUrl,
  isPhone,
} from '../../../contracts';
import { AppError } from '../../lib/app-error';

/** Spec §5: 'Enter a value.' for an empty required field; the field travels with the code. */
export function required(field: string, value: string): string {
  const v = value.trim();
  if (!v) throw new AppError('err_value_required', { field });
  return v;
}

export function checkEmail(field: string, value: string): string {
  const v = required(field, value).toLowerCase();
  if (!isEmail(v)) throw new AppError('err_email_invalid', { field });
  return v;
}

export function checkPhone(field: string, value: string, optional = false): string {
  const v = value.trim();
  if (!v && optional) return '';
  required(field, v);
  if (!isPhone(v)) throw new AppError('err_phone_invalid', { field });
  return v;
}

export function checkCompanyName(value: string): string {
  const v = required('name', value);
  if (v.length > COMPANY_NAME_MAX) throw new AppError('err_name_too_long', { field: 'name', max: COMPANY_NAME_MAX });
  if (!COMPANY_NAME_PATTERN.test(v)) throw new AppError('err_company_name_invalid', { field: 'name' });
  return v;
}

/** Spec §5 User: a name longer than 2 characters. */
export function checkPersonName(field: 'first_name' | 'last_name', value: string): string {
  const v = value.trim();
  if (!v) throw new AppError('err_name_empty', { field });
  if (v.length <= USER_NAME_MIN_EXCLUSIVE) throw new AppError('err_name_too_short', { field, min: USER_NAME_MIN_EXCLUSIVE + 1 });
  if (v.length > NAME_MAX) throw new AppError('err_name_too_long', { field, max: NAME_MAX });
  return v;
}

export function checkImage(field: string, value: string | null): string | null {
  if (value === null) return null;
  if (!isImageDataUrl(value)) throw new AppError('err_image_invalid', { field, kb: IMAGE_MAX_BYTES / 1024 });
  return value;
}
