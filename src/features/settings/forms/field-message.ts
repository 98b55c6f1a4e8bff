import type { FieldMessage } from './use-zod-form';

/** Any namespace's t(): form messages carry full `ns:key` keys chosen at run time. */
type AnyT = (...args: never[]) => unknown;

export function translateMessage(t: AnyT, message: FieldMessage): string {
  return String((t as unknown as (key: string, values?: Record<string, unknown>) => unknown)(message.key, message.values));
}

/** Fluent Field props for a message: the text and the error state, or nothing. */
export function fieldValidation(t: AnyT, message: FieldMessage | undefined) {
  if (!message) return {};
  return { validationState: 'error' as const, validationMessage: translateMessage(t, message) };
}
