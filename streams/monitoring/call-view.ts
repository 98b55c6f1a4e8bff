// Why: the calls part of the wall screen, from the same floor and clock as the rest: agents by call
// state, callers waiting and abandoned per line, and every live call with its ticking duration.
import type { MonitoredInteraction } from '../../contracts/monitoring.schema';
import type { FloorState } from './floor';

export type CallState = NonNullable<MonitoredInteraction['call']>['state'];
/** The states a person can be in with a call, worst-first for the agents table. */
export const AGENT_CALL_STATES = ['ringing', 'talking', 'held', 'wrapup'] as const;
export type AgentCallState = (typeof AGENT_CALL_STATES)[number];

export interface LiveCallView {
  readonly interactionId: number;
  readonly state: CallState;
  readonly line: string | null;
  readonly caller: string;
  readonly agentUserId: number | null;
  readonly agentName: string | null;
  /** Seconds in the state (since the call came, was answered, or ended for wrap-up). */
  readonly seconds: number;
}

export interface LineView {
  readonly line: string;
  readonly waiting: number;
  /** Seconds the longest-waiting caller of the line has waited (null when nobody waits). */
  readonly longestWaitSeconds: number | null;
  readonly abandoned: number;
}

export interface CallsView {
  /** The company takes calls (it has a line, or a call is on the floor): otherwise the screen shows no call parts. */
  readonly present: boolean;
  /** People per call state (each counted once, by their most pressing call). */
  readonly agentsByState: Readonly<Record<AgentCallState, number>>;
  readonly lines: readonly LineView[];
  /** Calls not yet in wrap-up, the longest first; queued ones included. */
  readonly live: readonly LiveCallView[];
}

const secondsSince = (iso: string, nowMs: number) => Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 1000));

/** A call interaction's state and duration at `now` (server time), or null for a chat. */
export function callOf(i: MonitoredInteraction, now: number): { state: CallState; seconds: number } | null {
  if (i.kind !== 'call' || !i.call) return null;
  return { state: i.call.state, seconds: secondsSince(i.call.since, now) };
}

/** The calls part at `now` (server time: the caller adds the floor's clock offset). */
export function callsView(floor: FloorState, now: number): CallsView {
  const agentsByState = Object.fromEntries(AGENT_CALL_STATES.map((s) => [s, 0])) as Record<AgentCallState, number>;
  const agentState = new Map<number, AgentCallState>();
  const live: LiveCallView[] = [];
  const lines = new Map<string, { waiting: number; oldest: string | null; abandoned: number }>();
  const lineOf = (n: string) => lines.get(n) ?? lines.set(n, { waiting: 0, oldest: null, abandoned: 0 }).get(n)!;
  for (const l of floor.figures?.by_line ?? []) lineOf(l.line).abandoned = l.abandoned;

  for (const i of floor.interactions.values()) {
    if (i.kind !== 'call' || !i.call) continue;
    const c = i.call;
    if (c.state === 'queued' && c.line !== null) {
      const l = lineOf(c.line);
      l.waiting += 1;
      if (l.oldest === null || c.since < l.oldest) l.oldest = c.since;
    }
    const owner = i.owner_user_id;
    if (owner !== null && c.state !== 'queued') {
      const before = agentState.get(owner);
      if (before === undefined || AGENT_CALL_STATES.indexOf(c.state) < AGENT_CALL_STATES.indexOf(before)) agentState.set(owner, c.state);
    }
    if (c.state !== 'wrapup') {
      live.push({
        interactionId: i.interaction_id,
        state: c.state,
        line: c.line,
        caller: c.caller,
        agentUserId: owner,
        agentName: owner === null ? null : (floor.agents.get(owner)?.name ?? null),
        seconds: secondsSince(c.since, now),
      });
    }
  }
  for (const s of agentState.values()) agentsByState[s] += 1;
  live.sort((a, b) => b.seconds - a.seconds || a.interactionId - b.interactionId);
  return {
    present: lines.size > 0 || live.length > 0 || agentState.size > 0,
    agentsByState,
    lines: [...lines]
      .map(([line, l]) => ({ line, waiting: l.waiting, abandoned: l.abandoned, longestWaitSeconds: l.oldest === null ? null : secondsSince(l.oldest, now) }))
      .sort((a, b) => a.line.localeCompare(b.line)),
    live,
  };
}
