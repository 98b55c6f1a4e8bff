import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../src/components/pagination';
import { pageItems } from '../../../src/lib/pagination';
import { renderUi } from './render-ui';

afterEach(cleanup);

describe('pageItems', () => {
  it('has nothing for no pages, one page for one', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows all 7 pages in full at every position', () => {
    for (const current of [1, 4, 7]) expect(pageItems(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('at 8 pages starts to fold', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    // 5 = total − 3: the middle case.
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 8]);
    expect(pageItems(6, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
    expect(pageItems(8, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('keeps 5 pages near the start while the active page is at most 4', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
  });

  it('keeps 5 pages near the end while the active page is within the last 3', () => {
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 'ellipsis-end', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(19, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('puts the active page between its neighbours in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('never has more than 7 slots', () => {
    for (let total = 0; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items).toContain(current);
      }
    }
  });

  it('clamps an out-of-range active page', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(-5, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(99, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  it('marks the active page and moves with the page buttons, previous and next', async () => {
    const onChange = vi.fn();
    await renderUi(<Pagination page={10} total={20} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Хуудаслалт' });
    const buttons = Array.from(nav.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toEqual(['', '1', '9', '10', '11', '20', '']);
    expect(nav.textContent).toContain('…');
    const active = screen.getByRole('button', { name: 'Хуудас 10' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Хуудас 9' }).hasAttribute('aria-current')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Хуудас 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх хуудас' }));
    fireEvent.click(screen.getByRole('button', { name: 'Дараагийн хуудас' }));
    fireEvent.click(active);
    expect(onChange.mock.calls).toEqual([[20], [9], [11]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    const { rerender } = await renderUi(<Pagination page={1} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Өмнөх хуудас' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Дараагийн хуудас' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={3} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Өмнөх хуудас' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Дараагийн хуудас' })).toHaveProperty('disabled', true);
  });

  it('speaks English', async () => {
    await renderUi(<Pagination page={2} total={3} onChange={() => {}} />, 'en');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });

  it('renders nothing for a single page', async () => {
    await renderUi(<Pagination page={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
