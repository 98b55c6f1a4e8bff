import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteGreenForeground1 },
});

/** "Paid", then "paid and activated" once the plan runs on it. */
export function PaidNotice({ status }: { status: 'paid' | 'activated' }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  return (
    <div className={styles.root} role="status">
      <CheckmarkCircleRegular />
      <Text weight="semibold">{status === 'activated' ? t('qpay.activated') : t('qpay.paid')}</Text>
    </div>
  );
}
