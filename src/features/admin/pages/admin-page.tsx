import { Suspense } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { TabBar } from '../../../components/tab-bar';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePendingCompanies } from '../api/list-pending-companies';
import { FEEDBACK_LIST_KEY } from '../../../lib/api/feedback';
import { PendingCompaniesTable } from '../components/pending-companies-table';
import { FeedbackSection } from '../../../components/feedback/feedback-section';

// The billing tab is fetched only when opened: most visits here are about companies waiting.
const BillingAdminSection = lazyComponent(() => import('../components/billing-admin-section').then((m) => m.BillingAdminSection), ['billing']);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** /admin: the superadmin's panel — companies waiting for approval and feedback (the server checks every call too). */
export default function AdminPage() {
  const styles = useStyles();
  const { t } = useTranslation(['admin', 'common']);
  const { me } = useCurrentUser();
  const companies = usePendingCompanies({ enabled: me.is_superadmin });
  const queryClient = useQueryClient();

  if (!me.is_superadmin) return <EmptyState title={t('notAllowed')} />;

  let body;
  if (companies.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (companies.isError) body = <EmptyState onRetry={() => void companies.refetch()} />;
  else if (companies.data.length === 0) body = <EmptyState title={t('empty')} />;
  else body = <PendingCompaniesTable companies={companies.data} />;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Text as="h1" size={700} weight="semibold">
          {t('title')}
        </Text>
        <Button
          icon={<ArrowClockwiseRegular />}
          onClick={() => {
            void companies.refetch();
            void queryClient.invalidateQueries({ queryKey: FEEDBACK_LIST_KEY });
          }}
        >
          {t('refresh')}
        </Button>
      </div>
      <TabBar
        tabs={[
          { value: 'companies', label: t('tabs.companies') },
          { value: 'feedback', label: t('tabs.feedback') },
          { value: 'billing', label: t('tabs.billing') },
        ]}
      >
        {(tab) =>
          tab === 'feedback' ? (
            <FeedbackSection scope="all" />
          ) : tab === 'billing' ? (
            <Suspense fallback={<Spinner size="small" />}>
              <BillingAdminSection />
            </Suspense>
          ) : (
            <>
              <Text as="h2" size={500} weight="semibold">
                {t('pending')}
              </Text>
              {body}
            </>
          )
        }
      </TabBar>
    </div>
  );
}
