import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ONBOARDING_PROGRESS_PAGE } from '../../../../machines/onboarding.routes';
import { useCurrentUser } from '../../../lib/current-user';
import { useOnboardingProgress } from '../api/get-progress';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { WaitingPanel } from '../components/waiting-panel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /onboarding: the wizard, or the pending screen once the company was asked for. */
export default function OnboardingPage() {
  const styles = useStyles();
  const { t } = useTranslation(['onboarding', 'common']);
  const progress = useOnboardingProgress();

  if (progress.isPending) return <Spinner label={t('common:loading')} />;
  if (progress.isError) return <EmptyState onRetry={() => void progress.refetch()} />;
  const status = progress.data;
  if (status.state === 'pending_approval') return <WaitingPanel status={status} />;
  if (status.state === 'trial_progress' || status.state === 'company_created') return <MoveOn />;

  return (
    <div className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('wizard.title')}
      </Text>
      {status.state === 'rejected' ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{t('rejected.title')}</MessageBarTitle>
            {status.rejection_reason ? t('rejected.reason', { reason: status.rejection_reason }) : null} {t('rejected.body')}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {/* Keyed by state: a rejection re-opens the wizard with the stored answers. */}
      <OnboardingWizard key={status.state} status={status} />
    </div>
  );
}

/** Approved (or done) while this page was open: reload /api/me first, so the guard agrees. */
function MoveOn() {
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    void refresh().then(() => navigate(ONBOARDING_PROGRESS_PAGE, { replace: true }));
  }, [refresh, navigate]);
  return <Spinner />;
}
