import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitoringSettingsSchema, type MonitoringSettings } from '../../../../contracts/monitoring.schema';
import { useSaveMonitoringSettings } from '../api/save-settings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
});

const FIELDS = [
  'service_level_seconds',
  'wait_warn_seconds',
  'wait_alert_seconds',
  'service_level_warn_pct',
  'service_level_alert_pct',
  'available_warn',
  'available_alert',
] as const;

/** The service-level threshold and the limits that turn tiles amber or red (settings editors). */
export function ThresholdsForm({ current }: { current: MonitoringSettings }) {
  const styles = useStyles();
  const { t } = useTranslation('monitoring');
  const save = useSaveMonitoringSettings();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, String(current[f])])));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const submit = () => {
    const parsed = MonitoringSettingsSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f, Number(values[f])])));
    if (!parsed.success) return setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
    setInvalid(new Set());
    save.mutate(parsed.data);
  };
  return (
    <section className={styles.root} aria-label={t('thresholds.title')}>
      <Text as="h2" size={500} weight="semibold">
        {t('thresholds.title')}
      </Text>
      <div className={styles.grid}>
        {FIELDS.map((f) => (
          <Field
            key={f}
            label={t(`thresholds.${f}`)}
            validationMessage={invalid.has(f) ? t('thresholds.invalid') : undefined}
            validationState={invalid.has(f) ? 'error' : 'none'}
          >
            <Input type="number" value={values[f]} onChange={(_, d) => setValues((v) => ({ ...v, [f]: d.value }))} />
          </Field>
        ))}
      </div>
      <div>
        <Button appearance="primary" onClick={submit} disabled={save.isPending}>
          {t('thresholds.save')}
        </Button>
        {save.isSuccess ? <Text role="status"> {t('thresholds.saved')}</Text> : null}
      </div>
    </section>
  );
}
