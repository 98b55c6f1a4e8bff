import { ISSUE_SETTING_DESCRIPTION_MAX, ISSUE_SETTING_NAME_MAX, type ErrorCode } from '../../../contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, orFail } from './guard';

export interface SettingCodes {
  empty: ErrorCode;
  tooLong: ErrorCode;
  duplicate: ErrorCode;
  notFound: ErrorCode;
}

/** A settings entry's name (trimmed, not empty, not too long) and description. */
export function cleanSetting(codes: SettingCodes, name: string, description = '') {
  const label = name.trim();
  if (!label) throw new AppError(codes.empty, { field: 'name' });
  if (label.length > ISSUE_SETTING_NAME_MAX) throw new AppError(codes.tooLong, { field: 'name', max: ISSUE_SETTING_NAME_MAX });
  const text = description.trim();
  if (text.length > ISSUE_SETTING_DESCRIPTION_MAX) throw new AppError('err_issue_field_too_long', { field: 'description', max: ISSUE_SETTING_DESCRIPTION_MAX });
  return { label, description: text };
}

/** A write whose unique index (the name per company, any case) answers the duplicate code. */
export async function settingWrite<T>(codes: SettingCodes, failure: ErrorCode, work: () => Promise<T>): Promise<T> {
  return orFail(failure, async () => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(codes.duplicate, { field: 'name' });
      throw err;
    }
  });
}
