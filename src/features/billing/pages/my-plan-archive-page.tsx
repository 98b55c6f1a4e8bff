import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { SettingsPage } from '../../../components/settings-page';
import { usePageParam } from '../../../lib/use-page-param';
import { useInvoices } from '../api/list-invoices';
import { InvoicesTable } from '../components/invoices-table';

export const ARCHIVE_PAGE_SIZE = 20;

/** /settings/my_plan_archive: every invoice and purchase, newest first, paged. */
export default function MyPlanArchivePage() {
  const { t } = useTranslation(['billing', 'menu']);
  const { page, setPage } = usePageParam({ defaultSize: ARCHIVE_PAGE_SIZE });
  const list = useInvoices({ page, limit: ARCHIVE_PAGE_SIZE });
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <EmptyState onRetry={() => void list.refetch()} />;
  return (
    <SettingsPage title={t('menu:settings_items.my_plan_archive')}>
      {list.data.items.length === 0 ? <Text>{t('archive.empty')}</Text> : <InvoicesTable items={list.data.items} />}
      <Pagination page={page} total={Math.ceil(list.data.total / ARCHIVE_PAGE_SIZE)} onChange={setPage} />
    </SettingsPage>
  );
}
