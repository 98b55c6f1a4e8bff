import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../contracts/company.schema';
import { fieldValidation, type FieldMessage } from '../../../lib/forms/field-error';
import { IMAGE_MAX_KB, readImage } from './read-image';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  thumb: { width: '64px', height: '64px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke1}` },
  file: { display: 'none' },
});

interface ImagePickerProps {
  label: string;
  alt: string;
  pickLabel: string;
  removeLabel: string;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
  /** A refusal from the server (a rule message), shown like the picker's own. */
  error?: string | FieldMessage;
}

/** An image read into a data URL in the browser; refused here when too big or not an image. */
export function ImagePicker({ label, alt, pickLabel, removeLabel, value, onChange, disabled, error }: ImagePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<FieldMessage>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await readImage(file);
    setRefusal(result.ok ? undefined : result.message);
    if (result.ok) onChange(result.dataUrl);
  };

  return (
    <Field label={label} hint={t('logo.hint', { kb: IMAGE_MAX_KB })} {...fieldValidation(t, refusal ?? error)}>
      <div className={styles.row}>
        {value ? <img className={styles.thumb} src={value} alt={alt} /> : null}
        <input
          ref={input}
          className={styles.file}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-label={pickLabel}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            // The same file chosen again after a refusal still fires a change.
            event.target.value = '';
          }}
        />
        <Button icon={<ImageAddRegular />} disabled={disabled} onClick={() => input.current?.click()}>
          {pickLabel}
        </Button>
        {value ? (
          <Button appearance="subtle" icon={<DismissRegular />} disabled={disabled} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
