import { Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_AGENT_USD_PER_DAY, type AdditionalAgent } from '../../../../contracts/billing.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useBuyAdditionalAgent, useTerminateAdditionalAgent } from '../api/additional-agents';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Additional agents: bought one at a time, terminable, never removed before the next invoice. */
export function AdditionalAgents({ agents, canExtend }: { agents: AdditionalAgent[]; canExtend: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const buy = useBuyAdditionalAgent();
  const terminate = useTerminateAdditionalAgent();
  const [ending, setEnding] = useState<number>();
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('agents.title')}
      </Text>
      <Text>{t('agents.intro', { usd: ADDITIONAL_AGENT_USD_PER_DAY })}</Text>
      <Text size={200}>{t('agents.rule')}</Text>
      {agents.length === 0 ? <Text>{t('agents.empty')}</Text> : null}
      <ul className={styles.list} aria-label={t('agents.title')}>
        {agents.map((agent) => (
          <li key={agent.id} className={styles.item}>
            <Text>{t('agents.started', { date: formatDate(agent.started_at) })}</Text>
            {agent.ended_at ? <Text>{t('agents.ended', { date: formatDate(agent.ended_at) })}</Text> : null}
            <Text size={200}>{t('agents.billedUntil', { date: formatDate(agent.billed_until) })}</Text>
            {canExtend && !agent.ended_at ? (
              <Button size="small" onClick={() => setEnding(agent.id)}>
                {t('agents.terminate')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canExtend ? (
        <div>
          <Button
            appearance="primary"
            disabled={buy.isPending}
            onClick={() => buy.mutate(undefined, { onSuccess: () => showToast({ intent: 'success', title: t('agents.bought') }) })}
          >
            {t('agents.buy')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={ending !== undefined}
        onOpenChange={(open) => !open && setEnding(undefined)}
        title={t('agents.terminateTitle')}
        onConfirm={() =>
          terminate.mutateAsync(ending!).then(() => {
            setEnding(undefined);
            showToast({ intent: 'success', title: t('agents.terminated') });
          })
        }
      >
        {t('agents.terminateText')}
      </ConfirmDialog>
    </Card>
  );
}
