import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { TabBar } from '../../../components/tab-bar';
import { useInteractions, type InteractionScope } from '../../../lib/api/interactions';
import { InteractionsTable } from '../components/interactions-table';
import { NotificationsButton } from '../components/notifications-button';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const OPEN_LIST_PAGE_SIZE = 50;
const SCOPES = ['all', 'mine', 'queued'] as const satisfies readonly InteractionScope[];

function ScopeList({ scope }: { scope: InteractionScope }) {
  const { t } = useTranslation('interactions');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const size = OPEN_LIST_PAGE_SIZE;
  const query = useInteractions({ status: 'open', scope, page, size });
  if (query.isPending) return <Spinner size="small" label={tc('loading')} />;
  if (query.isError) return <EmptyState onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyListText />;
  return (
    <>
      <InteractionsTable items={query.data.items} label={t('list.label')} />
      <Pagination page={page} total={Math.ceil(query.data.total / size)} onChange={setPage} />
    </>
  );
}

/** /interacts: open conversations, all / mine / in queue (?tab=), live from the socket. */
export default function OpenListPage() {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  return (
    <div className={styles.root}>
      <TabBar tabs={SCOPES.map((value) => ({ value, label: t(`list.tabs.${value}`) }))} aria-label={t('list.title')}>
        {(scope) => (
          <>
            <div className={styles.bar}>
              <span />
              <NotificationsButton />
            </div>
            <ScopeList key={scope} scope={scope} />
          </>
        )}
      </TabBar>
    </div>
  );
}
