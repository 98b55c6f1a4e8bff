import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnCommon from '../../../locales/mn/common.json';
import en from '../../../locales/en/history.json';
import mn from '../../../locales/mn/history.json';
import mnList from '../../../locales/mn/list.json';
import { i18n } from '../../../src/lib/i18n';
import { resetBrowserState } from '../console/render-app';
import { AGENT } from '../users/users-fixture';
import { ADMIN, closed, listQueries, renderHistory } from './history-fixture';

// Local time: the filters count in the user's days.
const d = (y: number, m: number, day: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, day, h, min, s, ms);
const NOW = d(2025, 6, 15, 14, 30);
const iso = (date: Date) => date.toISOString();
const END_OF_TODAY = iso(d(2025, 6, 15, 23, 59, 59, 999));

beforeEach(async () => {
  await resetBrowserState();
  // Only Date is faked: timers stay real, so Testing Library's waits work.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const table = () => screen.findByRole('table', { name: mn.table.label });
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const chip = (name: string) => screen.getByRole('button', { name });
const lastQuery = (requests: Request[]) => listQueries(requests).at(-1);

describe('history filters build the query', () => {
  it('opens on the last 7 days: from the same moment a week ago to the end of today, page 1', async () => {
    const { server } = renderHistory('/interacts/hist', { items: [closed({ closed_at: iso(d(2025, 6, 14)) })] });
    await table();
    // StrictMode may ask twice on mount; every request is this one.
    const queries = listQueries(server.requests);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query).toEqual({ status: 'closed', from: iso(d(2025, 6, 8, 14, 30)), to: END_OF_TODAY, page: '1', size: '20' });
    expect(chip(mn.filters.last7d).getAttribute('aria-pressed')).toBe('true');
  });

  it('today starts at midnight; last 1 month at the same moment a month ago', async () => {
    const { server } = renderHistory('/interacts/hist', { items: [closed({ closed_at: iso(d(2025, 6, 15, 9)) })] });
    await table();
    fireEvent.click(chip(mn.filters.today));
    await waitFor(() => expect(lastQuery(server.requests)).toMatchObject({ from: iso(d(2025, 6, 15)), to: END_OF_TODAY }));
    expect(chip(mn.filters.today).getAttribute('aria-pressed')).toBe('true');
    expect(chip(mn.filters.last7d).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip(mn.filters.last1m));
    await waitFor(() => expect(lastQuery(server.requests)).toMatchObject({ from: iso(d(2025, 5, 15, 14, 30)), to: END_OF_TODAY }));
  });

  it('a custom range from the picker covers whole days: the start day from midnight, the end day to its last millisecond', async () => {
    const { server } = renderHistory('/interacts/hist', { items: [closed({ id: 55, closed_at: iso(d(2025, 6, 3, 12)) })] });
    // Closed before the last 7 days: not listed until the range covers it.
    await screen.findByText(mnCommon.empty.title);
    fireEvent.click(screen.getByRole('button', { name: mn.filters.custom }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: '2025-06-05' }));
    fireEvent.click(screen.getByRole('button', { name: '2025-06-02' }));
    fireEvent.click(screen.getByRole('button', { name: mnList.dateRange.save }));
    await waitFor(() =>
      expect(lastQuery(server.requests)).toEqual({ status: 'closed', from: iso(d(2025, 6, 2)), to: iso(d(2025, 6, 5, 23, 59, 59, 999)), page: '1', size: '20' }),
    );
    // The picker is now the filter: its trigger shows the range, no chip is pressed.
    expect(screen.getByRole('button', { name: '2025-06-02 – 2025-06-05' })).toBeTruthy();
    expect(chip(mn.filters.last7d).getAttribute('aria-pressed')).toBe('false');
    expect(within(await table()).getByText('Асуулт 55')).toBeTruthy();
  });

  it('a picker preset keeps its exact moments (start in the past, end now)', async () => {
    const { server } = renderHistory('/interacts/hist', { items: [] });
    await screen.findByText(mnCommon.empty.title);
    fireEvent.click(screen.getByRole('button', { name: mn.filters.custom }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('radio', { name: mnList.dateRange.presets.last3m }));
    fireEvent.click(screen.getByRole('button', { name: mnList.dateRange.save }));
    await waitFor(() => expect(lastQuery(server.requests)).toMatchObject({ from: iso(d(2025, 3, 15, 14, 30)), to: iso(NOW) }));
    expect(screen.getByRole('button', { name: mnList.dateRange.presets.last3m })).toBeTruthy();
  });

  it('pages through the server and goes back to page 1 when the filter changes', async () => {
    const items = Array.from({ length: 45 }, (_, i) => closed({ closed_at: iso(d(2025, 6, 15, 10, i)) }));
    const { server } = renderHistory('/interacts/hist', { items });
    const first = await table();
    expect(rows(first)).toHaveLength(20);
    // Newest first, as the server sends them.
    expect(within(rows(first)[0]).getByText(`Асуулт ${items[44].id}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mnList.pagination.page.replace('{{page}}', '3') }));
    await waitFor(() => expect(lastQuery(server.requests)).toMatchObject({ page: '3' }));
    await waitFor(async () => expect(rows(await table())).toHaveLength(5));
    fireEvent.click(chip(mn.filters.today));
    await waitFor(() => expect(lastQuery(server.requests)).toMatchObject({ page: '1', from: iso(d(2025, 6, 15)) }));
  });
});

describe('history table', () => {
  it('shows subject, channel, contact or a visitor label, owner, closer, closed at, stars, tag names and duration', async () => {
    renderHistory('/interacts/hist', {
      // Tag 3 was deleted since: its name is gone, the others show.
      tags: [
        { id: 1, name: 'Төлбөр' },
        { id: 2, name: 'Гомдол' },
      ],
      items: [
        closed({
          id: 7,
          subject: 'Төлбөрийн асуудал',
          channel_type: 'webchat',
          contact_name: 'Сараа',
          owner_user_id: 3,
          closed_by_user_id: 2,
          created_at: iso(d(2025, 6, 14, 9, 0)),
          closed_at: iso(d(2025, 6, 14, 11, 5, 30)),
          rating: 4,
          tag_ids: [1, 2, 3],
        }),
        closed({ id: 8, subject: '', contact_id: 12, contact_name: '', channel_type: null, closed_by_user_id: null, closed_at: iso(d(2025, 6, 13)) }),
      ],
    });
    const [first, second] = rows(await table());
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await waitFor(() => expect(cells(first)[3]).toBe('Ганбат Тэмүүлэн'));
    await waitFor(() => expect(cells(first)[7]).toBe('Төлбөр, Гомдол'));
    expect(cells(first)).toEqual([
      'Төлбөрийн асуудал',
      mn.channels.webchat,
      'Сараа',
      'Ганбат Тэмүүлэн',
      'Дорж Сараа',
      '2025/06/14 11:05',
      '★★★★☆',
      'Төлбөр, Гомдол',
      '2 цаг 5 мин 30 сек',
    ]);
    expect(within(first).getByRole('img', { name: '5-аас 4 од' })).toBeTruthy();
    expect(cells(second)).toEqual([mn.noSubject, '—', 'Зочин #12', 'Ганбат Тэмүүлэн', '—', '2025/06/13 00:00', '—', '—', '0 сек']);
  });

  it('a conversation of 30 days or more shows only days', async () => {
    renderHistory('/interacts/hist', {
      items: [closed({ created_at: iso(d(2025, 5, 1, 8)), closed_at: iso(d(2025, 6, 14, 17, 45)) })],
    });
    const [row] = rows(await table());
    expect(within(row).getAllByRole('cell')[8].textContent).toBe('44 өдөр');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderHistory('/interacts/hist', {
      me: { ...ADMIN, lang: 'en' },
      items: [closed({ contact_name: '', contact_id: 5, channel_type: 'email', closed_at: iso(d(2025, 6, 14)), rating: 2 })],
    });
    const t = await screen.findByRole('table', { name: en.table.label });
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(Object.values(en.table).slice(1));
    expect(within(t).getByText('Visitor #5')).toBeTruthy();
    expect(within(t).getByText('E-mail')).toBeTruthy();
    expect(within(t).getByRole('img', { name: '2 of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toBeTruthy();
  });

  it('an empty window shows the empty state, whose retry asks again', async () => {
    const { server } = renderHistory('/interacts/hist', { items: [] });
    const retry = await screen.findByRole('button', { name: mnCommon.empty.retry });
    expect(screen.getByText(mnCommon.empty.title)).toBeTruthy();
    const before = listQueries(server.requests).length;
    fireEvent.click(retry);
    await waitFor(() => expect(listQueries(server.requests).length).toBe(before + 1));
  });

  it('says "only your interactions" to a user without view-all-closed, and not to an admin', async () => {
    renderHistory('/interacts/hist', { me: AGENT, items: [closed({ closed_at: iso(d(2025, 6, 14)) })] });
    await table();
    expect(screen.getByText(mn.ownOnly)).toBeTruthy();
    cleanup();
    renderHistory('/interacts/hist', { items: [closed({ closed_at: iso(d(2025, 6, 14)) })] });
    await table();
    expect(screen.queryByText(mn.ownOnly)).toBeNull();
  });
});
