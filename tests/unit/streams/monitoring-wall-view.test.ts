// Why: pins what the wall screen shows from a floor: agent states and durations, queues with the
// longest wait, and tile colours at the admin's limits.
import { describe, expect, it } from 'vitest';
import { MONITORING_SETTINGS_DEFAULT, type MonitoredAgent, type MonitoredInteraction } from '../../../contracts/monitoring.schema';
import type { FloorState } from '../../../streams/monitoring/floor';
import { wallView } from '../../../streams/monitoring/wall-view';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const ago = (s: number) => new Date(T0 - s * 1000).toISOString();
const agent = (user_id: number, presence: MonitoredAgent['presence'], since = 60, capacity = 2): MonitoredAgent => ({
  user_id,
  name: `P${user_id}`,
  presence,
  presence_since: ago(since),
  capacity,
});
const item = (interaction_id: number, o: Partial<MonitoredInteraction>): MonitoredInteraction => ({
  interaction_id,
  kind: 'chat',
  channel_id: 1,
  channel_type: 'webchat',
  stage: 'queued',
  owner_user_id: null,
  created_at: ago(0),
  first_response_at: null,
  ...o,
});
const floor = (agents: MonitoredAgent[], items: MonitoredInteraction[], extra: Partial<FloorState> = {}): FloorState => ({
  seq: 1,
  synced: true,
  refused: false,
  agents: new Map(agents.map((a) => [a.user_id, a])),
  interactions: new Map(items.map((i) => [i.interaction_id, i])),
  channels: [
    { id: 1, type: 'webchat', name: 'Site' },
    { id: 2, type: 'viber', name: 'Viber' },
  ],
  figures: null,
  settings: MONITORING_SETTINGS_DEFAULT,
  clockOffsetMs: 0,
  ...extra,
});

describe('wallView', () => {
  it('gives each person a state and how long they have been in it, busiest first', () => {
    const v = wallView(
      floor(
        [agent(1, 'online', 30), agent(2, 'away', 90), agent(3, 'offline', 600), agent(4, 'online', 5)],
        [
          item(10, { stage: 'agent', owner_user_id: 4, created_at: ago(200) }),
          item(11, { stage: 'agent', owner_user_id: 4, kind: 'call', channel_type: 'call', created_at: ago(40) }),
          item(12, { stage: 'agent', owner_user_id: 1, created_at: ago(75) }),
        ],
      ),
      T0,
    );
    expect(v.agents.map((a) => [a.userId, a.state, a.inStateSeconds])).toEqual([
      [4, 'on_call', 40],
      [1, 'in_chat', 75],
      [2, 'away', 90],
      [3, 'offline', 600],
    ]);
    expect(v.byState).toEqual({ on_call: 1, in_chat: 1, online: 0, away: 1, offline: 1 });
    expect(v.agents[1].chats).toEqual([{ interactionId: 12, channelType: 'webchat', seconds: 75 }]);
    // Agent 1 has room for one more chat; agent 4 is on a call.
    expect(v.available).toBe(1);
  });

  it('lists every channel as a queue with its waiting count and longest wait, coloured at the limits', () => {
    const v = wallView(
      floor(
        [],
        [
          item(1, { created_at: ago(30) }),
          item(2, { created_at: ago(200) }),
          item(3, { channel_id: 2, channel_type: 'viber', created_at: ago(61) }),
          item(4, { channel_id: null, channel_type: 'email', created_at: ago(1) }),
        ],
      ),
      T0,
    );
    expect(v.queues.map((q) => [q.name || q.channelType, q.waiting, q.longestWaitSeconds, q.level])).toEqual([
      ['Site', 2, 200, 'alert'],
      ['Viber', 1, 61, 'warn'],
      ['email', 1, 1, 'ok'],
    ]);
  });

  it('ticks with the clock and corrects for the server clock offset', () => {
    const f = floor([agent(1, 'away', 10)], [], { clockOffsetMs: 5000 });
    expect(wallView(f, T0).agents[0].inStateSeconds).toBe(15);
    expect(wallView(f, T0 + 1000).agents[0].inStateSeconds).toBe(16);
  });

  it('turns the service-level and availability tiles amber, then red', () => {
    const fig = (service_level: number) => ({
      day_start: ago(0),
      threshold_seconds: 20,
      offered: 10,
      answered: 8,
      answered_within: 7,
      abandoned: 1,
      service_level,
      abandon_rate: 0.1,
      avg_first_response_seconds: 12,
      avg_handle_seconds: 300,
      by_channel: [],
      issues_due_today: 0,
    });
    expect(wallView(floor([], [], { figures: fig(0.9) }), T0).serviceLevelLevel).toBe('ok');
    expect(wallView(floor([], [], { figures: fig(0.7) }), T0).serviceLevelLevel).toBe('warn');
    expect(wallView(floor([], [], { figures: fig(0.5) }), T0).serviceLevelLevel).toBe('alert');
    expect(wallView(floor([agent(1, 'online'), agent(2, 'online')], []), T0).availableLevel).toBe('ok');
    expect(wallView(floor([agent(1, 'online')], []), T0).availableLevel).toBe('warn');
    expect(wallView(floor([agent(1, 'away')], []), T0).availableLevel).toBe('alert');
  });
});
