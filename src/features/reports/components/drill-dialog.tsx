import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_PAGE_SIZE } from '../../../../contracts/report.schema';
import { Pagination } from '../../../components/pagination';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useReportRows } from '../api/list-report-rows';
import type { ReportParams } from '../api/report-params';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  table: { width: '100%', borderCollapse: 'collapse' },
  th: { textAlign: 'start', padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
});

/** The interactions behind one number: as many rows as the number says, each opening its conversation. */
export function DrillDialog({ params, drill, title, onClose }: { params: ReportParams; drill: string | null; title: string; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const rows = useReportRows(params, drill, page);
  return (
    <Dialog open={drill !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {rows.isPending ? (
              <Spinner size="small" />
            ) : rows.data ? (
              <>
                <Text>{t('drill.total', { count: rows.data.total, formatted: formatNumber(rows.data.total) })}</Text>
                <table className={styles.table} data-testid="drill-rows">
                  <thead>
                    <tr>
                      {(['id', 'channel_type', 'subject', 'owner_name', 'created_at'] as const).map((c) => (
                        <th key={c} className={styles.th}>
                          {t(`columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.data.items.map((r) => (
                      <tr key={r.id}>
                        <td className={styles.td}>
                          <Link to={`/interacts/live/conversation/${r.id}`} aria-label={t('drill.open', { id: r.id })}>
                            #{r.id}
                          </Link>
                        </td>
                        <td className={styles.td}>{t(`channels.${r.channel_type}`, { defaultValue: r.channel_type })}</td>
                        <td className={styles.td}>{r.subject}</td>
                        <td className={styles.td}>{r.owner_name ?? t('noValue')}</td>
                        <td className={styles.td}>{formatDateTime(r.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pagination page={page} total={Math.ceil(rows.data.total / REPORT_PAGE_SIZE)} onChange={setPage} />
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('drill.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
