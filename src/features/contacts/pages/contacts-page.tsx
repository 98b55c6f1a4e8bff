import { Button, Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular, MergeRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE_SIZE_DEFAULT, type Contact } from '../../../../contracts/contact.schema';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { useCurrentUser } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { useOnChange, usePageParam } from '../../../lib/use-page-param';
import { exportContactsUrl } from '../api/export-contacts';
import { useContacts } from '../api/list-contacts';
import { useContactRowMenu } from '../components/contact-row-menu';
import { ContactsFilters } from '../components/contacts-filters';
import { ContactsTable } from '../components/contacts-table';
import { LazyContactFormDialog, LazyImportDialog, LazyMergeDialog } from '../components/lazy-dialogs';
import { EMPTY_FILTERS, toContactFilter, type FilterState } from '../lib/filters';
import { useDebounced } from '../../../lib/use-debounced';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const PAGE_SIZES = [CONTACT_PAGE_SIZE_DEFAULT, 100, 200] as const;

/** /contacts: the searchable, filtered, server-paged list with add, merge, import and export. */
export default function ContactsPage() {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const { me } = useCurrentUser();
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  // In the address (?page=, ?size=): a reload or Back from a contact returns to the same page.
  const { page, size, setPage, setSize } = usePageParam({ sizes: PAGE_SIZES, defaultSize: CONTACT_PAGE_SIZE_DEFAULT });
  // Kept by id with the row as it was seen, so a pair picked on two pages or searches can be merged.
  const [picked, setPicked] = useState<ReadonlyMap<number, Contact>>(new Map());
  const [dialog, setDialog] = useState<'add' | 'merge' | 'import' | null>(null);
  const rowMenu = useContactRowMenu();
  // Typing in the search box asks the server once the user pauses.
  const debouncedQ = useDebounced(filters.q, 300);
  const filter = useMemo(() => toContactFilter({ ...filters, q: debouncedQ }), [filters, debouncedQ]);
  const query = useContacts({ ...filter, page, size });
  const total = query.data?.total;
  const pages = Math.ceil((total ?? 0) / size);

  // A new filter starts from the first page; a delete or merge can empty the last page.
  useOnChange(filter, () => setPage(1, { replace: true }));
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * size >= total) setPage(Math.max(1, pages), { replace: true });
  }, [total, page, size, pages, setPage]);

  const items = query.data?.items ?? [];
  const selected = useMemo(() => new Set(picked.keys()), [picked]);
  const pair = [...picked.values()];
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Map(current);
      const row = items.find((c) => c.id === id);
      if (next.has(id)) next.delete(id);
      else if (row) next.set(id, row);
      return next;
    });

  let body;
  if (query.isPending) body = <Spinner size="small" label={t('title')} />;
  else if (query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <EmptyListText />;
  else body = <ContactsTable contacts={items} selected={selected} onToggle={toggle} selectable={can(me, 'contact.edit')} rowProps={rowMenu.rowProps} />;

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {can(me, 'contact.edit') ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog('add')}>
            {t('list.add')}
          </Button>
        ) : null}
        {can(me, 'contact.edit') ? (
          <Button icon={<MergeRegular />} disabled={pair.length !== 2} title={t('list.mergeHint')} onClick={() => setDialog('merge')}>
            {t('list.merge')}
          </Button>
        ) : null}
        {can(me, 'contact.import') ? (
          <Button icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>
            {t('list.import')}
          </Button>
        ) : null}
        {can(me, 'contact.export') ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<ArrowDownloadRegular />}>{t('list.export')}</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItemLink href={exportContactsUrl(filter, 'csv')} download>
                  {t('list.exportCsv')}
                </MenuItemLink>
                <MenuItemLink href={exportContactsUrl(filter, 'xlsx')} download>
                  {t('list.exportXlsx')}
                </MenuItemLink>
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
        <span className={styles.grow} />
        {selected.size ? <Text>{t('list.selected', { count: selected.size })}</Text> : null}
        {total !== undefined ? <Text>{t('list.total', { count: total, total: formatNumber(total) })}</Text> : null}
      </div>
      <ContactsFilters value={filters} onChange={setFilters} />
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
        {dialog === 'add' ? <LazyContactFormDialog open onOpenChange={(open) => setDialog(open ? 'add' : null)} /> : null}
        {dialog === 'merge' && pair.length === 2 ? (
          <LazyMergeDialog pair={[pair[0], pair[1]]} open onOpenChange={(open) => setDialog(open ? 'merge' : null)} onMerged={() => setPicked(new Map())} />
        ) : null}
        {rowMenu.menu}
        {dialog === 'import' ? <LazyImportDialog open onOpenChange={(open) => setDialog(open ? 'import' : null)} /> : null}
      </Suspense>
    </div>
  );
}
