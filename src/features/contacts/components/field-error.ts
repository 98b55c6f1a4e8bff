import { useTranslation } from 'react-i18next';
import type { FieldError } from '../lib/form-values';

/** Fluent Field props for a rule's catalogue code, in the current language. */
export function useFieldError() {
  const { t } = useTranslation('errors');
  return (error: FieldError | undefined) =>
    error ? { validationState: 'error' as const, validationMessage: String(t(error.code, (error.params ?? {}) as Record<string, number>)) } : {};
}
