import { Button, Input, Spinner, Text, makeStyles } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useSavedResponses } from '../../../lib/api/saved-responses';
import { SavedResponseDialog } from '../components/saved-responses/saved-response-dialog';
import { SavedResponsesTable } from '../components/saved-responses/saved-responses-table';
import { SettingsPage } from '../../../components/settings-page';

const useStyles = makeStyles({
  search: { maxWidth: '320px' },
});

/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 250;

/** /settings/saved_response: the company's quick responses, searched by key prefix. */
export default function SavedResponsesPage() {
  const styles = useStyles();
  const { t } = useTranslation(['settings', 'menu', 'common']);
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const responses = useSavedResponses(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  let body;
  if (responses.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (responses.isError) body = <EmptyState onRetry={() => void responses.refetch()} />;
  else if (responses.data.length === 0) body = q ? <Text italic>{t('savedResponses.noMatch', { q })}</Text> : <EmptyState title={t('savedResponses.empty')} />;
  else body = <SavedResponsesTable responses={responses.data} canEdit={canEdit} />;

  return (
    <SettingsPage
      title={t('menu:settings_items.saved_response')}
      action={
        canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('savedResponses.add')}
          </Button>
        ) : null
      }
    >
      <Input
        className={styles.search}
        type="search"
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={t('savedResponses.search')}
        aria-label={t('savedResponses.search')}
        value={typed}
        onChange={(_, data) => setTyped(data.value)}
      />
      {body}
      {canEdit ? <SavedResponseDialog open={adding} onOpenChange={setAdding} /> : null}
    </SettingsPage>
  );
}
