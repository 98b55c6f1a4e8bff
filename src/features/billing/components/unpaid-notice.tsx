import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder1}`,
  },
});

/** An unpaid invoice, and whether the virtual agents are off until it is paid. */
export function UnpaidNotice({ invoiceId, agentsOff }: { invoiceId: number; agentsOff: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  return (
    <div className={styles.box} role="alert">
      <Text weight="semibold">{t('myPlan.unpaid')}</Text>
      {agentsOff ? <Text>{t('myPlan.agentsOff')}</Text> : null}
      <Link to={`/settings/my_plan/invoice/${invoiceId}`}>{t('myPlan.openUnpaid')}</Link>
    </div>
  );
}
