import { Avatar, Badge, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../../contracts/channel.schema';
import type { VirtualAgent } from '../../../../contracts/virtual-agent.schema';
import { canFire } from '../../../../machines/virtual-agent.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toasts';
import { useFireVirtualAgent } from '../api/fire-virtual-agent';
import { ChannelSwitch } from './channel-switch';
import { CopyFlowsDialog } from './copy-flows-dialog';

const useStyles = makeStyles({
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  channels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** One agent: who it is, where it answers (a switch per channel), and firing (never the primary). */
export function AgentCard({ agent, agents, channels, canEdit }: { agent: VirtualAgent; agents: VirtualAgent[]; channels: Channel[]; canEdit: boolean }) {
  const { t } = useTranslation('agents');
  const styles = useStyles();
  const [firing, setFiring] = useState(false);
  const [copying, setCopying] = useState(false);
  const fire = useFireVirtualAgent();
  const fireable = canFire({ isPrimary: agent.is_primary, fired: false });
  return (
    <Card aria-label={agent.name}>
      <CardHeader
        image={<Avatar image={agent.photo ? { src: agent.photo } : undefined} name={agent.name} />}
        header={
          <Text weight="semibold" size={400}>
            {agent.name}
          </Text>
        }
        description={
          <div className={styles.badges}>
            <Badge appearance="tint" color={agent.is_primary ? 'brand' : 'informative'}>
              {t(agent.is_primary ? 'primary' : 'additional')}
            </Badge>
            <Badge appearance="outline">{t(`kinds.${agent.kind}`)}</Badge>
            <Badge appearance="filled" color={agent.active ? 'success' : 'subtle'}>
              {t(agent.active ? 'active' : 'inactive')}
            </Badge>
          </div>
        }
        action={
          canEdit ? (
            <div>
              <Button
                appearance="subtle"
                icon={<CopyRegular />}
                disabled={agents.length < 2}
                title={t('copyFlows')}
                aria-label={t('copyFlowsTitle', { name: agent.name })}
                onClick={() => setCopying(true)}
              />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                disabled={!fireable}
                title={fireable ? t('fire') : t('primaryCannotFire')}
                aria-label={t('fireNamed', { name: agent.name })}
                onClick={() => setFiring(true)}
              />
            </div>
          ) : null
        }
      />
      <div className={styles.channels} role="group" aria-label={t('channels')}>
        {channels.length === 0 ? <Text>{t('noChannels')}</Text> : null}
        {canEdit
          ? channels.map((c) => <ChannelSwitch key={c.id} agent={agent} channel={c} />)
          : channels.filter((c) => agent.channels.includes(c.id)).map((c) => <Text key={c.id}>{c.name}</Text>)}
      </div>
      {copying ? <CopyFlowsDialog from={agent} agents={agents} onClose={() => setCopying(false)} /> : null}
      <ConfirmDialog
        open={firing}
        onOpenChange={setFiring}
        title={t('fireTitle', { name: agent.name })}
        onConfirm={async () => {
          await fire.mutateAsync(agent.id);
          showToast({ intent: 'success', title: t('fired', { name: agent.name }) });
        }}
      >
        {t('fireText')}
      </ConfirmDialog>
    </Card>
  );
}
