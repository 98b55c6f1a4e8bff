import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualList, visibleRange } from '../../../src/components/virtual-list';
import { renderUi } from './render-ui';

afterEach(cleanup);

const ITEMS = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Харилцагч ${i + 1}` }));

async function setup() {
  await renderUi(
    <VirtualList
      items={ITEMS}
      rowHeight={40}
      height={400}
      aria-label="Харилцагчид"
      getKey={(item) => item.id}
      renderRow={(item) => <span>{item.name}</span>}
    />,
  );
  const list = screen.getByRole('list', { name: 'Харилцагчид' });
  const rows = () => screen.getAllByRole('listitem').map((row) => row.textContent);
  return { list, rows };
}

describe('VirtualList', () => {
  it('renders only the rows in view plus 5 of overscan, over a spacer as tall as all rows', async () => {
    const { list, rows } = await setup();
    // 400 px / 40 px = 10 rows in view, 5 more below, none above the first.
    expect(rows()).toHaveLength(15);
    expect(rows()[0]).toBe('Харилцагч 1');
    expect(rows()[14]).toBe('Харилцагч 15');
    expect((list.firstElementChild as HTMLElement).style.height).toBe('400000px');
    expect(list.style.height).toBe('400px');
  });

  it('moves the window with the scroll position', async () => {
    const { list, rows } = await setup();
    fireEvent.scroll(list, { target: { scrollTop: 40_000 } });
    // Rows 1001..1010 in view, 5 either side.
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toBe('Харилцагч 996');
    expect(rows()[19]).toBe('Харилцагч 1015');
    const first = screen.getAllByRole('listitem')[0];
    expect(first.style.top).toBe(`${995 * 40}px`);
    expect(first.getAttribute('aria-posinset')).toBe('996');
    expect(first.getAttribute('aria-setsize')).toBe('10000');
  });

  it('ends at the last item', async () => {
    const { list, rows } = await setup();
    fireEvent.scroll(list, { target: { scrollTop: 10_000 * 40 - 400 } });
    expect(rows().at(-1)).toBe('Харилцагч 10000');
    expect(rows()).toHaveLength(15);
  });
});

describe('visibleRange', () => {
  it('clamps to the list and handles a partial row', () => {
    expect(visibleRange(0, 400, 40, 0, 5)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(0, 400, 40, 3, 5)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(20, 400, 40, 100, 0)).toEqual({ start: 0, end: 11 });
    expect(visibleRange(-50, 400, 40, 100, 0)).toEqual({ start: 0, end: 10 });
  });
});
