import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { media } from '../../../lib/breakpoints';
import { formatDuration } from '../../../lib/format';
import type { AgentRowView, AgentState } from '../../../../streams/monitoring/wall-view';

const STATE_COLOURS: Record<AgentState, string> = {
  on_call: tokens.colorPaletteBerryForeground1,
  in_chat: tokens.colorPaletteBlueForeground2,
  online: tokens.colorPaletteGreenForeground1,
  away: tokens.colorPaletteMarigoldForeground1,
  offline: tokens.colorNeutralForeground3,
};

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase400, [media.upXxl]: { fontSize: '28px' } },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalS} 0` },
  th: { textAlign: 'start', padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
  dot: { display: 'inline-block', width: '0.7em', height: '0.7em', borderRadius: '50%', marginInlineEnd: tokens.spacingHorizontalS },
});

/** Every person on the floor: state and how long in it, current conversations and calls with their durations. */
export function AgentsTable({ agents }: { agents: readonly AgentRowView[] }) {
  const styles = useStyles();
  const { t } = useTranslation('monitoring');
  return (
    <table className={styles.table} data-testid="monitoring-agents">
      <caption className={styles.caption}>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th className={styles.th}>{t('table.name')}</th>
          <th className={styles.th}>{t('table.state')}</th>
          <th className={styles.th}>{t('table.inState')}</th>
          <th className={styles.th}>{t('table.chats')}</th>
          <th className={styles.th}>{t('table.calls')}</th>
        </tr>
      </thead>
      <tbody>
        {agents.length === 0 ? (
          <tr>
            <td className={styles.td} colSpan={5}>
              {t('table.empty')}
            </td>
          </tr>
        ) : (
          agents.map((a) => (
            <tr key={a.userId} data-user-id={a.userId} data-state={a.state}>
              <td className={styles.td}>{a.name}</td>
              <td className={styles.td}>
                <span className={styles.dot} style={{ backgroundColor: STATE_COLOURS[a.state] }} aria-hidden />
                {t(`states.${a.state}`)}
                {a.state === 'in_chat' ? ` ${t('capacity', { n: a.chats.length, capacity: a.capacity })}` : ''}
              </td>
              <td className={styles.td}>{a.inStateSeconds === null ? t('tiles.noValue') : formatDuration(a.inStateSeconds)}</td>
              <td className={styles.td}>{a.chats.map((c) => t('chatOf', { id: c.interactionId, duration: formatDuration(c.seconds) })).join(', ')}</td>
              <td className={styles.td}>{a.calls.map((c) => t('chatOf', { id: c.interactionId, duration: formatDuration(c.seconds) })).join(', ')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
