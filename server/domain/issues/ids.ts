import { parseIdText, type ErrorCode } from '../../../contracts';
import { AppError } from '../../lib/app-error';

/** A path id, or the area's own refusal (err_issue_id_invalid, err_issue_comment_id_invalid…). */
export function idOr(raw: string, code: ErrorCode): number {
  const id = parseIdText(raw);
  if (id === null) throw new AppError(code);
  return id;
}
