import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportRow, ReportSummary } from '../../../contracts/report.schema';
import mn from '../../../locales/mn/reports.json';
import { json } from '../console/fake-fetch';
import { AGENT, MANAGER, renderConsole } from '../users/users-fixture';

const SUMMARY: ReportSummary = {
  totals: {
    interactions: 3,
    answered: 2,
    abandoned: 1,
    abandon_rate: 1 / 3,
    first_response_median: 20,
    first_response_p90: 28,
    wait_median: 20,
    handle_avg: 300,
    rated: 1,
    rating_avg: 5,
  },
  by_channel: [
    { channel_type: 'webchat', count: 2 },
    { channel_type: 'viber', count: 1 },
  ],
  by_hour: [{ hour: 9, count: 3 }],
  by_day: [{ day: '2026-11-20', count: 3 }],
  first_response_by_day: [
    { day: '2026-11-19', median: 15, p90: 40 },
    { day: '2026-11-20', median: 20, p90: 28 },
  ],
  moods: [],
  ratings: [{ rating: 5, count: 1 }],
  tags: [],
  virtual_agents: null,
  agents: [{ user_id: 3, name: 'Ганбат Тэмүүлэн', handled: 2, first_response_avg: 20, handle_avg: 300, rating_avg: 5, online_seconds: 3600, away_seconds: 60 }],
};
const row = (id: number, channel_type: string): ReportRow => ({
  id,
  channel_type,
  subject: `S${id}`,
  owner_name: null,
  created_at: '2026-11-20T01:00:00Z',
  first_response_at: null,
  closed_at: null,
  mood: null,
  rating: null,
});
const ROWS: Record<string, ReportRow[]> = {
  all: [row(1, 'webchat'), row(2, 'webchat'), row(3, 'viber')],
  'channel:webchat': [row(1, 'webchat'), row(2, 'webchat')],
  'hour:9': [row(1, 'webchat'), row(2, 'webchat'), row(3, 'viber')],
  bot_contained: [row(4, 'webchat'), row(5, 'webchat'), row(6, 'webchat')],
};

const handlers = {
  'GET /api/reports/summary': () => json(200, SUMMARY),
  'GET /api/interaction-tags': () => json(200, { items: [] }),
  'GET /api/reports/interactions': (request: Request) => {
    const items = ROWS[new URL(request.url).searchParams.get('drill') ?? 'all'] ?? [];
    return json(200, { items, total: items.length });
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/control_panel', () => {
  it('shows the period’s figures and opens the interactions behind a number, as many as it says', async () => {
    const { server } = renderConsole('/control_panel', { me: MANAGER, handlers });
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).getByRole('group', { name: mn.totals.interactions }).textContent).toContain('3');
    // The last 7 days by default.
    const asked = new URL(server.called('GET', '/api/reports/summary')[0].url).searchParams;
    expect(Date.parse(asked.get('to')!) - Date.parse(asked.get('from')!)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);

    const channels = screen.getByTestId('report-by_channel');
    fireEvent.click(within(channels).getByRole('button', { name: '2' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('drill-rows').querySelectorAll('tbody tr')).toHaveLength(2));
    expect(within(dialog).getByLabelText(mn.drill.open.replace('{{id}}', '1')).getAttribute('href')).toBe('/interacts/live/conversation/1');
    // Export buttons for a holder of dashboard.export.
    expect(screen.getAllByRole('button', { name: mn.export.csv }).length).toBeGreaterThan(0);
  });

  it('offers no export to a member without dashboard.export', async () => {
    renderConsole('/control_panel', { me: AGENT, handlers });
    await screen.findByTestId('report-totals');
    expect(screen.queryByRole('button', { name: mn.export.csv })).toBeNull();
  });

  it('draws the charts beside the tables, and a bar opens the interactions behind it', async () => {
    // recharts measures its box with a ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // ...and jsdom lays nothing out: the chart's box is 480 × 240.
    const rect = (width: number, height: number) => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container') ? rect(480, 240) : rect(0, 0);
    });
    renderConsole('/control_panel', { me: MANAGER, handlers });
    const charts = await screen.findByTestId('report-charts', undefined, { timeout: 20_000 });
    for (const title of [mn.charts.by_channel, mn.charts.by_hour, mn.charts.by_day, mn.charts.first_response, mn.charts.moods, mn.charts.ratings]) {
      expect(within(charts).getByRole('heading', { name: title })).toBeTruthy();
    }
    // A bar per hour that had interactions (09), on an axis of the day's hours.
    const hours = screen.getByTestId('chart-by_hour');
    await waitFor(() => expect(hours.querySelectorAll('.recharts-bar-rectangle').length).toBe(SUMMARY.by_hour.length));
    expect(hours.textContent).toContain('00');
    // Each day's first response: median and 90th percentile lines, named in the legend.
    const frt = screen.getByTestId('chart-first_response');
    await waitFor(() => expect(frt.querySelectorAll('.recharts-line-curve').length).toBe(2));
    const legend = frt.querySelector('.recharts-legend-wrapper')!.textContent;
    expect(legend).toContain(mn.charts.median);
    expect(legend).toContain(mn.charts.p90);
    const nine = hours.querySelector('.recharts-bar-rectangle path') as SVGPathElement;
    fireEvent.click(nine);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('drill-rows').querySelectorAll('tbody tr')).toHaveLength(3));
  }, 30_000);

  it("adds the virtual agents' containment when the company has them, each number opening its conversations", async () => {
    const withBots: ReportSummary = { ...SUMMARY, virtual_agents: { conversations: 5, contained: 3, handed_over: 1, containment_rate: 0.75 } };
    renderConsole('/control_panel', { me: MANAGER, handlers: { ...handlers, 'GET /api/reports/summary': () => json(200, withBots) } });
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).getByRole('group', { name: mn.bots.containmentRate }).textContent).toContain('75');
    fireEvent.click(within(within(totals).getByRole('group', { name: mn.bots.contained })).getByRole('button', { name: '3' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('drill-rows').querySelectorAll('tbody tr')).toHaveLength(3));
  });

  it('shows no containment to a company without virtual agents', async () => {
    renderConsole('/control_panel', { me: MANAGER, handlers });
    const totals = await screen.findByTestId('report-totals');
    expect(within(totals).queryByRole('group', { name: mn.bots.containmentRate })).toBeNull();
  });
});
