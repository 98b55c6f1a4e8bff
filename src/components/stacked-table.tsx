import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../contracts/constants';
import { useMediaQuery } from '../lib/breakpoints';

/**
 * Narrow list tables (issue 20 §6). Below 1280 px a list keeps its primary columns and shows the
 * secondary ones as small lines under the first cell, as Fluent's and Chatwoot's lists do; it never
 * squeezes nine columns into 600 px, where their text ran into each other.
 */
export function useStackedColumns(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
}

export const useStackedStyles = makeStyles({
  // Fluent's Table lays out fixed (equal shares, whatever the content): sized by content instead,
  // a stacked table wraps its text in its cells, or scrolls inside its box when even that is too wide.
  table: { tableLayout: 'auto' },
  under: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  // A long e-mail or name breaks anywhere rather than running out of its cell.
  item: { overflowWrap: 'anywhere', minWidth: 0 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** The secondary values of a row, shown under its primary cell when the table is stacked. */
export function Under({ items }: { items: ReactNode[] }) {
  const styles = useStackedStyles();
  const shown = items.filter((item) => item !== null && item !== undefined && item !== '');
  if (shown.length === 0) return null;
  return (
    <span className={styles.under}>
      {shown.map((item, i) => (
        <span key={i} className={styles.item}>
          {item}
        </span>
      ))}
    </span>
  );
}
