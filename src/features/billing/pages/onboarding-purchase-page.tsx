import { Badge, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ONBOARDING_ROUTING, onboardingStateOfMe } from '../../../../machines/onboarding.routes';
import { PageSpinner } from '../../../components/page-spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useSubscription } from '../api/get-subscription';
import { usePlans } from '../api/list-plans';
import { PurchaseForm } from '../components/purchase-form';

const PLANS = ['trial', 'business', 'enterprise'] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  plans: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  plan: { padding: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * /onboarding/purchase: the plans of spec §3. A company's buyer (plan.extend) picks one here and
 * goes on to its invoice; before the company exists there is nothing to bill, so the page shows the
 * plans and "choose later", back to where the user stands in onboarding.
 */
export default function OnboardingPurchasePage() {
  const styles = useStyles();
  const { t } = useTranslation(['onboarding', 'billing']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const back = ONBOARDING_ROUTING[onboardingStateOfMe(me)].home;
  const buyer = me.company_id !== 0 && can(me, 'plan.extend');
  return (
    <div className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('purchase.title')}
      </Text>
      <Text>{t('purchase.intro')}</Text>
      {buyer ? (
        <BuyNow onPurchased={(id) => void navigate(`/settings/my_plan/invoice/${id}`)} />
      ) : (
        <div className={styles.plans}>
          {PLANS.map((plan) => (
            <Card key={plan} className={styles.plan}>
              <CardHeader
                header={
                  <Text as="h2" size={500} weight="semibold">
                    {t(`purchase.plans.${plan}.name`)}
                  </Text>
                }
                action={plan === 'trial' ? <Badge appearance="tint">{t('purchase.current')}</Badge> : undefined}
              />
              <Text>{t(`purchase.plans.${plan}.text`)}</Text>
            </Card>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button appearance={buyer ? 'secondary' : 'primary'} onClick={() => void navigate(back)}>
          {t('purchase.later')}
        </Button>
      </div>
    </div>
  );
}

function BuyNow({ onPurchased }: { onPurchased: (invoiceId: number) => void }) {
  const plans = usePlans();
  const subscription = useSubscription();
  if (plans.isPending || subscription.isPending) return <PageSpinner />;
  if (!plans.data) return null;
  return <PurchaseForm plans={plans.data.items} current={subscription.data?.plan.code} onPurchased={(p) => onPurchased(p.invoice.id)} />;
}
