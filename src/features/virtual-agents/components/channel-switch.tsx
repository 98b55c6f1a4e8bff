import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../../contracts/channel.schema';
import type { VirtualAgent } from '../../../../contracts/virtual-agent.schema';
import { restoreVirtualAgent } from '../../../../machines/virtual-agent.machine';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetAgentChannel } from '../api/set-agent-channel';

/** The agent on or off for one channel; either way it asks first (spec §4). */
export function ChannelSwitch({ agent, channel }: { agent: VirtualAgent; channel: Channel }) {
  const { t } = useTranslation('agents');
  const [asking, setAsking] = useState(false);
  const change = useSetAgentChannel();
  const on = agent.channels.includes(channel.id);
  const snapshot = restoreVirtualAgent({ userId: agent.id, isPrimary: agent.is_primary, fired: false, channels: agent.channels });
  const possible = snapshot.can(on ? { type: 'agent.deactivate', channelId: channel.id } : { type: 'agent.activate', channelId: channel.id });
  const values = { agent: agent.name, channel: channel.name };
  return (
    <>
      <Switch checked={on} disabled={!possible || change.isPending} label={channel.name} onChange={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t(on ? 'confirmOff' : 'confirmOn', values)}
        onConfirm={() => change.mutateAsync({ agentId: agent.id, channelId: channel.id, on: !on })}
      >
        {t(on ? 'confirmOffText' : 'confirmOnText', values)}
      </ConfirmDialog>
    </>
  );
}
