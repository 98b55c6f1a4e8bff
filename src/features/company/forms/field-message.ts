import type { FieldMessage } from './use-form';

/** Any namespace's t(): form messages carry full `ns:key` keys chosen at run time. */
type AnyT = (...args: never[]) => unknown;

/** Fluent Field props for a message: the text and the error state, or nothing. */
export function fieldValidation(t: AnyT, message: FieldMessage | undefined) {
  if (!message) return {};
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => unknown;
  return { validationState: 'error' as const, validationMessage: String(translate(message.key, message.values)) };
}
