import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../../contracts/billing.schema';
import { formatDate, formatNumber } from '../../../lib/format';
import { planName } from '../lib/plan-name';
import { SubscriptionStateBadge } from './state-badge';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Current plan, its state, days left and end date. */
export function PlanSummary({ subscription }: { subscription: Subscription }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const { plan } = subscription;
  return (
    <Card className={styles.card} aria-label={t('myPlan.current')}>
      <Text size={300}>{t('myPlan.current')}</Text>
      <div className={styles.head}>
        <Text as="h2" size={600} weight="semibold">
          {planName(plan)}
        </Text>
        <SubscriptionStateBadge state={subscription.state} />
      </div>
      <Text weight="semibold" data-testid="days-left">
        {subscription.state === 'expired'
          ? t('myPlan.expired')
          : subscription.days_left === 0
            ? t('myPlan.lastDay')
            : t('myPlan.daysLeft', { count: subscription.days_left })}
      </Text>
      <Text>
        {t('myPlan.endsAt')}: {formatDate(subscription.ends_at)}
      </Text>
      {plan.price > 0 ? <Text>{t('myPlan.price', { amount: formatNumber(plan.price), unit: t(`units.${plan.term_unit}`) })}</Text> : null}
    </Card>
  );
}
