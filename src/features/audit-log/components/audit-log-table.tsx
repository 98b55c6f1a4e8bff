import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contracts/audit.schema';
import { formatDateTime, relativeTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { auditDetails } from './audit-details';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  time: { width: '150px' },
  wrap: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Audit rows: when (relative, with the exact time under it), who, the action, what changed, from where. */
export function AuditLogTable({ items, now: fixedNow }: { items: AuditEntry[]; now?: number }) {
  const now = useNow(fixedNow);
  const styles = useStyles();
  const { t } = useTranslation(['audit', 'users']);
  return (
    <div className={styles.scroll}>
      <Table aria-label={t('audit:caption')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.time}>{t('audit:columns.time')}</TableHeaderCell>
            <TableHeaderCell>{t('audit:columns.who')}</TableHeaderCell>
            <TableHeaderCell>{t('audit:columns.action')}</TableHeaderCell>
            <TableHeaderCell>{t('audit:columns.details')}</TableHeaderCell>
            <TableHeaderCell>{t('audit:columns.from')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <time dateTime={item.created_at}>
                  <Text block>{relativeTime(item.created_at, now)}</Text>
                  <Text block size={200} className={styles.muted}>
                    {formatDateTime(item.created_at)}
                  </Text>
                </time>
              </TableCell>
              <TableCell>{item.user.name}</TableCell>
              <TableCell>{t(`audit:actions.${item.action}`)}</TableCell>
              <TableCell className={styles.wrap}>{auditDetails(item, t)}</TableCell>
              <TableCell className={styles.wrap}>
                <Text block>{item.ip}</Text>
                <Text block size={200} className={styles.muted} title={item.user_agent}>
                  {item.user_agent}
                </Text>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
