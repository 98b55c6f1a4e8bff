import { Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ONBOARDING_PURCHASE_PAGE, ONBOARDING_SUCCESS_PAGE } from '../../../../machines/onboarding.routes';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { useOnboardingProgress } from '../api/get-progress';
import { ChecklistItem } from '../components/checklist-item';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
});

/** /onboarding/progress: the approved company's trial onboarding, finished with one click. */
export default function ProgressPage() {
  const styles = useStyles();
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const progress = useOnboardingProgress();
  const finish = useFinishOnboarding();

  if (progress.isPending) return <Spinner label={t('common:loading')} />;
  if (progress.isError) return <EmptyState onRetry={() => void progress.refetch()} />;
  const { state, draft, company } = progress.data;
  if (state === 'company_created') return <Navigate to={ONBOARDING_SUCCESS_PAGE} replace />;

  const onFinish = () => {
    finish.mutateAsync().then(
      () => navigate(ONBOARDING_SUCCESS_PAGE, { replace: true }),
      () => {}, // the HTTP client's toast tells why
    );
  };

  return (
    <Card className={styles.card}>
      <Text as="h1" size={700} weight="semibold">
        {t('progress.title')}
      </Text>
      <Text>{t('progress.intro', { company: company?.name ?? draft.company_name })}</Text>
      <Text as="h2" size={400} weight="semibold">
        {t('progress.checklist')}
      </Text>
      <ul className={styles.list}>
        <ChecklistItem done>{t('progress.companyCreated')}</ChecklistItem>
        <ChecklistItem done={!!draft.agent_name}>{t('progress.agentCreated', { name: draft.agent_name })}</ChecklistItem>
        <ChecklistItem done={draft.channel === 'webchat'}>
          {draft.channel === 'webchat' ? t('progress.channelConnected', { domain: draft.webchat_domain }) : t('progress.channelSkipped')}
        </ChecklistItem>
        <ChecklistItem done={false}>{t('progress.invite')}</ChecklistItem>
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => void navigate(ONBOARDING_PURCHASE_PAGE)}>{t('progress.plans')}</Button>
        <Button appearance="primary" disabled={finish.isPending || state !== 'trial_progress'} onClick={onFinish}>
          {finish.isPending ? <Spinner size="tiny" /> : t('progress.finish')}
        </Button>
      </div>
    </Card>
  );
}
