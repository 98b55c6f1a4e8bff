import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageSpinner } from '../../../components/page-spinner';
import { SettingsPage } from '../../../components/settings-page';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useSubscription } from '../api/get-subscription';
import { AdditionalAgents } from '../components/additional-agents';
import { AutoExtendSwitch } from '../components/auto-extend-switch';
import { LimitsTable } from '../components/limits-table';
import { PlanSummary } from '../components/plan-summary';
import { UnpaidNotice } from '../components/unpaid-notice';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** /settings/my_plan: the plan, its limits and usage, days left, auto-extend, extend and agents. */
export default function MyPlanPage() {
  const styles = useStyles();
  const { t } = useTranslation(['billing', 'menu']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const canExtend = can(me, 'plan.extend');
  const subscription = useSubscription();

  if (subscription.isPending) return <PageSpinner />;
  if (subscription.isError) return <EmptyState title={t('myPlan.loadFailed')} onRetry={() => void subscription.refetch()} />;
  const s = subscription.data;
  return (
    <SettingsPage
      title={t('menu:settings_items.my_plan')}
      action={
        <div className={styles.actions}>
          <Link to="/settings/my_plan_archive">{t('myPlan.archive')}</Link>
          {canExtend ? (
            <Button appearance="primary" onClick={() => void navigate('/settings/my_plan/purchase')}>
              {t('myPlan.extend')}
            </Button>
          ) : null}
        </div>
      }
    >
      {s.unpaid_invoice_id ? <UnpaidNotice invoiceId={s.unpaid_invoice_id} agentsOff={!s.virtual_agents_enabled} /> : null}
      <div className={styles.grid}>
        <PlanSummary subscription={s} />
        <LimitsTable limits={s.limits} usage={s.usage} />
        <AutoExtendSwitch value={s.auto_extend} canExtend={canExtend} />
        <AdditionalAgents agents={s.additional_agents} canExtend={canExtend} />
      </div>
    </SettingsPage>
  );
}
