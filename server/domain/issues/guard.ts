import { AppError } from '../../lib/app-error';
import type { ErrorCode } from '../../../contracts';

/**
 * Runs a write or read; a refusal passes through, anything unexpected (the database failing)
 * becomes the operation's catalogue failure (err_issue_add, err_issue_tag_edit…). The cause is
 * kept for the error log; the client sees only the code.
 */
export async function orFail<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const failure = new AppError(code);
    (failure as Error).cause = err;
    throw failure;
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
