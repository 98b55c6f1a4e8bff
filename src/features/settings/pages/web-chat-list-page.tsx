import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useWebchats } from '../api/list-webchats';
import { SettingsPage } from '../../../components/settings-page';
import { WebChatTable } from '../components/web-chat/web-chat-table';

/**
 * /settings/web_chat: the company's web chats, read-only with settings.view, with add, edit and
 * delete for settings editors. Members without settings.view never get here: the settings layout's
 * PermissionGate shows them why instead.
 */
export default function WebChatListPage() {
  const { t } = useTranslation(['settings', 'menu', 'common']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const webchats = useWebchats();

  let body;
  if (webchats.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (webchats.isError) body = <EmptyState onRetry={() => void webchats.refetch()} />;
  else if (webchats.data.length === 0) body = <EmptyState title={t('webchat.list.empty')} />;
  else body = <WebChatTable webchats={webchats.data} canEdit={canEdit} />;

  return (
    <SettingsPage
      title={t('menu:settings_items.web_chat')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/settings/web_chat/add')}>
            {t('webchat.list.add')}
          </Button>
        ) : null
      }
    >
      {body}
    </SettingsPage>
  );
}
