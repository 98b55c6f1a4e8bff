import { Field, type FieldProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/forms/field-error';

export interface FormFieldProps<V extends FieldValues, N extends Path<V>> extends Omit<FieldProps, 'children' | 'validationState' | 'validationMessage'> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's output type: only its values are read here
  control: Control<V, any, any>;
  name: N;
  /** The input, given react-hook-form's value and handlers for it. */
  render: (field: ControllerRenderProps<V, N>) => ReactElement;
  /** Fields whose rule reads this one (phone or e-mail, both or neither): checked again when it changes. */
  deps?: Path<V>[];
}

/** A Fluent Field bound to one field of a react-hook-form form, with its rule's message under it. */
export function FormField<V extends FieldValues, N extends Path<V>>({ control, name, render, deps, ...fieldProps }: FormFieldProps<V, N>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const message = fieldErrorText(t, fieldState.error?.message);
  return (
    <Field {...fieldProps} validationState={message ? 'error' : undefined} validationMessage={message}>
      {render(field)}
    </Field>
  );
}
