// One interaction actor per open conversation, restored from the server's summary (DESIGN.md §3).
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { interactionMachine, type EscalateInput } from '../../../../machines/interaction.machine';
import { restoreInteraction, type PersistedInteraction } from '../../../../machines/interaction.persistence';

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

interface Restored {
  actor: InteractionActor;
  summary: InteractionSummary;
  escalate: Escalate;
}

/** A new, not yet started actor for the summary; started by an effect, never while rendering. */
function restore(summary: InteractionSummary, escalate: Escalate): Restored {
  // The console's escalate is the HTTP call; the machine decides whether it may run.
  const machine = interactionMachine.provide({
    actors: { escalate: fromPromise<void, EscalateInput>(({ input }) => escalate(input)) },
  });
  const actor = createActor(machine, { snapshot: restoreInteraction(persistedOf(summary), machine), input: { id: summary.id } });
  return { actor, summary, escalate };
}

/**
 * The conversation's actor. A new summary (interaction.changed, a mutation's answer) or a new
 * escalate call restores a fresh actor from the summary, except while an escalation is in flight:
 * then the newest summary is taken once the escalation settles.
 */
export function useInteractionActor(summary: InteractionSummary, escalate: Escalate): InteractionActor {
  const [restored, setRestored] = useState(() => restore(summary, escalate));
  const { actor } = restored;
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // Derived from the props while rendering (React's "adjusting state when a prop changes"); the
  // replaced actor was never started if it never rendered, and otherwise holds nothing once idle.
  if (!busy && (restored.summary !== summary || restored.escalate !== escalate)) setRestored(restore(summary, escalate));

  // Not stopped on unmount: StrictMode's rehearsal unmount would stop it for good, and an idle
  // interaction actor holds no timer or subscription (an escalation in flight may finish on its own).
  useEffect(() => {
    actor.start();
  }, [actor]);
  return actor;
}
