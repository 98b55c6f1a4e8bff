// Long lists stay fast without adding a virtualisation package.
import { makeStyles } from '@fluentui/react-components';
import { useState, type Key, type ReactNode } from 'react';

const useStyles = makeStyles({
  viewport: { overflowY: 'auto', position: 'relative' },
  row: { position: 'absolute', left: 0, right: 0, boxSizing: 'border-box' },
});

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row has this height in px: positions are arithmetic, nothing is measured. */
  rowHeight: number;
  /** Height of the scroll viewport in px. */
  height: number;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond each edge so fast scrolling shows no blank gap. Default 5. */
  overscan?: number;
  getKey?: (item: T, index: number) => Key;
  'aria-label'?: string;
}

/** The rows [start, end) to render for a viewport, including overscan; pure for tests. */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, count: number, overscan: number) {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/**
 * Long lists (contacts, interactions) without a virtualisation package: a fixed-height viewport
 * over a spacer as tall as all rows, with only the rows in view (plus overscan) in the DOM.
 */
export function VirtualList<T>({ items, rowHeight, height, renderRow, overscan = 5, getKey, ...rest }: VirtualListProps<T>) {
  const styles = useStyles();
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length, overscan);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    rows.push(
      <div
        key={getKey ? getKey(items[index], index) : index}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={items.length}
        className={styles.row}
        style={{ top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(items[index], index)}
      </div>,
    );
  }
  return (
    <div
      className={styles.viewport}
      style={{ height }}
      role="list"
      aria-label={rest['aria-label']}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list takes focus so the keyboard can scroll it
      tabIndex={0}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>{rows}</div>
    </div>
  );
}
