import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { usePendingCompanies } from '../api/list-pending-companies';
import { PendingCompaniesTable } from '../components/pending-companies-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** /admin: the superadmin's panel — companies waiting for approval (the server checks every call too). */
export default function AdminPage() {
  const styles = useStyles();
  const { t } = useTranslation(['admin', 'common']);
  const { me } = useCurrentUser();
  const companies = usePendingCompanies({ enabled: me.is_superadmin });

  if (!me.is_superadmin) return <EmptyState title={t('notAllowed')} />;

  let body;
  if (companies.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (companies.isError) body = <EmptyState onRetry={() => void companies.refetch()} />;
  else if (companies.data.length === 0) body = <EmptyState title={t('empty')} />;
  else body = <PendingCompaniesTable companies={companies.data} />;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Text as="h1" size={700} weight="semibold">
          {t('title')}
        </Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void companies.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      <Text as="h2" size={500} weight="semibold">
        {t('pending')}
      </Text>
      {body}
    </div>
  );
}
