import { assign, fromPromise, setup } from 'xstate';
import { ServiceRatingSchema, type EscalationOutcome, type InteractionEvent } from '../contracts/interaction.schema';

/**
 * Lifecycle of one interaction (spec §4): open → closed. While open it waits in the queue, talks to a
 * virtual agent or to a person. The console uses it to show what is possible (tags, `snapshot.can`);
 * the server restores it from the stored value + context and refuses what it would not take.
 */
export interface InteractionContext {
  id: number;
  /** Kept for reports (was a bot first in line?) and read once to pick the first stage. */
  startedWith: 'queued' | 'virtual_agent';
  subject: string;
  assigneeId: number | null;
  /** Where a failed escalation returns to; set only while escalating. */
  escalatedFrom: 'agent' | 'virtual_agent' | null;
  escalationTarget: number | null;
  lastEscalation: EscalationOutcome | null;
  closedBy: number | null;
  rating: number | null;
}

export interface InteractionInput {
  id: number;
  subject?: string;
  /** A channel with an active virtual agent starts there; everything else waits in the queue. */
  startWith?: 'queued' | 'virtual_agent';
}

export interface EscalateInput {
  interactionId: number;
  fromUserId: number | null;
  toUserId: number;
}

export type InteractionTag = 'canAssign' | 'canHandover' | 'canEscalate' | 'canClose' | 'canRequestRating' | 'canRate' | 'busy';

// Closing is allowed from every open stage but not mid-escalation, so it is spelled out per stage.
const close = { guard: 'hasSubject', target: '#interaction.closed', actions: 'recordClose' } as const;
const escalateFrom = (from: 'agent' | 'virtual_agent') =>
  ({ guard: 'isOtherUser', target: 'escalating', actions: { type: 'startEscalation', params: { from } } }) as const;

export const interactionMachine = setup({
  types: {
    context: {} as InteractionContext,
    events: {} as InteractionEvent,
    input: {} as InteractionInput,
    tags: {} as InteractionTag,
  },
  actors: {
    // The real call lives with the caller (console: HTTP; server: domain transaction); both .provide() it.
    escalate: fromPromise<void, EscalateInput>(async () => {
      throw new Error('escalate actor not provided');
    }),
  },
  guards: {
    startsWithVirtualAgent: ({ context }) => context.startedWith === 'virtual_agent',
    hasSubject: ({ context, event }) => event.type === 'interaction.close' && (event.subject ?? context.subject).trim().length > 0,
    isOtherUser: ({ context, event }) => event.type === 'interaction.escalate' && event.userId !== context.assigneeId,
    toPerson: ({ event }) => event.type === 'interaction.handover' && event.userId !== undefined,
    validRating: ({ event }) => event.type === 'interaction.rate' && ServiceRatingSchema.safeParse(event.rating).success,
    failedFromVirtualAgent: ({ context }) => context.escalatedFrom === 'virtual_agent',
  },
  actions: {
    assignUser: assign({
      assigneeId: ({ event }) => ('userId' in event && event.userId !== undefined ? event.userId : null),
    }),
    clearAssignee: assign({ assigneeId: null }),
    startEscalation: assign(({ event }, params: { from: 'agent' | 'virtual_agent' }) => ({
      escalatedFrom: params.from,
      escalationTarget: event.type === 'interaction.escalate' ? event.userId : null,
      lastEscalation: null,
    })),
    escalationSucceeded: assign(({ context }) => ({
      assigneeId: context.escalationTarget,
      escalatedFrom: null,
      escalationTarget: null,
      lastEscalation: 'succeeded' as const,
    })),
    escalationFailed: assign({ escalatedFrom: null, escalationTarget: null, lastEscalation: 'failed' as const }),
    recordClose: assign(({ context, event }) =>
      event.type === 'interaction.close' ? { subject: (event.subject ?? context.subject).trim(), closedBy: event.closedBy ?? null } : {},
    ),
    recordRating: assign({ rating: ({ event }) => (event.type === 'interaction.rate' ? event.rating : null) }),
  },
}).createMachine({
  id: 'interaction',
  context: ({ input }) => ({
    id: input.id,
    startedWith: input.startWith ?? 'queued',
    subject: input.subject ?? '',
    assigneeId: null,
    escalatedFrom: null,
    escalationTarget: null,
    lastEscalation: null,
    closedBy: null,
    rating: null,
  }),
  initial: 'open',
  states: {
    open: {
      initial: 'routing',
      states: {
        // Transient: picks the first stage, so it never appears in a snapshot.
        routing: { always: [{ guard: 'startsWithVirtualAgent', target: 'virtual_agent' }, { target: 'queued' }] },
        queued: {
          tags: ['canAssign', 'canClose'],
          on: { 'interaction.assign': { target: 'agent', actions: 'assignUser' }, 'interaction.close': close },
        },
        virtual_agent: {
          tags: ['canHandover', 'canEscalate', 'canClose'],
          on: {
            'interaction.handover': [{ guard: 'toPerson', target: 'agent', actions: 'assignUser' }, { target: 'queued' }],
            'interaction.escalate': escalateFrom('virtual_agent'),
            'interaction.close': close,
          },
        },
        agent: {
          tags: ['canEscalate', 'canClose'],
          on: {
            'interaction.escalate': escalateFrom('agent'),
            'interaction.close': close,
            // Routing gives a conversation back when its person stays offline; someone else takes it.
            'interaction.requeue': { target: 'queued', actions: 'clearAssignee' },
          },
        },
        escalating: {
          tags: ['busy'],
          invoke: {
            src: 'escalate',
            input: ({ context }) => ({
              interactionId: context.id,
              fromUserId: context.assigneeId,
              toUserId: context.escalationTarget!, // set by startEscalation on the way in
            }),
            onDone: { target: 'agent', actions: 'escalationSucceeded' },
            onError: [
              { guard: 'failedFromVirtualAgent', target: 'virtual_agent', actions: 'escalationFailed' },
              { target: 'agent', actions: 'escalationFailed' },
            ],
          },
        },
      },
    },
    closed: {
      initial: 'unrated',
      states: {
        unrated: { tags: ['canRequestRating'], on: { 'interaction.requestRating': 'ratingRequested' } },
        ratingRequested: {
          tags: ['canRate'],
          on: { 'interaction.rate': { guard: 'validRating', target: 'rated', actions: 'recordRating' } },
        },
        // No way out: a rating is given once.
        rated: {},
      },
    },
  },
});
