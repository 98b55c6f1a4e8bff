import { Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HourglassHalfRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OnboardingStatus } from '../../../../contracts/onboarding.schema';
import { ONBOARDING_PURCHASE_PAGE } from '../../../../machines/onboarding.routes';
import { ApprovalWatchEffect } from './approval-watch-effect';
import { formatDateTime } from '../../../lib/format';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
});

/** The pending screen: the company was asked for and waits for the superadmin. */
export function WaitingPanel({ status }: { status: OnboardingStatus }) {
  const styles = useStyles();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  return (
    <Card className={styles.card} role="status">
      <ApprovalWatchEffect />
      <HourglassHalfRegular className={styles.icon} aria-hidden />
      <Text as="h1" size={600} weight="semibold">
        {t('pending.title')}
      </Text>
      <Text>{t('pending.body', { company: status.company?.name ?? status.draft.company_name })}</Text>
      {status.company ? <Text size={200}>{t('pending.requestedAt', { date: formatDateTime(status.company.requested_at) })}</Text> : null}
      <Button onClick={() => void navigate(ONBOARDING_PURCHASE_PAGE)}>{t('pending.plans')}</Button>
    </Card>
  );
}
