import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-error';

/** A message as an i18n key (`ns:path`) with its values, translated where it is shown. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}

export type FieldErrors<V> = Partial<Record<keyof V & string, FieldMessage>>;

/** The catalogue message of a server refusal that names one of the form's fields (the server sends `field`). */
export function serverFieldError<V>(error: unknown, fields: readonly (keyof V & string)[]): { field: keyof V & string; message: FieldMessage } | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  const { code: _code, message: _message, field, ...values } = (error.body ?? {}) as Record<string, unknown>;
  if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) return undefined;
  return { field: field as keyof V & string, message: { key: `errors:${error.code}`, values } };
}

/** `silent` for the HTTP client: refusals that belong to a field of the form are shown there, not as a toast. */
export const silentForFields = (fields: readonly string[]) => (error: ApiError) => {
  const field = (error.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' && fields.includes(field);
};

/**
 * Form state checked by `validate` on every change: a field's message shows once it was edited or a
 * submit was tried; a server refusal for a field stays until that field changes again.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ruleErrors = validate(values);

  const errorOf = (field: keyof V & string): FieldMessage | undefined => serverErrors[field] ?? (touched[field] || submitted ? ruleErrors[field] : undefined);

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Runs `onValid` when every rule passes; a refusal naming a field is shown under it. */
  const handleSubmit = (onValid: (values: V) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (Object.values(ruleErrors).some(Boolean) || submitting) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } catch (error) {
      const refusal = serverFieldError<V>(error, Object.keys(values) as (keyof V & string)[]);
      if (refusal) setServerErrors((current) => ({ ...current, [refusal.field]: refusal.message }));
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setSubmitted(false);
  };

  return { values, setValue, errorOf, handleSubmit, submitting, reset };
}
