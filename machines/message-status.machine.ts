import { assign, setup } from 'xstate';
import { MESSAGE_SEND_TIMEOUT_MS, MessageStatusSchema, type MessageStatus } from '../contracts/interaction.schema';

/**
 * Delivery of one outgoing message (spec §4 Message status). State values are the statuses the
 * bubble shows, so `snapshot.value` can be handed to it as is.
 *
 *   sending ──ack(seq)──▶ sent ──status 'seen'──▶ seen
 *      │ timeout / fail          ▲
 *      ▼                         │ late ack
 *    retry ──message.retry──▶ sending   (same client id: the server drops a duplicate)
 */
export function parseStatus(value: unknown): MessageStatus | null {
  const parsed = MessageStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface MessageStatusInput {
  clientId: string;
  timeoutMs?: number;
}

export interface MessageStatusContext {
  clientId: string;
  seq: number | null;
  timeoutMs: number;
  /** Sends tried so far, including the first. */
  attempts: number;
}

export type MessageStatusEvent =
  { type: 'message.ack'; seq: number } | { type: 'message.fail'; reason?: string } | { type: 'message.status'; status: unknown } | { type: 'message.retry' };

export type MessageStatusTag = 'pending' | 'canRetry';

export const messageStatusMachine = setup({
  types: {
    context: {} as MessageStatusContext,
    events: {} as MessageStatusEvent,
    input: {} as MessageStatusInput,
    tags: {} as MessageStatusTag,
  },
  delays: {
    sendTimeout: ({ context }) => context.timeoutMs,
  },
  guards: {
    isUnknownStatus: ({ event }) => event.type === 'message.status' && parseStatus(event.status) === null,
    statusIs: ({ event }, params: { status: MessageStatus }) => event.type === 'message.status' && parseStatus(event.status) === params.status,
  },
  actions: {
    // Spec: "An unknown value is logged to the console and ignored". Injected so tests and the
    // server can route it elsewhere with .provide().
    log: (_, params: { message: string; value: unknown }) => console.warn(params.message, params.value),
    recordSeq: assign({ seq: ({ event }) => (event.type === 'message.ack' ? event.seq : null) }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
}).createMachine({
  id: 'messageStatus',
  context: ({ input }) => ({
    clientId: input.clientId,
    seq: null,
    timeoutMs: input.timeoutMs ?? MESSAGE_SEND_TIMEOUT_MS,
    attempts: 1,
  }),
  initial: 'sending',
  on: {
    // Known statuses that do not fit the current state are ignored silently (out-of-order pushes).
    'message.status': {
      guard: 'isUnknownStatus',
      actions: {
        type: 'log',
        params: ({ event }) => ({ message: 'Unknown message status', value: 'status' in event ? event.status : undefined }),
      },
    },
  },
  states: {
    sending: {
      tags: ['pending'],
      after: { sendTimeout: 'retry' },
      on: {
        'message.ack': { target: 'sent', actions: 'recordSeq' },
        'message.fail': 'retry',
        'message.status': { guard: { type: 'statusIs', params: { status: 'retry' } }, target: 'retry' },
      },
    },
    sent: {
      on: { 'message.status': { guard: { type: 'statusIs', params: { status: 'seen' } }, target: 'seen' } },
    },
    seen: {},
    retry: {
      tags: ['canRetry'],
      on: {
        'message.retry': { target: 'sending', actions: 'countAttempt' },
        // The ack of an attempt that timed out can still arrive; the message did get through.
        'message.ack': { target: 'sent', actions: 'recordSeq' },
      },
    },
  },
});
