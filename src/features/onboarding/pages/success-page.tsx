import { Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TRIAL_ONBOARDING_COOKIE } from '../../../../contracts/constants';
import { AgentSourceList } from '../../../components/agent-source-list';
import { removeCookie } from '../../../lib/cookies';
import { useAgentSources } from '../api/list-agent-sources';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** /onboardingSuccess: the done screen, with the first places to go in the console. */
export default function SuccessPage() {
  const styles = useStyles();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const sources = useAgentSources();
  // The trial onboarding is over: its cookie has done its work.
  useEffect(() => removeCookie(TRIAL_ONBOARDING_COOKIE), []);
  return (
    <Card className={styles.card}>
      <TrophyRegular className={styles.icon} aria-hidden />
      <Text as="h1" size={700} weight="semibold">
        {t('success.title')}
      </Text>
      <Text>{t('success.body')}</Text>
      {sources.data?.length ? <AgentSourceList items={sources.data} /> : null}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void navigate('/')}>
          {t('success.console')}
        </Button>
        <Button onClick={() => void navigate('/settings/web_chat')}>{t('success.webchat')}</Button>
        <Button onClick={() => void navigate('/settings/user')}>{t('success.invite')}</Button>
      </div>
    </Card>
  );
}
