import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { media } from '../../../lib/breakpoints';
import { formatDuration } from '../../../lib/format';
import type { LiveCallView } from '../../../../streams/monitoring/call-view';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase400, [media.upXxl]: { fontSize: '28px' } },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalS} 0` },
  th: { textAlign: 'start', padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
});

/** Every call not yet in wrap-up: caller, line, state, who has it and for how long (ticking). */
export function LiveCallsTable({ calls }: { calls: readonly LiveCallView[] }) {
  const styles = useStyles();
  const { t } = useTranslation('monitoring');
  const columns = ['caller', 'lineColumn', 'state', 'agent', 'duration'] as const;
  return (
    <table className={styles.table} data-testid="monitoring-calls">
      <caption className={styles.caption}>{t('calls.caption')}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} className={styles.th}>
              {t(`calls.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calls.length === 0 ? (
          <tr>
            <td className={styles.td} colSpan={columns.length}>
              {t('calls.empty')}
            </td>
          </tr>
        ) : (
          calls.map((c) => (
            <tr key={c.interactionId} data-interaction-id={c.interactionId} data-state={c.state}>
              <td className={styles.td}>{c.caller}</td>
              <td className={styles.td}>{c.line ?? t('calls.noAgent')}</td>
              <td className={styles.td}>{t(`callStates.${c.state}`)}</td>
              <td className={styles.td}>{c.agentName ?? t('calls.noAgent')}</td>
              <td className={styles.td}>{formatDuration(c.seconds)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
