import { assign, setup, transition } from 'xstate';
import { BOT_HANDOVER_REASONS } from '../contracts/virtual-agent.schema';

/**
 * The bot phase of one conversation: a virtual agent answers until it hands over to the human
 * queue, after `MAX_FAILED_ANSWERS` failed answers (nothing confident enough to say), when the
 * customer asks for a person, or when a flow ends in "escalate to employee". Handed over is final:
 * the bot does not take the conversation back.
 */
export const MAX_FAILED_ANSWERS = 2;

export type HandoverReason = (typeof BOT_HANDOVER_REASONS)[number];

export interface BotConversationContext {
  failures: number;
  answers: number;
  reason: HandoverReason | null;
}

export type BotConversationEvent = { type: 'bot.answered' } | { type: 'bot.failed' } | { type: 'bot.personAsked' } | { type: 'bot.flowHandover' };

export type BotPhase = 'answering' | 'handed_over';

export const botConversationMachine = setup({
  types: {
    context: {} as BotConversationContext,
    events: {} as BotConversationEvent,
  },
  guards: {
    lastChance: ({ context }) => context.failures + 1 >= MAX_FAILED_ANSWERS,
  },
  actions: {
    countAnswer: assign({ answers: ({ context }) => context.answers + 1 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    because: assign((_, params: { reason: HandoverReason }) => ({ reason: params.reason })),
  },
}).createMachine({
  id: 'botConversation',
  context: { failures: 0, answers: 0, reason: null },
  initial: 'answering',
  states: {
    answering: {
      on: {
        'bot.answered': { actions: 'countAnswer' },
        'bot.failed': [
          { guard: 'lastChance', target: 'handed_over', actions: ['countFailure', { type: 'because', params: { reason: 'failures' } }] },
          { actions: 'countFailure' },
        ],
        'bot.personAsked': { target: 'handed_over', actions: { type: 'because', params: { reason: 'person_asked' } } },
        'bot.flowHandover': { target: 'handed_over', actions: { type: 'because', params: { reason: 'flow' } } },
      },
    },
    handed_over: { type: 'final' },
  },
});

/** Runs one event from a stored phase: the phase and counts after it (unchanged if refused). */
export function stepBotConversation(stored: { phase: BotPhase; context: BotConversationContext }, event: BotConversationEvent) {
  const snapshot = botConversationMachine.resolveState({ value: stored.phase, context: stored.context });
  const [next] = transition(botConversationMachine, snapshot, event);
  return { phase: next.value as BotPhase, context: next.context };
}
