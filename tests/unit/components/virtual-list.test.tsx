import { cleanup, screen, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualList } from '../../../src/components/virtual-list';
import { renderUi } from './render-ui';

afterEach(cleanup);

const ITEMS = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Харилцагч ${i + 1}` }));
const rows = () => screen.getAllByRole('listitem');

describe('VirtualList (react-virtuoso)', () => {
  it('draws the first screenful before anything is measured, each row telling its place among all', async () => {
    await renderUi(
      <VirtualList items={ITEMS} rowHeight={40} height={400} aria-label="Харилцагчид" getKey={(item) => item.id} renderRow={(item) => <span>{item.name}</span>} />,
    );
    const list = screen.getByRole('list', { name: 'Харилцагчид' });
    expect(list).toBeTruthy();
    // 400 px / 40 px: ten rows, not ten thousand.
    expect(rows()).toHaveLength(10);
    expect(rows()[0].textContent).toBe('Харилцагч 1');
    expect(rows()[0].getAttribute('aria-posinset')).toBe('1');
    expect(rows()[0].getAttribute('aria-setsize')).toBe('10000');
  });

  it('renders only the rows in the viewport plus the overscan once sizes are known', async () => {
    await renderUi(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
        <VirtualList items={ITEMS} rowHeight={40} height={400} overscan={5} aria-label="Харилцагчид" renderRow={(item) => <span>{item.name}</span>} />
      </VirtuosoMockContext.Provider>,
    );
    // Ten rows in view and five of overscan below (none above the first).
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(rows()[14].textContent).toBe('Харилцагч 15');
  });

  it('shows nothing for an empty list', async () => {
    await renderUi(<VirtualList items={[]} rowHeight={40} height={400} aria-label="Хоосон" renderRow={() => null} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
