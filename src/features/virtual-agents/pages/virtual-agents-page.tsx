import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useChannels } from '../../../lib/api/channels';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { useBotUsage } from '../api/get-bot-usage';
import { useVirtualAgents } from '../api/list-virtual-agents';
import { AgentCard } from '../components/agent-card';
import { AgentDialog } from '../components/agent-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** /settings/virtualagents: the company's virtual agents, where each answers, hiring and firing. */
export default function VirtualAgentsPage() {
  const { t } = useTranslation(['agents', 'menu', 'common']);
  const styles = useStyles();
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const [adding, setAdding] = useState(false);
  const agents = useVirtualAgents();
  const channels = useChannels(me?.company_id || undefined);
  const usage = useBotUsage();

  let body;
  if (agents.isPending || channels.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (agents.isError || channels.isError) body = <EmptyState onRetry={() => void agents.refetch()} />;
  else if (agents.data.items.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <div className={styles.grid}>
        {agents.data.items.map((a) => (
          <AgentCard key={a.id} agent={a} agents={agents.data.items} channels={channels.data} canEdit={canEdit} />
        ))}
      </div>
    );
  const count = agents.data?.items.length ?? 0;
  const limit = agents.data?.limit ?? null;

  return (
    <section className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {t('menu:settings_items.virtualagents')}
        </Text>
        {canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        ) : null}
      </div>
      <Text className={styles.meta}>
        {limit === null ? t('countUnlimited', { n: formatNumber(count) }) : t('agentCount', { n: formatNumber(count), limit: formatNumber(limit) })}
        {usage.data ? ` · ${t('usage', { today: formatNumber(usage.data.today), month: formatNumber(usage.data.month) })}` : ''}
      </Text>
      {body}
      {canEdit ? <AgentDialog open={adding} onOpenChange={setAdding} first={count === 0} /> : null}
    </section>
  );
}
