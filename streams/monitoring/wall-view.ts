// Why: what the wall screen shows, worked out once from the floor and the clock, so the screen only paints.
import type { MonitoredAgent, MonitoredInteraction, MonitoringFigures, MonitoringSettings } from '../../contracts/monitoring.schema';
import { AGENT_CALL_STATES, callOf, callsView, type AgentCallState, type CallsView, type CallState } from './call-view';
import type { FloorState } from './floor';

/** On a call beats in chat beats presence; wrap-up joins with calls. */
export const AGENT_STATES = ['on_call', 'in_chat', 'online', 'away', 'offline'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

/** A tile's colour: past the admin's warn limit amber, past the alert limit red. */
export type Level = 'ok' | 'warn' | 'alert';

export interface AgentRowView {
  readonly userId: number;
  readonly name: string;
  readonly state: AgentState;
  /** Seconds in the state (null when unknown). */
  readonly inStateSeconds: number | null;
  readonly chats: readonly { interactionId: number; channelType: string; seconds: number }[];
  readonly calls: readonly { interactionId: number; state: CallState; seconds: number }[];
  /** On a call: its most pressing state (ringing, talking, on hold, wrap-up); null otherwise. */
  readonly callState: AgentCallState | null;
  readonly capacity: number;
}

export interface QueueView {
  readonly key: string;
  readonly channelType: string;
  readonly name: string;
  readonly waiting: number;
  /** Seconds the longest-waiting customer has waited (null when nobody waits). */
  readonly longestWaitSeconds: number | null;
  readonly level: Level;
}

export interface WallView {
  readonly byState: Readonly<Record<AgentState, number>>;
  /** Online people with room for another chat. */
  readonly available: number;
  readonly availableLevel: Level;
  readonly queues: readonly QueueView[];
  readonly figures: MonitoringFigures | null;
  readonly serviceLevelLevel: Level;
  readonly agents: readonly AgentRowView[];
  readonly calls: CallsView;
  readonly settings: MonitoringSettings;
}

const rank = (c: CallState) => (c === 'queued' ? -1 : AGENT_CALL_STATES.indexOf(c));
const secondsSince = (iso: string, nowMs: number) => Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 1000));

function stateOf(a: MonitoredAgent, chats: MonitoredInteraction[], calls: MonitoredInteraction[]): AgentState {
  if (calls.length) return 'on_call';
  if (chats.length && a.presence !== 'offline') return 'in_chat';
  return a.presence;
}

/** Higher is worse (a wait): past `alert` red, past `warn` amber. */
const levelAbove = (value: number, warn: number, alert: number): Level => (value >= alert ? 'alert' : value >= warn ? 'warn' : 'ok');
/** Lower is worse (service level, people available): at or below `alert` red, below `warn` amber. */
const levelBelow = (value: number, warn: number, alert: number): Level => (value <= alert ? 'alert' : value < warn ? 'warn' : 'ok');

/**
 * The wall screen's view at `nowMs` (this screen's clock; the floor's offset makes it the
 * server's). Called on each batch of the feed and on each second's tick.
 */
export function wallView(floor: FloorState, nowMs: number): WallView {
  const now = nowMs + floor.clockOffsetMs;
  const s = floor.settings;
  const owned = new Map<number, MonitoredInteraction[]>();
  const queued = new Map<string, MonitoredInteraction[]>();
  for (const i of floor.interactions.values()) {
    if (i.owner_user_id !== null && i.stage !== 'queued') owned.set(i.owner_user_id, [...(owned.get(i.owner_user_id) ?? []), i]);
    if (i.stage === 'queued') {
      const key = i.channel_id === null ? `type:${i.channel_type}` : `channel:${i.channel_id}`;
      queued.set(key, [...(queued.get(key) ?? []), i]);
    }
  }

  const byState = Object.fromEntries(AGENT_STATES.map((k) => [k, 0])) as Record<AgentState, number>;
  let available = 0;
  const agents: AgentRowView[] = [...floor.agents.values()].map((a) => {
    const mine = owned.get(a.user_id) ?? [];
    const chats = mine.filter((i) => i.kind === 'chat');
    const calls = mine.filter((i) => i.kind === 'call');
    const state = stateOf(a, chats, calls);
    byState[state] += 1;
    if (a.presence === 'online' && !calls.length && chats.length < a.capacity) available += 1;
    const callRows = calls.map((c) => ({
      interactionId: c.interaction_id,
      ...(callOf(c, now) ?? { state: 'talking' as const, seconds: secondsSince(c.created_at, now) }),
    }));
    // The call the person is most taken up with (ringing before talking before hold before wrap-up).
    const main = [...callRows].sort((x, y) => rank(x.state) - rank(y.state))[0];
    const since = state === 'in_chat' ? chats[0].created_at : state === 'on_call' ? null : a.presence_since;
    return {
      userId: a.user_id,
      name: a.name,
      state,
      inStateSeconds: main ? main.seconds : since ? secondsSince(since, now) : null,
      chats: chats.map((c) => ({ interactionId: c.interaction_id, channelType: c.channel_type, seconds: secondsSince(c.created_at, now) })),
      calls: callRows,
      callState: main && main.state !== 'queued' ? main.state : null,
      capacity: a.capacity,
    };
  });
  const order = (x: AgentRowView) => AGENT_STATES.indexOf(x.state);
  agents.sort((x, y) => order(x) - order(y) || x.name.localeCompare(y.name) || x.userId - y.userId);

  const queue = (key: string, channelType: string, name: string): QueueView => {
    const items = queued.get(key) ?? [];
    const oldest = items.reduce<string | null>((min, i) => (min === null || i.created_at < min ? i.created_at : min), null);
    const longest = oldest ? secondsSince(oldest, now) : null;
    return {
      key,
      channelType,
      name,
      waiting: items.length,
      longestWaitSeconds: longest,
      level: longest === null ? 'ok' : levelAbove(longest, s.wait_warn_seconds, s.wait_alert_seconds),
    };
  };
  const queues = floor.channels.map((c) => queue(`channel:${c.id}`, c.type, c.name));
  // Conversations of a channel not (or no longer) listed still wait somewhere: shown by their type.
  for (const [key, items] of queued) if (!queues.some((q) => q.key === key)) queues.push(queue(key, items[0].channel_type, ''));

  const sl = floor.figures?.service_level;
  return {
    byState,
    available,
    availableLevel: levelBelow(available, s.available_warn, s.available_alert),
    queues,
    figures: floor.figures,
    serviceLevelLevel: sl === null || sl === undefined ? 'ok' : levelBelow(sl * 100, s.service_level_warn_pct, s.service_level_alert_pct),
    agents,
    calls: callsView(floor, now),
    settings: s,
  };
}
