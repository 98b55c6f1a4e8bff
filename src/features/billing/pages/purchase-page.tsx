import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PLAN_CODES, type PlanCode } from '../../../../contracts/billing.schema';
import { EmptyState } from '../../../components/empty-state';
import { PageSpinner } from '../../../components/page-spinner';
import { SettingsPage } from '../../../components/settings-page';
import { useSubscription } from '../api/get-subscription';
import { usePlans } from '../api/list-plans';
import { PurchaseForm } from '../components/purchase-form';

const planParam = (value: string | null): PlanCode | undefined => ((PLAN_CODES as readonly string[]).includes(value ?? '') ? (value as PlanCode) : undefined);

/** /settings/my_plan/purchase: the terms, then extend or upgrade; opens the new invoice to pay. */
export default function PurchasePage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plans = usePlans();
  const subscription = useSubscription();
  if (plans.isPending || subscription.isPending) return <PageSpinner />;
  if (plans.isError) return <EmptyState onRetry={() => void plans.refetch()} />;
  return (
    <SettingsPage title={t('purchase.title')}>
      <Text>{t('purchase.intro')}</Text>
      <PurchaseForm
        plans={plans.data.items}
        current={subscription.data?.plan.code}
        initialPlan={planParam(params.get('plan'))}
        onPurchased={(purchase) => void navigate(`/settings/my_plan/invoice/${purchase.invoice.id}`)}
      />
    </SettingsPage>
  );
}
