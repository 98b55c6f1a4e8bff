// Why: an open conversation's lifecycle is the interaction machine (DESIGN.md §3), restored from the
// server's summary; the console's escalate is the HTTP call and the machine decides whether it may run.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { InteractionSummary } from '../../../contracts/interaction.schema';
import { interactionMachine, type EscalateInput } from '../../../machines/interaction.machine';
import { restoreInteraction, type PersistedInteraction } from '../../../machines/interaction.persistence';

export type InteractionActor = ActorRefFrom<typeof interactionMachine>;
export type Escalate = (input: EscalateInput) => Promise<void>;

/** The machine's stored shape for a summary: the stage while open; unrated, requested or rated once closed. */
export function persistedOf(summary: InteractionSummary): PersistedInteraction {
  const closedStage = summary.rating !== null ? 'rated' : summary.rating_requested_at ? 'ratingRequested' : 'unrated';
  return {
    value: summary.status === 'open' ? { open: summary.stage ?? 'queued' } : { closed: closedStage },
    context: {
      id: summary.id,
      startedWith: summary.stage === 'virtual_agent' ? 'virtual_agent' : 'queued',
      subject: summary.subject,
      assigneeId: summary.owner_user_id,
      escalatedFrom: null,
      escalationTarget: null,
      lastEscalation: null,
      closedBy: summary.closed_by_user_id,
      rating: summary.rating,
    },
  };
}

/** A started actor in the summary's state; `escalate` is asked for at the time of each escalation. */
export function startLifecycle(summary: InteractionSummary, escalate: () => Escalate): InteractionActor {
  const machine = interactionMachine.provide({
    actors: { escalate: fromPromise<void, EscalateInput>(({ input }) => escalate()(input)) },
  });
  return createActor(machine, { snapshot: restoreInteraction(persistedOf(summary), machine), input: { id: summary.id } }).start();
}
