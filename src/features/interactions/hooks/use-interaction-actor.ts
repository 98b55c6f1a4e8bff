// One interaction actor per open conversation, restored from the server's summary (DESIGN.md §3).
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
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

function startActor(summary: InteractionSummary, escalate: { current: Escalate }): InteractionActor {
  // The console's escalate is the HTTP call; the machine decides whether it may run.
  const machine = interactionMachine.provide({
    actors: { escalate: fromPromise<void, EscalateInput>(({ input }) => escalate.current(input)) },
  });
  return createActor(machine, { snapshot: restoreInteraction(persistedOf(summary), machine), input: { id: summary.id } }).start();
}

/**
 * The conversation's actor. A new summary (interaction.changed, a mutation's answer) restores a
 * fresh actor from it, except while an escalation is in flight: then the newest summary is taken
 * once the escalation settles.
 */
export function useInteractionActor(summary: InteractionSummary, escalate: Escalate): InteractionActor {
  const escalateRef = useRef(escalate);
  escalateRef.current = escalate;
  const [actor, setActor] = useState(() => startActor(summary, escalateRef));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const restoredFrom = useRef(summary);

  useEffect(() => {
    if (busy || restoredFrom.current === summary) return;
    restoredFrom.current = summary;
    actor.stop();
    setActor(startActor(summary, escalateRef));
  }, [summary, busy, actor]);

  // Not stopped on unmount: StrictMode's rehearsal unmount would stop it for good, and an idle
  // interaction actor holds no timer or subscription (an escalation in flight may finish on its own).
  return actor;
}
