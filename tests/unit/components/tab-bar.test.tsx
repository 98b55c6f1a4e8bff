import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '../../../src/components/tab-bar';
import { pickTab } from '../../../src/lib/use-tab-param';
import { renderUi } from './render-ui';

afterEach(cleanup);

const TABS = [
  { value: 'open', label: 'Нээлттэй' },
  { value: 'closed', label: 'Хаагдсан' },
  { value: 'all', label: 'Бүгд' },
] as const;

async function renderTabs(url: string, props: { writeToUrl?: boolean; onSelect?: (v: string) => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/issues',
        element: (
          <TabBar tabs={TABS} aria-label="Төлөв" {...props}>
            {(selected) => <p>Сонгосон: {selected}</p>}
          </TabBar>
        ),
      },
      { path: '*', element: <p>Өөр хуудас</p> },
    ],
    { initialEntries: ['/start', url], initialIndex: 1 },
  );
  await renderUi(<RouterProvider router={router} />);
  return router;
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('TabBar', () => {
  it('starts on the first tab without ?tab=', async () => {
    await renderTabs('/issues');
    expect(selectedTab()?.textContent).toBe('Нээлттэй');
    expect(screen.getByText('Сонгосон: open')).toBeTruthy();
  });

  it('starts on the tab that ?tab= names', async () => {
    await renderTabs('/issues?tab=closed');
    expect(selectedTab()?.textContent).toBe('Хаагдсан');
    expect(screen.getByText('Сонгосон: closed')).toBeTruthy();
  });

  it('falls back to the first tab for an unknown ?tab=', async () => {
    await renderTabs('/issues?tab=bogus');
    expect(selectedTab()?.textContent).toBe('Нээлттэй');
  });

  it('writes the chosen tab to ?tab=, keeping the other params, replacing the entry, same route', async () => {
    const onSelect = vi.fn();
    const router = await renderTabs('/issues?q=%D0%B1%D0%B0%D1%82&page=3', { onSelect });
    fireEvent.click(screen.getByRole('tab', { name: 'Бүгд' }));
    expect(selectedTab()?.textContent).toBe('Бүгд');
    expect(screen.getByText('Сонгосон: all')).toBeTruthy();
    expect(onSelect).toHaveBeenCalledWith('all');
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/issues');
    const params = new URLSearchParams(search);
    expect(Object.fromEntries(params)).toEqual({ q: 'бат', page: '3', tab: 'all' });
    expect(router.state.historyAction).toBe('REPLACE');
    // Replaced, not pushed: Back leaves the screen instead of stepping through tabs.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('follows a link to another ?tab= on the same screen', async () => {
    const router = await renderTabs('/issues?tab=closed');
    await act(() => router.navigate('/issues?tab=all'));
    expect(selectedTab()?.textContent).toBe('Бүгд');
  });

  it('can keep the choice out of the URL', async () => {
    const router = await renderTabs('/issues?tab=closed', { writeToUrl: false });
    expect(selectedTab()?.textContent).toBe('Хаагдсан');
    fireEvent.click(screen.getByRole('tab', { name: 'Бүгд' }));
    expect(selectedTab()?.textContent).toBe('Бүгд');
    expect(router.state.location.search).toBe('?tab=closed');
  });
});

describe('pickTab', () => {
  it('is the named tab or the first one', () => {
    const values = ['a', 'b'] as const;
    expect(pickTab(values, 'b')).toBe('b');
    expect(pickTab(values, null)).toBe('a');
    expect(pickTab(values, '')).toBe('a');
    expect(pickTab(values, 'B')).toBe('a');
  });
});
