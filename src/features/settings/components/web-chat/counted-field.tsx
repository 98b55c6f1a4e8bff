import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { fieldValidation, type FieldMessage } from '../../../../lib/forms/field-error';

const useStyles = makeStyles({
  over: { color: tokens.colorPaletteRedForeground1 },
});

interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  error?: string | FieldMessage;
  required?: boolean;
  multiline?: boolean;
  disabled?: boolean;
}

/** A text field with its character count against the limit, e.g. '12 / 240 тэмдэгт'. */
export function CountedField({ label, value, max, onChange, error, required, multiline, disabled }: CountedFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  // The server counts the trimmed text, so the counter does too.
  const count = value.trim().length;
  const hint = <span className={count > max ? styles.over : undefined}>{t('webchat.form.counter', { count, max })}</span>;
  return (
    <Field label={label} required={required} hint={hint} {...fieldValidation(t, error)}>
      {multiline ? (
        <Textarea value={value} disabled={disabled} resize="vertical" onChange={(_, data) => onChange(data.value)} />
      ) : (
        <Input value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)} />
      )}
    </Field>
  );
}
