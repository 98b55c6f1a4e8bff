import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '../../../../contracts/report.schema';
import { formatDuration, formatNumber } from '../../../lib/format';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalS} 0` },
  th: { textAlign: 'start', padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
});

const COLUMNS = ['name', 'handled', 'first_response_avg', 'handle_avg', 'rating_avg', 'online_seconds', 'away_seconds'] as const;

/** Per agent: handled (opening what they handled), first response, handle time, rating, time online and away. */
export function AgentsReportTable({
  agents,
  onDrill,
  actions,
}: {
  agents: ReportSummary['agents'];
  onDrill: (drill: string, title: string) => void;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const dur = (s: number | null) => (s === null ? t('noValue') : formatDuration(s));
  return (
    <table className={styles.table} data-testid="report-agents">
      <caption className={styles.caption}>
        {t('tables.agents')}
        {actions}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} className={styles.th}>
              {t(`columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {agents.map((a) => (
          <tr key={a.user_id}>
            <td className={styles.td}>{a.name}</td>
            <td className={styles.td}>
              <Link as="button" onClick={() => onDrill(`agent:${a.user_id}`, `${t('tables.agents')}: ${a.name}`)} data-drill={`agent:${a.user_id}`}>
                {formatNumber(a.handled)}
              </Link>
            </td>
            <td className={styles.td}>{dur(a.first_response_avg)}</td>
            <td className={styles.td}>{dur(a.handle_avg)}</td>
            <td className={styles.td}>{a.rating_avg === null ? t('noValue') : formatNumber(a.rating_avg, undefined, { maximumFractionDigits: 2 })}</td>
            <td className={styles.td}>{formatDuration(a.online_seconds)}</td>
            <td className={styles.td}>{formatDuration(a.away_seconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
