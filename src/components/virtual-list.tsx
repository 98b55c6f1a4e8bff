// Long lists (contacts, issues, users) render only the rows in view, with react-virtuoso, which
// measures each row: a wrapped name or a long e-mail gives a taller row, not an overlap.
import { forwardRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Virtuoso, type ItemProps, type ListProps } from 'react-virtuoso';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** The usual row height in px: where scrolling starts before rows are measured. */
  rowHeight: number;
  /** Height of the scroll viewport in px. */
  height: number;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows rendered beyond each edge so fast scrolling shows no blank gap. Default 5. */
  overscan?: number;
  getKey?: (item: T, index: number) => Key;
  'aria-label'?: string;
}

const List = forwardRef<HTMLDivElement, ListProps & { context?: { label?: string } }>(function List({ context, ...props }, ref) {
  return <div {...props} ref={ref} role="list" aria-label={context?.label} />;
});

function Item({ context, item: _item, ...props }: ItemProps<unknown> & { context?: { count: number } } & HTMLAttributes<HTMLDivElement>) {
  const index = Number(props['data-index']);
  return <div {...props} role="listitem" aria-posinset={index + 1} aria-setsize={context?.count} />;
}

/** A scroll viewport of `height` px showing only the rows in view (plus overscan), of any height each. */
export function VirtualList<T>({ items, rowHeight, height, renderRow, overscan = 5, getKey, ...rest }: VirtualListProps<T>) {
  return (
    <Virtuoso<T, { label?: string; count: number }>
      style={{ height }}
      data={items as T[]}
      defaultItemHeight={rowHeight}
      increaseViewportBy={overscan * rowHeight}
      // The first screenful is drawn before any row is measured (first paint, and jsdom, which measures nothing).
      initialItemCount={Math.min(items.length, Math.ceil(height / rowHeight))}
      context={{ label: rest['aria-label'], count: items.length }}
      computeItemKey={(index, item) => (getKey ? getKey(item, index) : index)}
      itemContent={(index, item) => renderRow(item, index)}
      components={{ List: List as never, Item: Item as never }}
      // A scrolling list takes focus so the keyboard can scroll it.
      tabIndex={0}
    />
  );
}
