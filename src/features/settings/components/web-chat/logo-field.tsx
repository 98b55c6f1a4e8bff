import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldValidation, type FieldMessage } from '../../../../lib/forms/field-error';
import { LOGO_MAX_KB, LOGO_TYPES, LOGO_TYPE_NAMES, readLogo } from './logo-file';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  thumb: {
    width: '48px',
    height: '48px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  file: { display: 'none' },
});

interface LogoFieldProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

/** The logo: an image read into a data URL in the browser, refused when too big or not an image. */
export function LogoField({ value, onChange, disabled }: LogoFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<FieldMessage>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await readLogo(file);
    if (result.ok) {
      setRefusal(undefined);
      onChange(result.dataUrl);
    } else {
      // The logo already set stays; only the refused file is dropped.
      setRefusal(result.message);
    }
  };

  return (
    <Field label={t('webchat.form.logo')} hint={t('webchat.form.logoHint', { types: LOGO_TYPE_NAMES, kb: LOGO_MAX_KB })} {...fieldValidation(t, refusal)}>
      <div className={styles.row}>
        {value ? <img className={styles.thumb} src={value} alt={t('webchat.form.logoAlt')} /> : null}
        <input
          ref={input}
          className={styles.file}
          type="file"
          accept={LOGO_TYPES.join(',')}
          disabled={disabled}
          aria-label={t('webchat.form.logoPick')}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            // The same file chosen again after a refusal still fires a change.
            event.target.value = '';
          }}
        />
        <Button icon={<ImageAddRegular />} disabled={disabled} onClick={() => input.current?.click()}>
          {t('webchat.form.logoPick')}
        </Button>
        {value ? (
          <Button appearance="subtle" icon={<DismissRegular />} disabled={disabled} onClick={() => onChange(null)}>
            {t('webchat.form.logoRemove')}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
