import { Input, Textarea, type InputProps } from '@fluentui/react-components';
import type { FieldValues, Path } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

export interface TextFormFieldProps<V extends FieldValues, N extends Path<V>> extends Omit<FormFieldProps<V, N>, 'render'> {
  /** The rule's maximum: the input stops there, and the rule's message answers anything longer. */
  max: number;
  /** Several lines: a Textarea this many rows high that the user may make taller. */
  rows?: number;
  type?: InputProps['type'];
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
}

/** A text input (or text area) bound to one string field of a react-hook-form form, with its rule's maximum. */
export function TextFormField<V extends FieldValues, N extends Path<V>>({ max, rows, type, autoComplete, inputMode, ...field }: TextFormFieldProps<V, N>) {
  return (
    <FormField
      {...field}
      render={(f) =>
        rows ? (
          <Textarea rows={rows} resize="vertical" maxLength={max} {...f} onChange={(_, d) => f.onChange(d.value)} />
        ) : (
          <Input type={type} autoComplete={autoComplete} inputMode={inputMode} maxLength={max} {...f} onChange={(_, d) => f.onChange(d.value)} />
        )
      }
    />
  );
}
