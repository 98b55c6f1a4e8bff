import { Button, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ISSUE_PAGE_SIZE_DEFAULT } from '../../../../contracts/issue.schema';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { useOnChange, usePageParam } from '../../../lib/use-page-param';
import { usePrefill } from '../api/get-prefill';
import { useIssues } from '../api/list-issues';
import type { IssueIntent } from '../components/issue-drawer';
import { LazyIssueDrawer } from '../components/lazy-issue-drawer';
import { LazyIssueFormDialog } from '../components/lazy-issue-form';
import { IssuesFilters } from '../components/issues-filters';
import { useIssueRowMenu } from '../components/issue-row-menu';
import { IssuesTable } from '../components/issues-table';
import { SavedViews } from '../components/saved-views';
import { EMPTY_FILTERS, toIssueFilter, type FilterState } from '../lib/filters';
import { useDebounced } from '../../../lib/use-debounced';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const PAGE_SIZES = [ISSUE_PAGE_SIZE_DEFAULT, 100, 200] as const;
export const FROM_INTERACTION_PARAM = 'from_interaction';
export const ISSUE_PARAM = 'issue';

/**
 * /issues: the filtered, server-paged list with saved views; a row opens the detail drawer
 * (?issue=ID keeps it in the URL); ?from_interaction=ID opens the add form pre-filled from
 * that live conversation.
 */
export default function IssuesPage() {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  // In the address (?page=, ?size=) like the open issue: a reload or Back returns to the same page.
  const { page, size, setPage, setSize } = usePageParam({ sizes: PAGE_SIZES, defaultSize: ISSUE_PAGE_SIZE_DEFAULT });
  const [adding, setAdding] = useState(false);
  const [intent, setIntent] = useState<IssueIntent | null>(null);
  const debouncedQ = useDebounced(filters.q, 300);
  const filter = useMemo(() => toIssueFilter({ ...filters, q: debouncedQ }), [filters, debouncedQ]);
  const query = useIssues({ ...filter, page, size });
  const total = query.data?.total;
  const pages = Math.ceil((total ?? 0) / size);
  const fromInteraction = params.get(FROM_INTERACTION_PARAM);
  const prefill = usePrefill(fromInteraction);
  const openId = Number(params.get(ISSUE_PARAM)) || null;
  const mayEdit = can(me, 'issue.edit_resolve');

  useOnChange(filter, () => setPage(1, { replace: true }));
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * size >= total) setPage(Math.max(1, pages), { replace: true });
  }, [total, page, size, pages, setPage]);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const rowMenu = useIssueRowMenu((issue, wanted) => {
    setIntent(wanted);
    setParam(ISSUE_PARAM, String(issue.id));
  });
  const items = query.data?.items ?? [];
  let body;
  if (query.isPending) body = <Spinner size="small" label={t('title')} />;
  else if (query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <EmptyListText />;
  else body = <IssuesTable issues={items} onOpen={(issue) => setParam(ISSUE_PARAM, String(issue.id))} rowProps={rowMenu.rowProps} />;

  const prefillOpen = !!fromInteraction && mayEdit && prefill.isSuccess;
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {mayEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        ) : null}
        <SavedViews filters={filters} onPick={setFilters} />
        <span className={styles.grow} />
        {total !== undefined ? <Text>{t('list.total', { count: total, total: formatNumber(total) })}</Text> : null}
      </div>
      <IssuesFilters value={filters} onChange={setFilters} />
      {body}
      <div className={styles.footer}>
        <Pagination page={page} total={pages} onChange={(next) => setPage(next)} />
        <Select aria-label={t('list.pageSize')} value={String(size)} onChange={(_, d) => setSize(Number(d.value))}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {t('list.perPage', { count: s })}
            </option>
          ))}
        </Select>
      </div>
      <Suspense fallback={null}>
        {adding ? <LazyIssueFormDialog open onOpenChange={setAdding} onSaved={(issue) => setParam(ISSUE_PARAM, String(issue.id))} /> : null}
        {prefillOpen ? (
          <LazyIssueFormDialog
            open
            prefill={prefill.data}
            onOpenChange={(open) => !open && setParam(FROM_INTERACTION_PARAM, null)}
            onSaved={(issue) =>
              setParams(
                (previous) => {
                  const next = new URLSearchParams(previous);
                  next.delete(FROM_INTERACTION_PARAM);
                  next.set(ISSUE_PARAM, String(issue.id));
                  return next;
                },
                { replace: true },
              )
            }
          />
        ) : null}
      </Suspense>
      {rowMenu.menu}
      {openId !== null ? (
        <Suspense fallback={null}>
          <LazyIssueDrawer
            issueId={openId}
            intent={intent}
            onClose={() => {
              setIntent(null);
              setParam(ISSUE_PARAM, null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
