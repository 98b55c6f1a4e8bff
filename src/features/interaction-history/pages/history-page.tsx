import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useInteractions } from '../../../lib/api/interactions';
import { useUserNames } from '../../../lib/api/users';
import { useInteractionTags } from '../../../lib/api/interaction-tags';
import { HistoryDetail } from '../components/history-detail';
import { HistoryFilters } from '../components/history-filters';
import { HistoryTable } from '../components/history-table';
import { chipWindow, windowQuery, type HistoryWindow } from '../components/history-window';

/** Rows per server page. */
export const HISTORY_PAGE_SIZE = 20;
export const DETAIL_PARAM = 'id';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  body: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  list: { flexGrow: 2, flexBasis: '560px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  detail: { flexGrow: 1, flexBasis: '360px', minWidth: 0 },
});

/** /interacts/hist: closed interactions by closing time, newest first, with a detail panel (?id=). */
export default function HistoryPage() {
  const styles = useStyles();
  const { t } = useTranslation(['history', 'common']);
  const { me } = useCurrentUser();
  const [filter, setFilter] = useState<HistoryWindow>(() => chipWindow('last7d', new Date()));
  const [page, setPage] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = Number(searchParams.get(DETAIL_PARAM)) || null;
  const names = useUserNames();
  const tags = useInteractionTags({ staleTime: 60_000 });
  const tagNames = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.name])), [tags.data]);
  const query = useInteractions({ status: 'closed', ...windowQuery(filter), page, size: HISTORY_PAGE_SIZE });

  const select = (id: number | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(DETAIL_PARAM);
      else next.set(DETAIL_PARAM, String(id));
      return next;
    });

  let list;
  if (query.isPending) list = <Spinner size="small" label={t('common:loading')} />;
  else if (query.isError || query.data.items.length === 0) list = <EmptyState onRetry={() => void query.refetch()} />;
  else
    list = (
      <>
        <HistoryTable items={query.data.items} names={names} tagNames={tagNames} selectedId={selectedId} onSelect={select} />
        <Pagination page={page} total={Math.ceil(query.data.total / HISTORY_PAGE_SIZE)} onChange={setPage} />
      </>
    );

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('title')}
      </Text>
      <HistoryFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {/* The server already limits the list; this only says so. */}
      {can(me, 'interaction.view_all_closed') ? null : (
        <MessageBar intent="info">
          <MessageBarBody>{t('ownOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <div className={styles.list}>{list}</div>
        {selectedId ? (
          <div className={styles.detail}>
            <HistoryDetail key={selectedId} id={selectedId} names={names} onClose={() => select(null)} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
