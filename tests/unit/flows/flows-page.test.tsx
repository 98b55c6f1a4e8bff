import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlowSummary } from '../../../contracts/flow.schema';
import mn from '../../../locales/mn/flows.json';
import mnMenu from '../../../locales/mn/menu.json';
import { formatDateTime } from '../../../src/lib/format';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { VIEWER, renderSettings, rowOf } from '../settings/settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const flow = (over: Partial<FlowSummary>): FlowSummary => ({
  id: 1,
  title: 'Захиалга',
  status: 'published',
  triggers: ['захиалга'],
  tags: ['дэлгүүр', 'хүргэлт'],
  agent_user_id: null,
  usage_count: 1234,
  success_count: 1000,
  accuracy: 1000 / 1234,
  created_at: '2025-03-04T05:06:00.000Z',
  updated_at: '2025-03-05T07:08:00.000Z',
  ...over,
});

function render(me = undefined as typeof VIEWER | undefined) {
  const view = renderSettings('/settings/flow', me ? { me } : {});
  view.server.overrides.set('GET /api/flows', () =>
    json(200, { items: [flow({}), flow({ id: 2, title: 'Шинэ', status: 'draft', usage_count: 0, success_count: 0, accuracy: null, tags: [] })] }),
  );
  return view;
}

describe('flow list (spec §2)', () => {
  it('shows title, status, accuracy rate, usage count, tags, created and last updated', async () => {
    render();
    await screen.findByText('Захиалга');
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.flow })).toBeTruthy();
    const table = screen.getByRole('table', { name: mn.list.label });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...Object.values(mn.list.columns)]);
    const row = within(rowOf('Захиалга'));
    expect(row.getByText(mn.status.published)).toBeTruthy();
    expect(row.getByText('81%')).toBeTruthy();
    expect(row.getByText(/^1[\s,.\u00a0\u202f]?234$/)).toBeTruthy();
    expect(row.getByText('дэлгүүр')).toBeTruthy();
    expect(row.getByText('хүргэлт')).toBeTruthy();
    expect(row.getByText(formatDateTime('2025-03-04T05:06:00.000Z'))).toBeTruthy();
    expect(row.getByText(formatDateTime('2025-03-05T07:08:00.000Z'))).toBeTruthy();
    // A flow never run has no rate yet.
    const fresh = within(rowOf('Шинэ'));
    expect(fresh.getByText(mn.status.draft)).toBeTruthy();
    expect(fresh.getByText(mn.list.noRuns)).toBeTruthy();
    expect(screen.getByRole('button', { name: mn.list.add })).toBeTruthy();
  });

  it('offers no changes to a member who may only look', async () => {
    render(VIEWER);
    await screen.findByText('Захиалга');
    expect(screen.queryByRole('button', { name: mn.list.add })).toBeNull();
    expect(screen.queryByRole('button', { name: mn.list.delete.replace('{{title}}', 'Захиалга') })).toBeNull();
  });
});
