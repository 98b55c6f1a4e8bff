import type { ErrorCode } from '../../../../contracts/errors';
import { ApiError } from '../../../lib/api-error';
import type { FieldMessage } from './use-zod-form';

/** `silent` for the HTTP client: these refusals are shown on their field, not as a toast. */
export const silentFor = (codes: readonly ErrorCode[]) => (error: ApiError) => !!error.code && codes.includes(error.code);

/** The field a server refusal belongs to, with its catalogue message, when the form knows it. */
export function serverFieldError<F extends string>(error: unknown, byCode: Partial<Record<ErrorCode, F>>): { field: F; message: FieldMessage } | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const field = byCode[error.code];
  return field ? { field, message: { key: `errors:${error.code}` } } : undefined;
}
