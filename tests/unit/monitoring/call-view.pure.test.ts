// Why: pins the calls part of the wall screen: people per call state, callers per line, live calls with durations.
import { describe, expect, it } from 'vitest';
import { MONITORING_SETTINGS_DEFAULT, type MonitoredInteraction } from '../../../contracts/monitoring.schema';
import type { FloorState } from '../../../streams/monitoring/floor';
import { wallView } from '../../../streams/monitoring/wall-view';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const ago = (s: number) => new Date(T0 - s * 1000).toISOString();
const call = (
  interaction_id: number,
  state: NonNullable<MonitoredInteraction['call']>['state'],
  since: number,
  owner: number | null,
  line = '70001000',
): MonitoredInteraction => ({
  interaction_id,
  kind: 'call',
  channel_id: 5,
  channel_type: 'call',
  stage: state === 'queued' ? 'queued' : 'agent',
  owner_user_id: owner,
  created_at: ago(since + 30),
  first_response_at: null,
  call: { state, line, caller: `9911${interaction_id}`, since: ago(since) },
});
const floor = (items: MonitoredInteraction[], byLine = [{ line: '70001000', waiting: 0, abandoned: 3 }]): FloorState => ({
  seq: 1,
  synced: true,
  refused: false,
  agents: new Map([1, 2, 3, 4].map((id) => [id, { user_id: id, name: `P${id}`, presence: 'online' as const, presence_since: ago(900), capacity: 2 }])),
  interactions: new Map(items.map((i) => [i.interaction_id, i])),
  channels: [],
  figures: {
    day_start: ago(36_000),
    threshold_seconds: 20,
    offered: 0,
    answered: 0,
    answered_within: 0,
    abandoned: 3,
    service_level: null,
    abandon_rate: null,
    avg_first_response_seconds: null,
    avg_handle_seconds: null,
    by_channel: [],
    issues_due_today: 0,
    by_line: byLine,
  },
  settings: MONITORING_SETTINGS_DEFAULT,
  clockOffsetMs: 0,
});

describe('the wall screen’s calls', () => {
  it('counts people ringing, talking, on hold and in wrap-up, with the call’s own duration ticking', () => {
    const f = floor([call(10, 'ringing', 4, 1), call(11, 'talking', 65, 2), call(12, 'held', 20, 3), call(13, 'wrapup', 9, 4), call(14, 'queued', 40, null)]);
    const v = wallView(f, T0);
    expect(v.calls.agentsByState).toEqual({ ringing: 1, talking: 1, held: 1, wrapup: 1 });
    const p2 = v.agents.find((a) => a.userId === 2)!;
    expect(p2).toMatchObject({ state: 'on_call', callState: 'talking', inStateSeconds: 65, calls: [{ interactionId: 11, state: 'talking', seconds: 65 }] });
    expect(wallView(f, T0 + 5000).agents.find((a) => a.userId === 2)!.inStateSeconds).toBe(70);
    expect(v.agents.find((a) => a.userId === 4)!.callState).toBe('wrapup');
    // Live calls: wrap-up is over for the caller; the queued caller is listed without an agent, longest first.
    expect(v.calls.live.map((c) => [c.interactionId, c.state, c.agentName, c.seconds])).toEqual([
      [11, 'talking', 'P2', 65],
      [14, 'queued', null, 40],
      [12, 'held', 'P3', 20],
      [10, 'ringing', 'P1', 4],
    ]);
  });

  it('gives each line its waiting callers (live), the longest wait and today’s abandoned calls', () => {
    const f = floor([call(20, 'queued', 40, null), call(21, 'queued', 12, null), call(22, 'queued', 5, null, '70002000')]);
    const v = wallView(f, T0);
    expect(v.calls.lines).toEqual([
      { line: '70001000', waiting: 2, longestWaitSeconds: 40, abandoned: 3 },
      { line: '70002000', waiting: 1, longestWaitSeconds: 5, abandoned: 0 },
    ]);
    expect(v.calls.present).toBe(true);
    expect(wallView(floor([], []), T0).calls.present).toBe(false);
  });

  it('a person with a ringing call and one in wrap-up counts once, as ringing', () => {
    const v = wallView(floor([call(30, 'wrapup', 50, 1), call(31, 'ringing', 2, 1)]), T0);
    expect(v.calls.agentsByState).toEqual({ ringing: 1, talking: 0, held: 0, wrapup: 0 });
    expect(v.agents.find((a) => a.userId === 1)!.callState).toBe('ringing');
  });
});
