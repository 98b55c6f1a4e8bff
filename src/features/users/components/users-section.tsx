import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PAGE_SIZE_DEFAULT } from '../../../../contracts/constants';
import type { UserType } from '../../../../contracts/user.schema';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { usePageParam } from '../../../lib/use-page-param';
import { useUsers } from '../../../lib/api/users';
import { UsersTable } from './users-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface UsersSectionProps {
  userType: UserType;
  /** A heading above the table, when the tab holds more than one section. */
  title?: string;
  /** The table's accessible name. */
  label: string;
  canManage: boolean;
}

/** The users of one user_type, a server page (spec §9: 100) at a time. */
export function UsersSection({ userType, title, label, canManage }: UsersSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingId = useId();
  // In the address (?page=; another type's section has its own, ?virtual_social_agent_page=…).
  const { page, size, setPage } = usePageParam({ defaultSize: USER_PAGE_SIZE_DEFAULT, prefix: userType === 'human' ? '' : `${userType}_` });
  const query = useUsers({ user_type: userType, page, size });
  const total = query.data?.total;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * size >= total) setPage(Math.max(1, Math.ceil(total / size)), { replace: true });
  }, [total, page, size, setPage]);

  let body;
  if (query.isPending) body = <Spinner size="small" label={t('loading')} />;
  else if (query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <EmptyListText />;
  else
    body = (
      <>
        <UsersTable users={query.data.items} canManage={canManage} label={label} />
        <Pagination page={page} total={Math.ceil(query.data.total / size)} onChange={(next) => setPage(next)} />
      </>
    );

  return (
    <section className={styles.root} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <Text as="h2" id={headingId} size={500} weight="semibold">
          {title}
        </Text>
      ) : null}
      {body}
    </section>
  );
}
