import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/** A message as an i18n key (`ns:path`) with its values, translated where it is shown. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}

type Values = Record<string, unknown>;

/** A schema's own message is an i18n key of these namespaces; anything else is zod's English. */
const MESSAGE_KEY = /^(common|errors|settings):[\w.]+$/;
type Errors<V> = Partial<Record<keyof V & string, FieldMessage>>;

/**
 * The first issue of each top-level field, as a message key. A schema's own message wins when it is
 * a key (`'errors:err_…'`); zod's generic length issues get the shared too-long / too-short keys.
 */
export function issuesToErrors<V>(issues: readonly z.core.$ZodIssue[]): Errors<V> {
  const errors: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    if (MESSAGE_KEY.test(issue.message)) errors[field] = { key: issue.message };
    else if (issue.code === 'too_big') errors[field] = { key: 'settings:validation.tooLong', values: { max: Number(issue.maximum) } };
    else if (issue.code === 'too_small') errors[field] = { key: 'settings:validation.tooShort', values: { min: Number(issue.minimum) } };
    else errors[field] = { key: 'settings:validation.invalid' };
  }
  return errors as Errors<V>;
}

/**
 * Form state checked by a zod schema on every change, so a rule (a key with a space, a name too
 * short) is shown while the user types. A field's message appears once it was edited or a submit
 * was tried; a server refusal set with `setServerError` stays until that field changes again.
 * (react-hook-form would do the same; it is not among the project's dependencies.)
 */
export function useZodForm<S extends z.ZodType<unknown, V>, V extends Values>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const ruleErrors = useMemo<Errors<V>>(() => (parsed.success ? {} : issuesToErrors<V>(parsed.error.issues)), [parsed]);

  const errorOf = (field: keyof V & string): FieldMessage | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? ruleErrors[field] : undefined);

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setServerError = (field: keyof V & string, message: FieldMessage) => setServerErrors((current) => ({ ...current, [field]: message }));

  /** Runs `onValid` with the parsed output when every rule passes; otherwise shows every message. */
  const handleSubmit = (onValid: (data: z.output<S>) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!parsed.success || submitting) return;
    setSubmitting(true);
    try {
      await onValid(parsed.data as z.output<S>);
    } catch {
      // The caller reported it (a field message or the central toast); the form stays as typed.
    } finally {
      setSubmitting(false);
    }
  };

  return { values, setValue, errorOf, setServerError, handleSubmit, submitting, isValid: parsed.success, reset: setValues };
}
