// Opening the spec §9 context menu on list rows: right click, the Menu key or Shift+F10.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ContextMenu, type ContextMenuItem } from './context-menu';

interface Target<T> {
  row: T;
  x: number;
  y: number;
}

export interface RowContextMenu<T> {
  /** Spread on a row: right click opens the menu at the pointer, the keyboard under the row. */
  rowProps: (row: T) => { onContextMenu: (event: MouseEvent) => void; onKeyDown: (event: KeyboardEvent) => void };
  /** The open menu (or nothing), rendered once by the list. */
  menu: React.ReactNode;
}

/**
 * One menu for a whole list. `itemsFor` says what the row offers, already narrowed to what the
 * user may do; a row offering nothing keeps the browser's own menu.
 */
export function useRowContextMenu<T>(itemsFor: (row: T) => ContextMenuItem[], labelFor: (row: T) => string): RowContextMenu<T> {
  const [target, setTarget] = useState<Target<T> | null>(null);
  const openAt = (row: T, x: number, y: number, event: { preventDefault: () => void }) => {
    if (itemsFor(row).length === 0) return;
    event.preventDefault();
    setTarget({ row, x, y });
  };
  const rowProps = (row: T) => ({
    onContextMenu: (event: MouseEvent) => openAt(row, event.clientX, event.clientY, event),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
      const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
      openAt(row, box.left + 16, box.bottom, event);
    },
  });
  const menu = target ? <ContextMenu x={target.x} y={target.y} items={itemsFor(target.row)} aria-label={labelFor(target.row)} onClose={() => setTarget(null)} /> : null;
  return { rowProps, menu };
}
