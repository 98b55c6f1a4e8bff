import { Badge, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ONBOARDING_ROUTING, onboardingStateOfMe } from '../../../../machines/onboarding.routes';
import { useCurrentUser } from '../../../lib/current-user';

const PLANS = ['trial', 'business', 'enterprise'] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  plans: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  plan: { padding: tokens.spacingVerticalL },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * /onboarding/purchase: the plans of spec §3 (trial, business, enterprise). Buying is a later
 * issue, so the page is honest about it and offers "choose later", back to where the user stands.
 */
export default function PurchasePage() {
  const styles = useStyles();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const back = ONBOARDING_ROUTING[onboardingStateOfMe(me)].home;
  return (
    <div className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('purchase.title')}
      </Text>
      <Text>{t('purchase.intro')}</Text>
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
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void navigate(back)}>
          {t('purchase.later')}
        </Button>
      </div>
    </div>
  );
}
