import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeError } from '../error-message';
import { applyServerError } from './server-error';

/**
 * The submit of a react-hook-form form: runs `onValid` with the parsed values once every rule
 * passes; a server refusal naming a field lands under it, any other becomes `formError` for the
 * form to show (never a toast). Resolves what `onValid` resolved, or undefined when it failed.
 */
export function useFormSubmit<V extends FieldValues, O, R>(
  form: UseFormReturn<V, unknown, O>,
  onValid: (values: O) => Promise<R>,
  /** Server field names that belong to another form field (`contact_id` → `contact`). */
  aliases?: Readonly<Record<string, Path<V>>>,
) {
  const [formError, setFormError] = useState<string>();
  const submit = (event?: FormEvent) =>
    new Promise<{ ok: true; result: R } | { ok: false }>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          setFormError(undefined);
          try {
            resolve({ ok: true, result: await onValid(values) });
          } catch (error) {
            const fields = Object.keys(form.getValues()) as Path<V>[];
            if (!applyServerError(error, form.setError, fields, aliases)) setFormError(describeError(error));
            resolve({ ok: false });
          }
        },
        () => resolve({ ok: false }),
      )(event);
    });
  return { submit, formError, submitting: form.formState.isSubmitting };
}
