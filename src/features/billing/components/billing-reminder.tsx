import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubscriptionQuietly } from '../api/get-subscription';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteDarkOrangeForeground1 },
});

/**
 * The header's reminder for admins (spec §4, §9): one day left, and "pay today" on the last day.
 * Nothing at all on other days; the server decides which (`reminder`) on its clock.
 */
export function BillingReminder() {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { data } = useSubscriptionQuietly();
  if (!data || data.reminder === 'none') return null;
  const target = data.unpaid_invoice_id ? `/settings/my_plan/invoice/${data.unpaid_invoice_id}` : '/settings/my_plan';
  return (
    <div className={styles.root} role="status" data-testid="billing-reminder">
      <WarningRegular />
      <Text weight="semibold">{data.reminder === 'last_day' ? t('reminder.lastDay') : t('reminder.oneDay')}</Text>
      <Button size="small" appearance="primary" onClick={() => void navigate(target)}>
        {t('reminder.pay')}
      </Button>
    </div>
  );
}
