import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useCustomApis } from '../api/get-custom-apis';
import { CustomApiDialog } from '../components/custom-api-dialog';
import { CustomApisTable } from '../components/custom-apis-table';
import { SettingsPage } from '../../../components/settings-page';

/** /settings/custom_api: endpoints the api nodes of flows call (spec §3: endpoint, response, status). */
export default function CustomApisPage() {
  const { t } = useTranslation(['flows', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const apis = useCustomApis();
  const [adding, setAdding] = useState(false);
  let body;
  if (apis.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (apis.isError) body = <EmptyState onRetry={() => void apis.refetch()} />;
  else if (apis.data.length === 0) body = <EmptyState title={t('api.empty')} />;
  else body = <CustomApisTable apis={apis.data} canEdit={canEdit} />;
  return (
    <SettingsPage
      title={t('menu:settings_items.custom_api')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('api.add')}
          </Button>
        ) : null
      }
    >
      {body}
      {canEdit ? <CustomApiDialog open={adding} onOpenChange={setAdding} /> : null}
    </SettingsPage>
  );
}
