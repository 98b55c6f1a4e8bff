import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateField } from '../../../machines/date-range.machine';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, flexBasis: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface DateInputsProps {
  text: Record<DateField, string>;
  readOnly: boolean;
  onType: (field: DateField, text: string) => void;
  /** Spec §5: leaving a box puts back the last valid date. */
  onBlur: () => void;
}

/** The two typed dates (spec §5: YYYY-M-D, a real date). */
export function DateInputs({ text, readOnly, onType, onBlur }: DateInputsProps) {
  const styles = useStyles();
  const { t } = useTranslation('list');
  const hintId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {(['start', 'end'] as const).map((field) => (
          <Field key={field} className={styles.field} label={t(`dateRange.${field}`)}>
            <Input
              value={text[field]}
              placeholder={t('dateRange.placeholder')}
              readOnly={readOnly}
              aria-describedby={hintId}
              autoComplete="off"
              onChange={(_, data) => onType(field, data.value)}
              onBlur={onBlur}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onBlur();
              }}
            />
          </Field>
        ))}
      </div>
      <Caption1 id={hintId} className={styles.hint}>
        {readOnly ? t('dateRange.readOnly') : t('dateRange.format')}
      </Caption1>
    </div>
  );
}
