import type { TFunction } from 'i18next';
import { readRuleMessage } from '../../../contracts/field-rules';

/** Any namespace's t(): form messages name their own namespace. */
type AnyT = TFunction | ((...args: never[]) => unknown);

/** A message as an i18n key (`ns:path`) with its values, translated where it is shown. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}

const I18N_KEY = /^[a-z]+:[\w.]+$/;

/**
 * The text of a form field's message. A contracts rule's message is a catalogue code with its values
 * ('err_name_too_long?max=100'), translated from `errors`; a form's own message is an i18n key.
 */
export function fieldErrorText(t: AnyT, message: string | FieldMessage | undefined): string | undefined {
  if (!message) return undefined;
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => unknown;
  if (typeof message !== 'string') return String(translate(message.key, message.values));
  const rule = readRuleMessage(message);
  if (rule) return String(translate(`errors:${rule.code}`, rule.params));
  if (I18N_KEY.test(message)) return String(translate(message));
  return String(translate('errors:err_wrong_param_structure'));
}

/** Fluent Field props for a message: the text and the error state, or nothing. */
export function fieldValidation(t: AnyT, message: string | FieldMessage | undefined) {
  const text = fieldErrorText(t, message);
  return text ? { validationState: 'error' as const, validationMessage: text } : {};
}
