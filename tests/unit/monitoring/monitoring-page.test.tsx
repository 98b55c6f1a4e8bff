import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_SETTINGS_DEFAULT, type MonitoringFigures, type MonitoringSnapshot } from '../../../contracts/monitoring.schema';
import type { ServerMessage } from '../../../contracts/socket/protocol';
import mn from '../../../locales/mn/monitoring.json';
import { MANAGER, renderConsole } from '../users/users-fixture';

const now = () => new Date().toISOString();
const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const FIGURES: MonitoringFigures = {
  day_start: ago(3600),
  threshold_seconds: 20,
  offered: 10,
  answered: 9,
  answered_within: 9,
  abandoned: 1,
  service_level: 0.9,
  abandon_rate: 0.1,
  avg_first_response_seconds: 12,
  avg_handle_seconds: 300,
  by_channel: [{ channel_type: 'webchat', count: 10 }],
  issues_due_today: 2,
};
const snapshot = (): MonitoringSnapshot => ({
  seq: 3,
  at: now(),
  agents: [
    { user_id: 3, name: 'Тэмүүлэн Ганбат', presence: 'online', presence_since: ago(120), capacity: 4 },
    { user_id: 2, name: 'Сараа Дорж', presence: 'away', presence_since: ago(30), capacity: 4 },
    { user_id: 9, name: 'Ану Лхагва', presence: 'online', presence_since: ago(30), capacity: 4 },
  ],
  interactions: [],
  channels: [{ id: 1, type: 'webchat', name: 'Дэлгүүр' }],
  figures: FIGURES,
  settings: MONITORING_SETTINGS_DEFAULT,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/monitoring', () => {
  it('shows the floor from the feed and changes without a reload as chats arrive, wait and are taken', async () => {
    const { transport } = renderConsole('/monitoring', { me: MANAGER });
    await screen.findByTestId('monitoring-screen');
    act(() => void transport.setStatus('connected').flush());
    await waitFor(() => expect(transport.sent).toContainEqual({ type: 'monitoring.subscribe', after_seq: 0 }));
    act(() => void transport.receive({ type: 'monitoring.snapshot', snapshot: snapshot() }).flush());

    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('live'));
    expect(screen.getByTestId('monitoring-connection').textContent).toBe(mn.connection.live);
    expect(within(screen.getByTestId('tile-available')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('tile-service-level')).getByText('90%')).toBeTruthy();
    const queue = () => screen.getByTestId('tile-queue-channel:1');
    expect(within(queue()).getByText('0')).toBeTruthy();

    // A visitor writes: the chat waits past the admin's alert limit (180 s), so the tile turns red and says so.
    const waiting = {
      interaction_id: 50,
      kind: 'chat' as const,
      channel_id: 1,
      channel_type: 'webchat',
      stage: 'queued',
      owner_user_id: null,
      created_at: ago(200),
      first_response_at: null,
    };
    act(() => void transport.receive({ type: 'monitoring.delta', delta: { seq: 4, at: now(), interactions: [waiting] } } satisfies ServerMessage).flush());
    await waitFor(() => expect(queue().dataset.level).toBe('alert'));
    expect(within(queue()).getByText('1')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('monitoring-announcer').textContent).toContain(mn.levels.alert));

    // An agent takes it: the queue empties, the agent is in chat.
    act(
      () => void transport.receive({ type: 'monitoring.delta', delta: { seq: 5, at: now(), interactions: [{ ...waiting, stage: 'agent', owner_user_id: 3 }] } }).flush(),
    );
    await waitFor(() => expect(queue().dataset.level).toBe('ok'));
    const row = screen.getByTestId('monitoring-agents').querySelector('tr[data-user-id="3"]') as HTMLElement;
    expect(row.dataset.state).toBe('in_chat');
    expect(row.textContent).toContain('#50');
  });

  it('says when the link drops and asks from its last number when it is back', async () => {
    const { transport } = renderConsole('/monitoring', { me: MANAGER });
    await screen.findByTestId('monitoring-screen');
    act(() => void transport.setStatus('connected').receive({ type: 'monitoring.snapshot', snapshot: snapshot() }).flush());
    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('live'));
    act(() => void transport.setStatus('connecting').flush());
    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('stale'));
    act(() => void transport.setStatus('connected').flush());
    await waitFor(() => expect(transport.sent.filter((m) => m.type === 'monitoring.subscribe').at(-1)).toEqual({ type: 'monitoring.subscribe', after_seq: 3 }));
  });

  it('keeps only a screenful of a 1,000-agent floor in the page, and the table scrolls to the rest', async () => {
    const { transport } = renderConsole('/monitoring', { me: MANAGER });
    await screen.findByTestId('monitoring-screen');
    const agents = Array.from({ length: 1000 }, (_, i) => ({
      user_id: 100 + i,
      name: `Агент ${i + 1}`,
      presence: 'online' as const,
      presence_since: ago(60),
      capacity: 4,
    }));
    act(
      () =>
        void transport
          .setStatus('connected')
          .receive({ type: 'monitoring.snapshot', snapshot: { ...snapshot(), agents } })
          .flush(),
    );
    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('live'));
    const table = screen.getByTestId('monitoring-agents');
    const rows = table.querySelectorAll('tr[data-user-id]');
    expect(rows.length).toBeGreaterThan(0);
    // jsdom measures every row as 0 px, so more than a screenful renders; still not the whole floor.
    expect(rows.length).toBeLessThan(agents.length / 2);
    expect(rows[0].textContent).toContain('Агент 1');
    expect(within(table).getByText(mn.table.name)).toBeTruthy();
  });
});
