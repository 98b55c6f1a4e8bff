import { Button, Spinner } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useWebchat } from '../api/get-webchat';
import { SettingsPage } from '../../../components/settings-page';
import { WebChatForm } from '../components/web-chat/web-chat-form';

/** '/settings/web_chat/edit/7' → 7; '/settings/web_chat/add' → undefined; nonsense → NaN. */
function webchatIdOf(param: string | undefined): number | undefined {
  if (param === undefined) return undefined;
  return /^[1-9]\d*$/.test(param) ? Number(param) : Number.NaN;
}

/** /settings/web_chat/add and /settings/web_chat/edit/:id: the form, its preview and embed script. */
export default function WebChatEditPage() {
  const { t } = useTranslation(['settings', 'menu', 'common']);
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const id = webchatIdOf(useParams().id);
  const valid = id === undefined || !Number.isNaN(id);
  const canEdit = can(me, 'settings.edit');
  const query = useWebchat(valid ? id : undefined);

  let body;
  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    body = <EmptyState title={t('webchat.form.notFound')} />;
  } else if (id !== undefined && query.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (id !== undefined && query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  // Keyed by id: after "add" the same screen becomes the new web chat's edit screen, refilled.
  else body = <WebChatForm key={id ?? 'new'} webchat={query.data} canEdit={canEdit} />;

  return (
    <SettingsPage
      title={t(id === undefined ? 'menu:settings_items.web_chat_add' : 'menu:settings_items.web_chat_edit')}
      action={
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/settings/web_chat')}>
          {t('webchat.form.back')}
        </Button>
      }
    >
      {body}
    </SettingsPage>
  );
}
