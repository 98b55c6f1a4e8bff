import { Button, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../contracts/audit.schema';
import { EMPTY_RANGE } from '../../../../contracts/date-range';
import { DateRangePicker, type DateRangeValue } from '../../../components/date-range-picker';
import { EmptyState } from '../../../components/empty-state';
import { LockNote } from '../../../components/lock-note';
import { Pagination } from '../../../components/pagination';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useAuditLog } from '../api/list-audit-log';
import { usePeople } from '../api/list-people';
import { AuditLogTable } from '../components/audit-log-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export const AUDIT_PAGE_SIZE = 20;
const NO_RANGE: DateRangeValue = { range: EMPTY_RANGE, preset: 'custom' };

/** /settings/audit_log: the company's audit log, read-only, for holders of audit.view. */
export default function AuditLogPage() {
  const styles = useStyles();
  const { t } = useTranslation(['audit', 'menu', 'common']);
  const { me } = useCurrentUser();
  const allowed = can(me, 'audit.view');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [userId, setUserId] = useState('');
  const [range, setRange] = useState<DateRangeValue>(NO_RANGE);
  const list = useAuditLog(
    {
      page,
      size: AUDIT_PAGE_SIZE,
      action: action || undefined,
      userId: userId ? Number(userId) : undefined,
      from: range.range.start?.toISOString(),
      to: range.range.end?.toISOString(),
    },
    allowed,
  );
  const people = usePeople(allowed);
  const filtered = !!(action || userId || range.range.start);
  // Any filter change starts again at the first page.
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  let body;
  if (!allowed) body = <LockNote text={t('noAccess')} role="alert" />;
  else if (list.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (list.isError) body = <EmptyState onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <>
        <AuditLogTable items={list.data.items} />
        <Pagination page={page} total={Math.ceil(list.data.total / AUDIT_PAGE_SIZE)} onChange={setPage} />
      </>
    );

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('menu:settings_items.audit_log')}
      </Text>
      <Text>{t('intro')}</Text>
      {allowed ? (
        <div className={styles.filters} role="group" aria-label={t('caption')}>
          <Select aria-label={t('filters.action')} value={action} onChange={(_, d) => refilter(() => setAction(d.value as AuditAction | ''))}>
            <option value="">{t('filters.allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`actions.${a}`)}
              </option>
            ))}
          </Select>
          <Select aria-label={t('filters.user')} value={userId} onChange={(_, d) => refilter(() => setUserId(d.value))}>
            <option value="">{t('filters.allUsers')}</option>
            {(people.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.user_name}
              </option>
            ))}
          </Select>
          <DateRangePicker value={range} onSave={(v) => refilter(() => setRange(v))} active={!!(range.range.start && range.range.end)} />
          {filtered ? (
            <Button appearance="subtle" icon={<DismissRegular />} onClick={() => refilter(() => (setAction(''), setUserId(''), setRange(NO_RANGE)))}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {body}
    </section>
  );
}
