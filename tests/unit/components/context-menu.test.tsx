import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContextMenu, type ContextMenuItem } from '../../../src/components/context-menu';
import { atomicRule } from '../console/atomic-style';
import { renderUi } from './render-ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const selected: string[] = [];
const item = (label: string, disabled = false): ContextMenuItem => ({
  key: label,
  label,
  disabled,
  onSelect: () => selected.push(label),
});

/** A row that opens the menu on right click, as a list screen would. */
function Row({ items, onClose, x = 200, y = 150 }: { items: ContextMenuItem[]; onClose: (reason: string) => void; x?: number; y?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onContextMenu={() => setOpen(true)}>
        Мөр
      </button>
      {open ? (
        <ContextMenu
          x={x}
          y={y}
          items={items}
          aria-label="Үйлдлүүд"
          onClose={(reason) => {
            onClose(reason);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

async function openMenu(items = [item('Засах'), item('Хуулах'), item('Устгах')], position?: { x: number; y: number }) {
  selected.length = 0;
  const onClose = vi.fn();
  const view = await renderUi(<Row items={items} onClose={onClose} {...position} />);
  const trigger = screen.getByRole('button', { name: 'Мөр' });
  act(() => trigger.focus());
  fireEvent.contextMenu(trigger);
  const menu = screen.getByRole('menu', { name: 'Үйлдлүүд' });
  const focused = () => document.activeElement?.textContent;
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
  return { ...view, onClose, trigger, menu, focused, press };
}

describe('ContextMenu', () => {
  it('opens at the pointer in a portal on document.body, with the spec sizes and z-index', async () => {
    const { menu, container } = await openMenu();
    expect(container.contains(menu)).toBe(false);
    expect(document.body.contains(menu)).toBe(true);
    expect(menu.style.left).toBe('200px');
    expect(menu.style.top).toBe('150px');
    expect(atomicRule(menu, 'min-width')).toBe('100px');
    expect(atomicRule(menu, 'max-width')).toBe('600px');
    expect(atomicRule(menu, 'z-index')).toBe('100');
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Засах', 'Хуулах', 'Устгах']);
  });

  it('stays inside the viewport near its right and bottom edges', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 150, height: 100 } as DOMRect);
    const { menu } = await openMenu(undefined, { x: 1000, y: 760 });
    expect(menu.style.left).toBe(`${window.innerWidth - 150 - 8}px`);
    expect(menu.style.top).toBe(`${window.innerHeight - 100 - 8}px`);
  });

  it('focuses the first item; ArrowDown and ArrowUp move and wrap', async () => {
    const { focused, press } = await openMenu();
    expect(focused()).toBe('Засах');
    press('ArrowDown');
    expect(focused()).toBe('Хуулах');
    press('ArrowDown');
    press('ArrowDown');
    expect(focused()).toBe('Засах');
    press('ArrowUp');
    expect(focused()).toBe('Устгах');
    press('ArrowUp');
    expect(focused()).toBe('Хуулах');
  });

  it('Home and End jump to the first and last item', async () => {
    const { focused, press } = await openMenu();
    press('End');
    expect(focused()).toBe('Устгах');
    press('Home');
    expect(focused()).toBe('Засах');
  });

  it('skips disabled items, which do nothing when clicked', async () => {
    const { focused, press, onClose } = await openMenu([item('Засах'), item('Хуулах', true), item('Устгах')]);
    press('ArrowDown');
    expect(focused()).toBe('Устгах');
    press('ArrowDown');
    expect(focused()).toBe('Засах');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Хуулах' }));
    expect(selected).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Enter activates the focused item once and closes, returning focus', async () => {
    const { press, onClose, trigger } = await openMenu();
    press('ArrowDown');
    press('Enter');
    expect(selected).toEqual(['Хуулах']);
    expect(onClose.mock.calls).toEqual([['select']]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('a click activates that item', async () => {
    const { onClose } = await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Устгах' }));
    expect(selected).toEqual(['Устгах']);
    expect(onClose.mock.calls).toEqual([['select']]);
  });

  it('Escape closes without activating, returning focus', async () => {
    const { press, onClose, trigger } = await openMenu();
    press('Escape');
    expect(onClose.mock.calls).toEqual([['escape']]);
    expect(selected).toEqual([]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('a press outside closes it; a press inside does not', async () => {
    const { onClose } = await openMenu();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Хуулах' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(onClose.mock.calls).toEqual([['outside']]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('focus leaving the menu (Tab) closes it', async () => {
    const { onClose, trigger } = await openMenu();
    fireEvent.blur(document.activeElement!, { relatedTarget: trigger });
    expect(onClose.mock.calls).toEqual([['outside']]);
  });

  it('a page scroll closes it; scrolling its own list does not', async () => {
    const { onClose, menu } = await openMenu();
    fireEvent.scroll(menu);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(onClose.mock.calls).toEqual([['scroll']]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a scrolling container around the row closes it too', async () => {
    const { onClose, container } = await openMenu();
    fireEvent.scroll(container);
    expect(onClose.mock.calls).toEqual([['scroll']]);
  });

  it('scrolls its list in steps of 50 px to keep the focused item in view', async () => {
    const labels = Array.from({ length: 20 }, (_, i) => `Үйлдэл ${i + 1}`);
    const { menu, press, focused } = await openMenu(labels.map((label) => item(label)));
    // jsdom has no layout: a 100 px tall list of 32 px rows.
    Object.defineProperty(menu, 'clientHeight', { configurable: true, value: 100 });
    screen.getAllByRole('menuitem').forEach((el, i) => {
      Object.defineProperty(el, 'offsetTop', { configurable: true, value: i * 32 });
      Object.defineProperty(el, 'offsetHeight', { configurable: true, value: 32 });
    });
    const tops: number[] = [];
    for (let i = 0; i < 4; i++) {
      press('ArrowDown');
      tops.push(menu.scrollTop);
    }
    // Rows 2 and 3 fit in 0..100; row 4 (96..128) needs one step, row 5 (128..160) another.
    expect(focused()).toBe('Үйлдэл 5');
    expect(tops).toEqual([0, 0, 50, 100]);
    press('End'); // row 20 ends at 640: ceil((640 − 200) / 50) = 9 more steps
    expect(menu.scrollTop).toBe(550);
    press('Home');
    expect(menu.scrollTop).toBe(0);
  });
});
