import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useChannels } from '../../../lib/api/channels';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { ChannelsTable } from '../components/channels/channels-table';
import { SettingsPage } from '../../../components/settings-page';

/** /settings/channel_manage: every channel, activate or deactivate, its description, delete. */
export default function ChannelManagePage() {
  const { t } = useTranslation(['channels', 'menu', 'common']);
  const { me } = useCurrentUser();
  const channels = useChannels(me?.company_id);
  const canEdit = can(me, 'settings.edit');

  let body;
  if (channels.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (channels.isError) body = <EmptyState onRetry={() => void channels.refetch()} />;
  else if (channels.data.length === 0) body = <EmptyState title={t('manage.empty')} />;
  else body = <ChannelsTable channels={channels.data} canEdit={canEdit} />;

  return <SettingsPage title={t('menu:settings_items.channel_manage')}>{body}</SettingsPage>;
}
