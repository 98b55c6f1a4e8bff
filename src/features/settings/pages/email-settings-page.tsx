import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { SettingsPage } from '../../../components/settings-page';
import { useEmailChannels } from '../api/list-email-channels';
import { EmailChannelDialog } from '../components/email/email-channel-dialog';
import { EmailChannelsTable } from '../components/email/email-channels-table';
import { EmailImportEffect } from '../components/email/email-import-effect';

/** /settings/email: the company's mailboxes (Gmail, Outlook or any IMAP server). */
export default function EmailSettingsPage() {
  const { t } = useTranslation(['email', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const [adding, setAdding] = useState(false);
  const list = useEmailChannels();

  let body;
  if (list.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (list.isError) body = <EmptyState onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState title={t('empty')} />;
  else body = <EmailChannelsTable channels={list.data} canEdit={canEdit} />;

  return (
    <SettingsPage
      title={t('menu:settings_items.email')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        ) : null
      }
    >
      <EmailImportEffect />
      {body}
      {canEdit ? <EmailChannelDialog open={adding} onOpenChange={setAdding} /> : null}
    </SettingsPage>
  );
}
