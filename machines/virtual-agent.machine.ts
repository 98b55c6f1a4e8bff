import { assign, setup } from 'xstate';

/**
 * A virtual agent's lifecycle (spec §4): hired (created), switched on or off per channel, fired.
 * The primary agent cannot be fired. The server restores it from the agent's rows and refuses what
 * it would not take; the console asks the same snapshot which buttons to offer.
 */
export interface VirtualAgentContext {
  userId: number;
  isPrimary: boolean;
  /** Channel ids the agent answers on. */
  channels: number[];
}

export type VirtualAgentEvent = { type: 'agent.activate'; channelId: number } | { type: 'agent.deactivate'; channelId: number } | { type: 'agent.fire' };

export type VirtualAgentTag = 'canFire' | 'answering';

export type VirtualAgentStateValue = { working: 'idle' | 'active' } | 'fired';

export const virtualAgentMachine = setup({
  types: {
    context: {} as VirtualAgentContext,
    events: {} as VirtualAgentEvent,
    input: {} as { userId: number; isPrimary?: boolean; channels?: number[] },
    tags: {} as VirtualAgentTag,
  },
  guards: {
    offChannel: ({ context, event }) => event.type === 'agent.activate' && !context.channels.includes(event.channelId),
    onChannel: ({ context, event }) => event.type === 'agent.deactivate' && context.channels.includes(event.channelId),
    notPrimary: ({ context }) => !context.isPrimary,
    hasChannels: ({ context }) => context.channels.length > 0,
  },
  actions: {
    addChannel: assign({
      channels: ({ context, event }) => (event.type === 'agent.activate' ? [...context.channels, event.channelId] : context.channels),
    }),
    removeChannel: assign({
      channels: ({ context, event }) => (event.type === 'agent.deactivate' ? context.channels.filter((c) => c !== event.channelId) : context.channels),
    }),
    // A fired agent answers nowhere.
    clearChannels: assign({ channels: [] }),
  },
}).createMachine({
  id: 'virtualAgent',
  context: ({ input }) => ({ userId: input.userId, isPrimary: input.isPrimary ?? false, channels: input.channels ?? [] }),
  initial: 'working',
  states: {
    working: {
      initial: 'sorting',
      on: {
        'agent.activate': { guard: 'offChannel', target: '.sorting', actions: 'addChannel' },
        'agent.deactivate': { guard: 'onChannel', target: '.sorting', actions: 'removeChannel' },
        'agent.fire': { guard: 'notPrimary', target: 'fired', actions: 'clearChannels' },
      },
      states: {
        // Transient: active while it has a channel; never appears in a snapshot.
        sorting: { always: [{ guard: 'hasChannels', target: 'active' }, { target: 'idle' }] },
        idle: { tags: [] },
        active: { tags: ['answering'] },
      },
    },
    fired: { type: 'final' },
  },
});

/** The snapshot of a stored agent (nothing extra is stored: it follows from its rows). */
export function restoreVirtualAgent(row: { userId: number; isPrimary: boolean; fired: boolean; channels: number[] }) {
  const value: VirtualAgentStateValue = row.fired ? 'fired' : { working: row.channels.length ? 'active' : 'idle' };
  return virtualAgentMachine.resolveState({ value, context: { userId: row.userId, isPrimary: row.isPrimary, channels: row.fired ? [] : row.channels } });
}

/** Whether an agent that is not fired may be fired (the console's Fire button; the server's refusal). */
export const canFire = (row: { isPrimary: boolean; fired: boolean }) => !row.fired && !row.isPrimary;
