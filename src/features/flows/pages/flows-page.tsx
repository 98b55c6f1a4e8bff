import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useFlows } from '../api/get-flows';
import { FlowDialog } from '../components/flow-dialog';
import { FlowsTable } from '../components/flows-table';
import { SettingsPage } from '../../../components/settings-page';

/** /settings/flow: the company's flows; a new one opens on its canvas. */
export default function FlowsPage() {
  const { t } = useTranslation(['flows', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const navigate = useNavigate();
  const flows = useFlows();
  const [adding, setAdding] = useState(false);
  let body;
  if (flows.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (flows.isError) body = <EmptyState onRetry={() => void flows.refetch()} />;
  else if (flows.data.length === 0) body = <EmptyState title={t('list.empty')} />;
  else body = <FlowsTable flows={flows.data} canEdit={canEdit} />;
  return (
    <SettingsPage
      title={t('menu:settings_items.flow')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        ) : null
      }
    >
      {body}
      <FlowDialog open={adding} onOpenChange={setAdding} onCreated={(id) => void navigate(`/settings/flow/${id}`)} />
    </SettingsPage>
  );
}
