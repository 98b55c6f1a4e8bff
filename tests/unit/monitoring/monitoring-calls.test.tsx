import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_SETTINGS_DEFAULT, type MonitoredInteraction, type MonitoringSnapshot } from '../../../contracts/monitoring.schema';
import mn from '../../../locales/mn/monitoring.json';
import { MANAGER, renderConsole } from '../users/users-fixture';

const now = () => new Date().toISOString();
const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const LINE = '70001000';
const call = (interaction_id: number, state: NonNullable<MonitoredInteraction['call']>['state'], since: number, owner: number | null): MonitoredInteraction => ({
  interaction_id,
  kind: 'call',
  channel_id: 7,
  channel_type: 'call',
  stage: state === 'queued' ? 'queued' : 'agent',
  owner_user_id: owner,
  created_at: ago(since),
  first_response_at: null,
  call: { state, line: LINE, caller: `991122${interaction_id}`, since: ago(since) },
});
const snapshot = (): MonitoringSnapshot => ({
  seq: 1,
  agents: [
    { user_id: 3, name: 'Тэмүүлэн Ганбат', presence: 'online', presence_since: ago(600), capacity: 4 },
    { user_id: 4, name: 'Сараа Дорж', presence: 'online', presence_since: ago(600), capacity: 4 },
  ],
  interactions: [call(40, 'talking', 65, 3), call(41, 'queued', 20, null)],
  channels: [{ id: 7, type: 'call', name: 'Утас' }],
  figures: {
    day_start: ago(3600),
    threshold_seconds: 20,
    offered: 3,
    answered: 1,
    answered_within: 1,
    abandoned: 2,
    service_level: 0.5,
    abandon_rate: 0.5,
    avg_first_response_seconds: null,
    avg_handle_seconds: null,
    by_channel: [{ channel_type: 'call', count: 3 }],
    issues_due_today: 0,
    by_line: [{ line: LINE, waiting: 1, abandoned: 2 }],
  },
  settings: MONITORING_SETTINGS_DEFAULT,
  // Read after the calls' start times, so the server's "now" is never before them.
  at: now(),
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/monitoring: calls', () => {
  it('shows agents by call state, callers waiting and abandoned per line, and live calls whose durations tick', async () => {
    const { transport } = renderConsole('/monitoring', { me: MANAGER });
    await screen.findByTestId('monitoring-screen');
    act(() => void transport.setStatus('connected').receive({ type: 'monitoring.snapshot', snapshot: snapshot() }).flush());
    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('live'));

    const value = (id: string) => within(screen.getByTestId(id)).getByText((_, el) => el?.getAttribute('data-part') === 'value').textContent;
    expect(value('tile-call-talking')).toBe('1');
    expect(value('tile-call-ringing')).toBe('0');
    const line = screen.getByTestId(`tile-line-${LINE}`);
    expect(within(line).getByText(mn.calls.line.replace('{{line}}', LINE))).toBeTruthy();
    expect(value(`tile-line-${LINE}`)).toBe('1');
    expect(line.textContent).toContain('2');

    const calls = screen.getByTestId('monitoring-calls');
    const talking = () => calls.querySelector('tr[data-interaction-id="40"]') as HTMLElement;
    expect(talking().textContent).toContain('Тэмүүлэн Ганбат');
    expect(talking().textContent).toContain(mn.callStates.talking);
    // "1 мин 5 сек" or a little more on a slow machine: the call's own start, not the screen's.
    const shown = () => {
      const m = /(\d+) мин (\d+) сек$/.exec(talking().textContent ?? '');
      return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
    };
    // The screen's clock ticks once a second: until its next tick it may count from a moment just
    // before the snapshot came, so 1 min 4 s is shown at first.
    const first = shown();
    expect(first).toBeGreaterThanOrEqual(64);
    expect(first).toBeLessThan(80);
    const agent = screen.getByTestId('monitoring-agents').querySelector('tr[data-user-id="3"]') as HTMLElement;
    expect(agent.dataset.callState).toBe('talking');
    // A second later the durations have ticked without any event.
    await waitFor(() => expect(shown()).toBeGreaterThan(first), { timeout: 3000 });

    // The agent puts the caller on hold, the waiting caller rings the other agent.
    act(
      () => void transport.receive({ type: 'monitoring.delta', delta: { seq: 2, at: now(), interactions: [call(40, 'held', 0, 3), call(41, 'ringing', 0, 4)] } }).flush(),
    );
    await waitFor(() => expect(value('tile-call-held')).toBe('1'));
    expect(value('tile-call-ringing')).toBe('1');
    expect(value(`tile-line-${LINE}`)).toBe('0');
    expect(talking().dataset.state).toBe('held');
    expect((calls.querySelector('tr[data-interaction-id="41"]') as HTMLElement).textContent).toContain('Сараа Дорж');
  });

  it('shows no call parts to a company without lines or calls', async () => {
    const { transport } = renderConsole('/monitoring', { me: MANAGER });
    await screen.findByTestId('monitoring-screen');
    const s = snapshot();
    act(
      () =>
        void transport
          .setStatus('connected')
          .receive({ type: 'monitoring.snapshot', snapshot: { ...s, interactions: [], figures: { ...s.figures!, by_line: [] } } })
          .flush(),
    );
    await waitFor(() => expect(screen.getByTestId('monitoring-connection').dataset.state).toBe('live'));
    expect(screen.queryByTestId('monitoring-calls')).toBeNull();
    expect(screen.queryByTestId('tile-call-talking')).toBeNull();
  });
});
