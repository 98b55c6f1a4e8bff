import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR_PATTERN } from '../../../../../contracts/webchat.schema';
import { fieldValidation, type FieldMessage } from '../../../../lib/forms/field-error';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  picker: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  hex: { width: '120px' },
});

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | FieldMessage;
  disabled?: boolean;
}

/** A colour as a native picker and its hex code; either one changes the other. */
export function ColorField({ label, value, onChange, error, disabled }: ColorFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const valid = HEX_COLOR_PATTERN.test(value);
  return (
    <Field label={label} {...fieldValidation(t, error)}>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.picker}
          // The picker only holds valid colours; while the code is half typed it keeps the last one.
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          aria-label={t('webchat.form.colorPicker', { field: label })}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <Input
          className={styles.hex}
          value={value}
          disabled={disabled}
          aria-label={t('webchat.form.colorHex', { field: label })}
          onChange={(_, data) => onChange(data.value.trim())}
        />
      </div>
    </Field>
  );
}
