import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ruleMessage, type RuleParams } from '../../../contracts/field-rules';
import { ApiError } from '../api-error';

/**
 * `silent` for a form's request: the form shows every refusal itself, on its field or in the form
 * (the HTTP client still ends the session on a 401 whether silent or not).
 */
export const formSilent = true;

/**
 * The refusal's field and its message as a rule message, when the server named one of `fields`
 * (or a name `aliases` maps to one: the body's `contact_id` is the form's `contact`).
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const { code: _code, message: _message, field: named, ...values } = (error.body ?? {}) as Record<string, unknown>;
  const field = typeof named === 'string' ? (aliases[named] ?? named) : undefined;
  if (field === undefined || !fields.includes(field)) return undefined;
  const params = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as RuleParams;
  return { field, message: ruleMessage(error.code, Object.keys(params).length ? params : undefined) };
}

/**
 * Puts a server refusal that names a field of the form under that field (it stays until the field
 * changes) and answers true; false when it belongs to no field, for the dialog to show.
 */
export function applyServerError<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
  aliases?: Readonly<Record<string, Path<V>>>,
): boolean {
  const refusal = serverFieldError(error, fields, aliases);
  if (!refusal) return false;
  setError(refusal.field as Path<V>, { type: 'server', message: refusal.message }, { shouldFocus: true });
  return true;
}
