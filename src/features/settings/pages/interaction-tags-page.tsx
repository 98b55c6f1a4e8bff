import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useInteractionTags } from '../../../lib/api/interaction-tags';
import { InteractionTagDialog } from '../components/interaction-tags/interaction-tag-dialog';
import { InteractionTagsTable } from '../components/interaction-tags/interaction-tags-table';
import { SettingsPage } from '../../../components/settings-page';

/** /settings/interaction_tag: the tags agents put on conversations. */
export default function InteractionTagsPage() {
  const { t } = useTranslation(['settings', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const [adding, setAdding] = useState(false);
  const tags = useInteractionTags();

  let body;
  if (tags.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (tags.isError) body = <EmptyState onRetry={() => void tags.refetch()} />;
  else if (tags.data.length === 0) body = <EmptyState title={t('interactionTags.empty')} />;
  else body = <InteractionTagsTable tags={tags.data} canEdit={canEdit} />;

  return (
    <SettingsPage
      title={t('menu:settings_items.interaction_tag')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('interactionTags.add')}
          </Button>
        ) : null
      }
    >
      {body}
      {canEdit ? <InteractionTagDialog open={adding} onOpenChange={setAdding} /> : null}
    </SettingsPage>
  );
}
