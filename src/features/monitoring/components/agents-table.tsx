import { makeStyles, tokens } from '@fluentui/react-components';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import { BREAKPOINTS } from '../../../../contracts/constants';
import { media, useMediaQuery } from '../../../lib/breakpoints';
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
  th: {
    textAlign: 'start',
    padding: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
  dot: { display: 'inline-block', width: '0.7em', height: '0.7em', borderRadius: '50%', marginInlineEnd: tokens.spacingHorizontalS },
});

/** Rows in px (normal and from the 2560 breakpoint), and the most the table grows before it scrolls. */
const ROW = { normal: 41, tv: 60 };
const MAX_ROWS_SHOWN = 16;

type Ctx = { caption: string; tableClass: string; captionClass: string };

// The table keeps its caption and test id; each row says whose it is and in what state.
const components: TableComponents<AgentRowView, Ctx> = {
  Table: ({ context, children, ...props }: ComponentProps<'table'> & { context?: Ctx }) => (
    <table {...props} className={context?.tableClass} data-testid="monitoring-agents">
      <caption className={context?.captionClass}>{context?.caption}</caption>
      {children}
    </table>
  ),
  TableRow: ({ item, context: _context, ...props }) => <tr {...props} data-user-id={item.userId} data-state={item.state} data-call-state={item.callState ?? undefined} />,
  TableBody: forwardRef<HTMLTableSectionElement, ComponentProps<'tbody'>>(function Body(props, ref) {
    return <tbody {...props} ref={ref} />;
  }),
};

/**
 * Every person on the floor: state and how long in it, current conversations and calls with their
 * durations. Only the rows in view are in the DOM (a floor of 1,000 agents repaints a screenful).
 */
export function AgentsTable({ agents }: { agents: readonly AgentRowView[] }) {
  const styles = useStyles();
  const { t } = useTranslation('monitoring');
  const tv = useMediaQuery(`(min-width: ${BREAKPOINTS.xxl}px)`);
  const rowHeight = tv ? ROW.tv : ROW.normal;
  if (agents.length === 0) {
    return (
      <table className={styles.table} data-testid="monitoring-agents">
        <caption className={styles.caption}>{t('table.caption')}</caption>
        <tbody>
          <tr>
            <td className={styles.td}>{t('table.empty')}</td>
          </tr>
        </tbody>
      </table>
    );
  }
  const shown = Math.min(agents.length, MAX_ROWS_SHOWN);
  return (
    <TableVirtuoso<AgentRowView, Ctx>
      style={{ height: (shown + 2) * rowHeight }}
      data={agents as AgentRowView[]}
      context={{ caption: t('table.caption'), tableClass: styles.table, captionClass: styles.caption }}
      components={components}
      defaultItemHeight={rowHeight}
      increaseViewportBy={5 * rowHeight}
      // The first screenful is drawn before any row is measured (first paint, and jsdom, which measures nothing).
      initialItemCount={shown}
      computeItemKey={(_, a) => a.userId}
      fixedHeaderContent={() => (
        <tr>
          <th className={styles.th}>{t('table.name')}</th>
          <th className={styles.th}>{t('table.state')}</th>
          <th className={styles.th}>{t('table.inState')}</th>
          <th className={styles.th}>{t('table.chats')}</th>
          <th className={styles.th}>{t('table.calls')}</th>
        </tr>
      )}
      itemContent={(_, a) => (
        <>
          <td className={styles.td}>{a.name}</td>
          <td className={styles.td}>
            <span className={styles.dot} style={{ backgroundColor: STATE_COLOURS[a.state] }} aria-hidden />
            {t(`states.${a.state}`)}
            {a.callState ? ` · ${t(`callStates.${a.callState}`)}` : ''}
            {a.state === 'in_chat' ? ` ${t('capacity', { n: a.chats.length, capacity: a.capacity })}` : ''}
          </td>
          <td className={styles.td}>{a.inStateSeconds === null ? t('tiles.noValue') : formatDuration(a.inStateSeconds)}</td>
          <td className={styles.td}>{a.chats.map((c) => t('chatOf', { id: c.interactionId, duration: formatDuration(c.seconds) })).join(', ')}</td>
          <td className={styles.td}>
            {a.calls.map((c) => t('calls.callOf', { id: c.interactionId, state: t(`callStates.${c.state}`), duration: formatDuration(c.seconds) })).join(', ')}
          </td>
        </>
      )}
      tabIndex={0}
    />
  );
}
